import {
  Alert,
  Button,
  Drawer,
  Group,
  NativeSelect,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { CalendarEvent } from '@school/shared/calendar/calendar.contract';
import {
  calendarAudiences,
  calendarLabels,
  calendarLimits,
  calendarRepeats,
} from '@school/shared/calendar/calendar.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  instantOfLocal,
  startOfZonedDay,
  zonedDay,
  zonedLocalInput,
} from '../../../lib/zoned-time';
import type { EventBody } from '../api/create-event';
import { useClassChoices } from '../api/get-class-choices';
import { GrowingTextarea } from '../../../components/growing-textarea';

export type EventDraft = {
  title: string;
  description: string;
  allDay: boolean;
  /** `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD` all day) on the school's wall clock. */
  start: string;
  end: string;
  label: string;
  location: string;
  audience: string;
  classId: string;
  repeat: string;
  repeatUntil: string;
};

/** A new event's draft from a clicked day or a selected slot (instants or days). */
export function draftOf(
  slot: { start: string; end: string; allDay: boolean },
  zone: string,
): EventDraft {
  const blank = {
    title: '',
    description: '',
    label: 'other',
    location: '',
    audience: 'school',
    classId: '',
    repeat: '',
    repeatUntil: '',
  };
  if (slot.allDay) {
    const start = slot.start.slice(0, 10);
    // The grid's end is exclusive; the form shows the last day.
    const last = addDays(slot.end.slice(0, 10), -1);
    return { ...blank, allDay: true, start, end: last < start ? start : last };
  }
  return {
    ...blank,
    allDay: false,
    start: zonedLocalInput(slot.start, zone),
    end: zonedLocalInput(slot.end, zone),
  };
}

export function draftOfEvent(
  event: CalendarEvent,
  zone: string,
  at?: { start: string; end: string },
): EventDraft {
  const span = at ?? event;
  return {
    ...draftOf(
      {
        start: event.allDay ? zonedDay(span.start, zone) : span.start,
        end: event.allDay ? zonedDay(span.end, zone) : span.end,
        allDay: event.allDay,
      },
      zone,
    ),
    title: event.title,
    description: event.description,
    label: event.label,
    location: event.location ?? '',
    audience: event.audience,
    classId: event.classId ?? '',
    repeat: event.repeat ?? '',
    repeatUntil: event.repeatUntil ?? '',
  };
}

/** The API body of a draft: all-day events run from the first day's start to the day after the last. */
export function bodyOf(draft: EventDraft, zone: string): EventBody {
  const start = draft.allDay
    ? startOfZonedDay(draft.start, zone)
    : instantOfLocal(draft.start, zone);
  const end = draft.allDay
    ? startOfZonedDay(addDays(draft.end, 1), zone)
    : instantOfLocal(draft.end, zone);
  return {
    title: draft.title.trim(),
    description: draft.description,
    start,
    end,
    allDay: draft.allDay,
    label: draft.label,
    location: draft.location.trim() || null,
    audience: draft.audience,
    classId: draft.audience === 'class' ? draft.classId || null : null,
    repeat: draft.repeat || null,
    repeatUntil: draft.repeat ? draft.repeatUntil || null : null,
  };
}

type Props = {
  opened: boolean;
  mode: 'create' | 'edit';
  draft: EventDraft;
  zone: string;
  saving: boolean;
  /** Errors per field from the server (English when no translation applies). */
  serverErrors: Record<string, string>;
  onClose: () => void;
  onSave: (draft: EventDraft) => void;
  onDelete?: () => void;
};

/** Creating or editing a school event; checks what it can before the server does. */
export function EventDrawer({
  opened,
  mode,
  draft: initial,
  saving,
  serverErrors,
  onClose,
  onSave,
  onDelete,
}: Props) {
  const { t } = useTranslation('calendar');
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [checked, setChecked] = useState(false);
  if (shown !== initial) {
    setShown(initial);
    setDraft(initial);
    setChecked(false);
  }
  const classes = useClassChoices(opened && draft.audience === 'class');
  const set = (patch: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const errors: Record<string, string | undefined> = {
    title: !draft.title.trim() ? t('form.errors.title') : undefined,
    start: !draft.start ? t('form.errors.start') : undefined,
    end:
      !draft.end || draft.end < draft.start
        ? t('form.errors.end')
        : draft.allDay || draft.end !== draft.start
          ? undefined
          : t('form.errors.end'),
    classId: draft.audience === 'class' && !draft.classId ? t('form.errors.classId') : undefined,
    repeatUntil:
      draft.repeat && (!draft.repeatUntil || draft.repeatUntil < draft.start.slice(0, 10))
        ? t('form.errors.repeatUntil')
        : undefined,
  };
  const shownError = (field: string) =>
    (checked ? errors[field] : undefined) ?? serverErrors[field];

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.values(errors).some(Boolean)) return;
    onSave(draft);
  }

  const type = draft.allDay ? 'date' : 'datetime-local';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('form.title')}
            required
            maxLength={calendarLimits.title}
            value={draft.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            error={shownError('title')}
            data-autofocus
          />
          <Switch
            label={t('form.allDay')}
            checked={draft.allDay}
            onChange={(e) => {
              const allDay = e.currentTarget.checked;
              set({
                allDay,
                start: allDay ? draft.start.slice(0, 10) : `${draft.start.slice(0, 10)}T09:00`,
                end: allDay ? draft.end.slice(0, 10) : `${draft.end.slice(0, 10)}T10:00`,
              });
            }}
          />
          <Group grow align="flex-start">
            <TextInput
              type={type}
              label={t('form.start')}
              required
              value={draft.start}
              onChange={(e) => set({ start: e.currentTarget.value })}
              error={shownError('start')}
            />
            <TextInput
              type={type}
              label={draft.allDay ? t('form.lastDay') : t('form.end')}
              required
              value={draft.end}
              onChange={(e) => set({ end: e.currentTarget.value })}
              error={shownError('end')}
            />
          </Group>
          <NativeSelect
            label={t('form.label')}
            value={draft.label}
            onChange={(e) => set({ label: e.currentTarget.value })}
            data={calendarLabels.map((l) => ({ value: l, label: t(`labels.${l}`) }))}
          />
          <NativeSelect
            label={t('form.audience')}
            value={draft.audience}
            disabled={mode === 'edit'}
            onChange={(e) => set({ audience: e.currentTarget.value })}
            data={calendarAudiences.map((a) => ({ value: a, label: t(`audiences.${a}`) }))}
          />
          {draft.audience === 'class' && (
            <NativeSelect
              label={t('form.class')}
              value={draft.classId}
              disabled={mode === 'edit'}
              onChange={(e) => set({ classId: e.currentTarget.value })}
              error={shownError('classId')}
              data={[
                { value: '', label: t('form.chooseClass') },
                ...(classes.data?.items ?? []).map((c) => ({ value: c.id, label: c.title })),
              ]}
            />
          )}
          <TextInput
            label={t('form.location')}
            maxLength={calendarLimits.location}
            value={draft.location}
            onChange={(e) => set({ location: e.currentTarget.value })}
            error={shownError('location')}
          />
          <GrowingTextarea
            label={t('form.description')}
            maxLength={calendarLimits.description}
            minRows={2}
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          {mode === 'create' && (
            <Group grow align="flex-start">
              <NativeSelect
                label={t('form.repeat')}
                value={draft.repeat}
                onChange={(e) => set({ repeat: e.currentTarget.value })}
                data={[
                  { value: '', label: t('repeats.none') },
                  ...calendarRepeats.map((r) => ({ value: r, label: t(`repeats.${r}`) })),
                ]}
              />
              {draft.repeat && (
                <TextInput
                  type="date"
                  label={t('form.repeatUntil')}
                  required
                  value={draft.repeatUntil}
                  onChange={(e) => set({ repeatUntil: e.currentTarget.value })}
                  error={shownError('repeatUntil')}
                />
              )}
            </Group>
          )}
          {serverErrors.form && <Alert color="red">{serverErrors.form}</Alert>}
          <Group justify="space-between" mt="md">
            {onDelete ? (
              <Button variant="subtle" color="red" onClick={onDelete}>
                {t('form.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}

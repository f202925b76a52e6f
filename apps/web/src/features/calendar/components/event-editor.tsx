import type { CalendarItem } from '@school/shared/calendar/calendar.contract';
import type { EditScope } from '@school/shared/calendar/calendar.rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useCreateEvent, type EventBody } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { useCalendarEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import type { Slot } from './calendar-board';
import { ConflictDialog, ScopeDialog, type Conflict } from './calendar-dialogs';
import { bodyOf, draftOf, draftOfEvent, EventDrawer, type EventDraft } from './event-drawer';
import { conflictsOf } from './use-moves';

export type Editing = { kind: 'create'; slot: Slot } | { kind: 'edit'; item: CalendarItem };
type Format = { slot: (instant: string) => string; time: (instant: string) => string };

const emptyDraft: EventDraft = draftOf(
  { start: '2000-01-01', end: '2000-01-02', allDay: true },
  'UTC',
);

/** The drawer of a new or an existing event, with the series question and the overlaps. */
export function EventEditor({
  editing,
  zone,
  onClose,
  format,
}: {
  editing: Editing | null;
  zone: string;
  onClose: () => void;
  format: Format;
}) {
  const { t } = useTranslation('calendar');
  const item = editing?.kind === 'edit' ? editing.item : null;
  const existing = useCalendarEvent(item?.sourceId ?? null);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<{ action: 'save' | 'delete'; draft?: EventDraft } | null>(
    null,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [clash, setClash] = useState<{ conflicts: Conflict[]; retry: () => void } | null>(null);

  const draft = useMemo(() => {
    if (!editing) return emptyDraft;
    if (editing.kind === 'create') return draftOf(editing.slot, zone);
    return existing.data
      ? draftOfEvent(existing.data, zone, editing.item.start ? editing.item : undefined)
      : emptyDraft;
  }, [editing, existing.data, zone]);

  const done = (message: string) => {
    toastSuccess(message);
    setClash(null);
    setServerErrors({});
    onClose();
  };
  const failed = (retry: () => void) => (error: Error) => {
    const conflicts = conflictsOf(error);
    if (conflicts) return setClash({ conflicts, retry });
    if (error instanceof ApiError && Object.keys(error.fields).length > 0)
      return setServerErrors(error.fields);
    setServerErrors({ form: error.message });
  };

  function createWith(body: EventBody) {
    create.mutate(body, {
      onSuccess: () => done(t('saved')),
      onError: failed(() => createWith({ ...body, force: true })),
    });
  }

  function updateWith(next: EventDraft, scope: EditScope, force = false) {
    if (!item) return;
    const { audience: _a, classId: _c, repeat: _r, repeatUntil: _u, ...body } = bodyOf(next, zone);
    update.mutate(
      { id: item.sourceId, scope, occurrence: item.occurrence, ...body, force },
      { onSuccess: () => done(t('saved')), onError: failed(() => updateWith(next, scope, true)) },
    );
  }

  function removeWith(scope: EditScope) {
    if (!item) return;
    remove.mutate(
      { id: item.sourceId, scope, occurrence: item.occurrence },
      {
        onSuccess: () => {
          setConfirmDelete(false);
          done(t('deleted'));
        },
        onError: (error) => toastError(error.message),
      },
    );
  }

  const opened = editing !== null && (editing.kind === 'create' || existing.isSuccess);
  return (
    <>
      <EventDrawer
        opened={opened && asking === null && !confirmDelete}
        mode={editing?.kind ?? 'create'}
        draft={draft}
        zone={zone}
        saving={create.isPending || update.isPending}
        serverErrors={serverErrors}
        onClose={() => {
          setServerErrors({});
          onClose();
        }}
        onSave={(next) => {
          setServerErrors({});
          if (editing?.kind === 'create') createWith(bodyOf(next, zone));
          else if (item?.repeats) setAsking({ action: 'save', draft: next });
          else updateWith(next, 'series');
        }}
        {...(item
          ? {
              onDelete: () =>
                item.repeats ? setAsking({ action: 'delete' }) : setConfirmDelete(true),
            }
          : {})}
      />
      <ScopeDialog
        opened={asking !== null}
        action={asking?.action ?? 'save'}
        onClose={() => setAsking(null)}
        onChoose={(scope) => {
          if (asking?.action === 'delete') removeWith(scope);
          else if (asking?.draft) updateWith(asking.draft, scope);
          setAsking(null);
        }}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={t('delete.title')}
        confirmLabel={t('form.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => removeWith('series')}
      >
        {t('delete.text', { title: item?.title ?? '' })}
      </ConfirmDialog>
      <ConflictDialog
        conflicts={clash?.conflicts ?? null}
        format={format}
        canForce
        loading={create.isPending || update.isPending}
        onClose={() => setClash(null)}
        onForce={() => clash?.retry()}
      />
    </>
  );
}

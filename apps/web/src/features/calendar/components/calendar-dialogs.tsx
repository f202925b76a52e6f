import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { CalendarItem } from '@school/shared/calendar/calendar.contract';
import type { EditScope } from '@school/shared/calendar/calendar.rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Conflict = { title: string; start: string; end: string };

type Format = { slot: (instant: string) => string; time: (instant: string) => string };

/** A class session or an appointment: when, and a link to its own page. */
export function ItemDialog({
  item,
  format,
  onClose,
}: {
  item: CalendarItem | null;
  format: Format;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.title ?? ''} centered>
      {item && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(`sources.${item.source}`)}
          </Text>
          <Text>
            {format.slot(item.start)} – {format.time(item.end)}
          </Text>
          <Group justify="flex-end">
            <Anchor component={Link} to={item.url}>
              {item.source === 'classes' ? t('open.class') : t('open.appointment')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** "This occurrence or the whole series?" for a change to a repeating event. */
export function ScopeDialog({
  opened,
  action,
  onChoose,
  onClose,
}: {
  opened: boolean;
  action: 'save' | 'delete' | 'move';
  onChoose: (scope: EditScope) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Modal opened={opened} onClose={onClose} title={t(`scope.${action}`)} centered>
      <Stack gap="sm">
        <Text>{t('scope.question')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button variant="light" onClick={() => onChoose('occurrence')}>
            {t('scope.occurrence')}
          </Button>
          <Button onClick={() => onChoose('series')}>{t('scope.series')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The 409's overlaps; events may be kept anyway, classes and appointments may not. */
export function ConflictDialog({
  conflicts,
  format,
  canForce,
  onForce,
  onClose,
  loading,
}: {
  conflicts: Conflict[] | null;
  format: Format;
  canForce: boolean;
  onForce: () => void;
  onClose: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Modal opened={conflicts !== null} onClose={onClose} title={t('conflicts.title')} centered>
      <Stack gap="sm">
        <Text>{t('conflicts.text')}</Text>
        <List size="sm" data-testid="conflict-list">
          {(conflicts ?? []).map((c) => (
            <List.Item key={`${c.title}${c.start}`}>
              <strong>{c.title}</strong> · {format.slot(c.start)} – {format.time(c.end)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('conflicts.keep')}
          </Button>
          {canForce && (
            <Button color="orange" onClick={onForce} loading={loading}>
              {t('conflicts.force')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, EmptyState, Group } from '@mantine/core';
import { IconFileImport, IconSearchOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useStudentsTranslation } from '../lib/translations';

type RosterEmptyProps =
  | { kind: 'first-run'; onAdd: () => void; onImport: () => void }
  | { kind: 'no-match'; onClear: () => void }
  | { kind: 'past-end'; onFirstPage: () => void };

export function RosterEmpty(props: RosterEmptyProps) {
  const { t } = useStudentsTranslation();
  if (props.kind === 'first-run') {
    return (
      <EmptyState
        py={56}
        px="md"
        variant="light"
        icon={<IconUsers size={30} stroke={1.6} aria-hidden="true" />}
        title={t('empty.firstTitle')}
        description={t('empty.firstText')}
      >
        <Group justify="center" gap="sm" mt="md">
          <Button leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={props.onAdd}>
            {t('actions.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden="true" />}
            onClick={props.onImport}
          >
            {t('actions.import')}
          </Button>
        </Group>
      </EmptyState>
    );
  }
  const noMatch = props.kind === 'no-match';
  return (
    <EmptyState
      py={56}
      px="md"
      withIndicatorBackground
      icon={<IconSearchOff size={30} stroke={1.6} aria-hidden="true" />}
      title={t(noMatch ? 'empty.noMatchTitle' : 'empty.pastEndTitle')}
      description={t(noMatch ? 'empty.noMatchText' : 'empty.pastEndText')}
    >
      <Group justify="center" mt="md">
        <Button variant="light" onClick={noMatch ? props.onClear : props.onFirstPage}>
          {t(noMatch ? 'filters.clear' : 'pagination.first')}
        </Button>
      </Group>
    </EmptyState>
  );
}

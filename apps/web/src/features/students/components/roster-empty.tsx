import { Button } from '@mantine/core';
import { IconFileImport, IconSearchOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

type RosterEmptyProps =
  | { kind: 'first-run'; onAdd: () => void; onImport: () => void }
  | { kind: 'no-match'; onClear: () => void }
  | { kind: 'past-end'; onFirstPage: () => void };

export function RosterEmpty(props: RosterEmptyProps) {
  const { t } = useTranslation('students');
  if (props.kind === 'first-run') {
    return (
      <EmptyState
        icon={<IconUsers size={30} stroke={1.6} aria-hidden="true" />}
        title={t('empty.firstTitle')}
        text={t('empty.firstText')}
        actions={
          <>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={props.onAdd}
            >
              {t('actions.add')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden="true" />}
              onClick={props.onImport}
            >
              {t('actions.import')}
            </Button>
          </>
        }
      />
    );
  }
  const noMatch = props.kind === 'no-match';
  return (
    <EmptyState
      icon={<IconSearchOff size={30} stroke={1.6} aria-hidden="true" />}
      title={t(noMatch ? 'empty.noMatchTitle' : 'empty.pastEndTitle')}
      text={t(noMatch ? 'empty.noMatchText' : 'empty.pastEndText')}
      actions={
        <Button variant="light" onClick={noMatch ? props.onClear : props.onFirstPage}>
          {t(noMatch ? 'filters.clear' : 'pagination.first')}
        </Button>
      }
    />
  );
}

import { memo } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeaderExtraSlot } from '../../../components/page-header';
import { importModal, studentDrawer } from './lazy-parts';
import classes from './roster-header.module.css';

type RosterHeaderProps = {
  title: string;
  exporting: boolean;
  onExport: () => void;
  onImport: () => void;
  onAdd: () => void;
};

/** The page title and the roster-wide actions (on a phone: add first, then import and export). */
export const RosterHeader = memo(function RosterHeader({
  title,
  exporting,
  onExport,
  onImport,
  onAdd,
}: RosterHeaderProps) {
  const { t } = useTranslation('students');
  return (
    <div className={classes.header}>
      <div>
        <Group gap="sm" wrap="nowrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <PageHeaderExtraSlot />
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          {t('subtitle')}
        </Text>
      </div>
      <div className={classes.actions}>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={onExport}
        >
          {t('actions.export')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden="true" />}
          onClick={onImport}
          onPointerEnter={importModal.preload}
          onFocus={importModal.preload}
        >
          {t('actions.import')}
        </Button>
        <Button
          className={classes.primary}
          leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          onClick={onAdd}
          onPointerEnter={studentDrawer.preload}
          onFocus={studentDrawer.preload}
        >
          {t('actions.add')}
        </Button>
      </div>
    </div>
  );
});

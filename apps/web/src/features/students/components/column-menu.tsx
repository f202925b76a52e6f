import { Button, Menu } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { optionalColumns, type ColumnVisibility, type OptionalColumn } from '../lib/columns';

type ColumnMenuProps = {
  visibility: ColumnVisibility;
  onToggle: (column: OptionalColumn) => void;
  onReset: () => void;
};

export function ColumnMenu({ visibility, onToggle, onReset }: ColumnMenuProps) {
  const { t } = useTranslation('students');
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden="true" />}>
          {t('columns.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('columns.label')}</Menu.Label>
        {optionalColumns.map((column) => (
          <Menu.CheckboxItem
            key={column}
            checked={visibility[column]}
            onChange={() => onToggle(column)}
          >
            {t(`columns.${column}`)}
          </Menu.CheckboxItem>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onReset}>{t('columns.reset')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

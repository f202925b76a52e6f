import { Menu } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { IconPencil, IconPlayerPlay, IconTrash, IconUserOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionalColumns, type ColumnVisibility, type OptionalColumn } from '../lib/columns';
import { deleteDialog, statusDialog, studentDrawer } from './lazy-parts';
import type { RenderTrigger, RowAction } from './menu-triggers';

/**
 * The menu replaces the button that was pressed: the new button takes the focus, and the menu
 * opens on the next frame, so closing it (Escape, a click outside) hands the focus back to that
 * button as it would to the original one.
 */
function useOpenOnArrival() {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return { target, opened, setOpened };
}

type RowMenuProps = {
  student: Student;
  onAction: (action: RowAction, student: Student) => void;
  renderTarget: RenderTrigger;
};

export function RowMenu({ student, onAction, renderTarget }: RowMenuProps) {
  const { t } = useTranslation('students');
  const { target, opened, setOpened } = useOpenOnArrival();
  useEffect(() => {
    // What the items open.
    studentDrawer.preload();
    statusDialog.preload();
    deleteDialog.preload();
  }, []);
  const iconProps = { size: 16, stroke: 1.8, 'aria-hidden': true } as const;
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={200}
      withinPortal
    >
      <Menu.Target>{renderTarget({ ref: target })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil {...iconProps} />}
          onClick={() => onAction('edit', student)}
        >
          {t('actions.edit')}
        </Menu.Item>
        {student.status === 'deactivated' ? (
          <Menu.Item
            leftSection={<IconPlayerPlay {...iconProps} />}
            onClick={() => onAction('reactivate', student)}
          >
            {t('actions.reactivate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconUserOff {...iconProps} />}
            onClick={() => onAction('deactivate', student)}
          >
            {t('actions.deactivate')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash {...iconProps} />}
          onClick={() => onAction('delete', student)}
        >
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

type ColumnMenuProps = {
  visibility: ColumnVisibility;
  onToggle: (column: OptionalColumn) => void;
  onReset: () => void;
  renderTarget: RenderTrigger;
};

export function ColumnMenu({ visibility, onToggle, onReset, renderTarget }: ColumnMenuProps) {
  const { t } = useTranslation('students');
  const { target, opened, setOpened } = useOpenOnArrival();
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={220}>
      <Menu.Target>{renderTarget({ ref: target })}</Menu.Target>
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

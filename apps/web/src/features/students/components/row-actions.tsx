import { ActionIcon, Menu } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { IconDots, IconPencil, IconPlayerPlay, IconTrash, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../lib/format';

export type RowAction = 'edit' | 'deactivate' | 'reactivate' | 'delete';

type RowActionsProps = {
  student: Student;
  onAction: (action: RowAction, student: Student) => void;
};

export function RowActions({ student, onAction }: RowActionsProps) {
  const { t } = useTranslation('students');
  const iconProps = { size: 16, stroke: 1.8, 'aria-hidden': true } as const;
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.menu', { name: fullName(student) })}
        >
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
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

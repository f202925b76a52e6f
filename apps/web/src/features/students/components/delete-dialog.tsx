import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteStudent } from '../api/delete-student';
import { fullName } from '../lib/format';
import { toastSuccess } from '../../../lib/toasts';

type DeleteDialogProps = {
  student: Student | null;
  onClose: () => void;
  onDeleted: (student: Student) => void;
  /** A student with history cannot be deleted: the dialog offers this instead. */
  onDeactivateInstead: (student: Student) => void;
};

export function DeleteDialog({
  student,
  onClose,
  onDeleted,
  onDeactivateInstead,
}: DeleteDialogProps) {
  const { t } = useTranslation('students');
  const mutation = useDeleteStudent();
  const name = student ? fullName(student) : '';
  const blocked = mutation.error?.status === 409;

  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!student) return;
    mutation.mutate(student.id, {
      onSuccess: () => {
        toastSuccess(t('delete.done', { name }));
        mutation.reset();
        onDeleted(student);
      },
    });
  };

  return (
    <Modal
      opened={student !== null}
      onClose={close}
      title={t('delete.title', { name })}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      <Stack gap="md">
        {blocked ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t('delete.blockedTitle')}
          >
            {mutation.error?.message}
          </Alert>
        ) : (
          <Text size="sm">{t('delete.text', { name })}</Text>
        )}
        {mutation.error && !blocked && (
          <Alert color="red" variant="light">
            {mutation.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          {blocked && student && student.status !== 'deactivated' ? (
            <Button
              color="red"
              data-autofocus
              onClick={() => {
                mutation.reset();
                onDeactivateInstead(student);
              }}
            >
              {t('delete.deactivateInstead')}
            </Button>
          ) : (
            !blocked && (
              <Button color="red" loading={mutation.isPending} onClick={confirm}>
                {t('delete.confirm')}
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

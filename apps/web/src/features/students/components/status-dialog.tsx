import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { useTranslation } from 'react-i18next';
import { useBulkStatus } from '../api/bulk-status';
import { fullName } from '../lib/format';
import { toastSuccess } from '../../../lib/toasts';

export type StatusChange = { status: 'active' | 'deactivated'; students: Student[] };

type StatusDialogProps = {
  change: StatusChange | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * Confirms a status change for one or many students, with the counts: students already in the
 * target status are left out (the API would otherwise turn an invited student active).
 */
export function StatusDialog({ change, onClose, onDone }: StatusDialogProps) {
  const { t } = useTranslation('students');
  const mutation = useBulkStatus();
  const students = change?.students ?? [];
  const deactivate = change?.status === 'deactivated';
  const affected = students.filter((s) =>
    deactivate ? s.status !== 'deactivated' : s.status === 'deactivated',
  );
  const unchanged = students.length - affected.length;
  const single = students.length === 1 ? students[0] : undefined;

  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    mutation.mutate(
      { ids: affected.map((s) => s.id), status: change.status },
      {
        onSuccess: ({ updated }) => {
          toastSuccess(
            t(deactivate ? 'bulk.deactivatedToast' : 'bulk.reactivatedToast', { count: updated }),
          );
          mutation.reset();
          onDone();
        },
      },
    );
  };

  const title = single
    ? t(deactivate ? 'bulk.deactivateOneTitle' : 'bulk.reactivateOneTitle', {
        name: fullName(single),
      })
    : t(deactivate ? 'bulk.deactivateTitle' : 'bulk.reactivateTitle', { count: affected.length });

  return (
    <Modal
      opened={change !== null}
      onClose={close}
      title={title}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(deactivate ? 'bulk.deactivateText' : 'bulk.reactivateText', {
            count: affected.length,
          })}
        </Text>
        {unchanged > 0 && (
          <Text size="sm" c="dimmed">
            {t(deactivate ? 'bulk.alreadyDeactivated' : 'bulk.notDeactivated', {
              count: unchanged,
            })}
          </Text>
        )}
        {mutation.error && (
          <Alert color="red" variant="light">
            {mutation.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color={deactivate ? 'red' : undefined}
            loading={mutation.isPending}
            disabled={affected.length === 0}
            onClick={confirm}
            data-autofocus
          >
            {t(deactivate ? 'bulk.deactivateConfirm' : 'bulk.reactivateConfirm', {
              count: affected.length,
            })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

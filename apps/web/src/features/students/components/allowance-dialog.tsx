import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toasts';
import { useBulkAllowance } from '../api/appointments-summary';
import { AllowanceField } from './allowance-field';

type AllowanceDialogProps = {
  /** The selected students, or null while closed. */
  students: Student[] | null;
  onClose: () => void;
  onDone: () => void;
};

/** One monthly allowance for every selected student (or no limit), set in one request. */
export function AllowanceDialog({ students, onClose, onDone }: AllowanceDialogProps) {
  const { t } = useTranslation('students');
  const mutation = useBulkAllowance();
  const [credits, setCredits] = useState<number | null>(null);
  const count = students?.length ?? 0;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Modal
      opened={students !== null}
      onClose={close}
      title={t('allowance.bulkTitle', { count })}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!students) return;
          mutation.mutate(
            { ids: students.map((s) => s.id), credits },
            {
              onSuccess: ({ updated }) => {
                toastSuccess(t('allowance.bulkDone', { count: updated }));
                mutation.reset();
                onDone();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('allowance.bulkText', { count })}</Text>
          <AllowanceField
            value={credits}
            onChange={setCredits}
            error={mutation.error?.fields.monthlyAllowanceCredits}
          />
          {mutation.error && !mutation.error.fields.monthlyAllowanceCredits && (
            <Alert color="red" variant="light" role="alert">
              {mutation.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('allowance.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('allowance.bulkSave', { count })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

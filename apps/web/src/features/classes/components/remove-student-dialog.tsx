import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnenrolStudent } from '../api/unenrol-student';
import type { Enrolment } from '../api/get-enrolments';

type RemoveStudentDialogProps = {
  opened: boolean;
  onClose: () => void;
  classId: string;
  classTitle: string;
  student: Enrolment | null;
  onRemoved: (name: string) => void;
};

/** Confirms before a student leaves the class. */
export function RemoveStudentDialog({
  opened,
  onClose,
  classId,
  classTitle,
  student,
  onRemoved,
}: RemoveStudentDialogProps) {
  const { t } = useTranslation('classes');
  const unenrol = useUnenrolStudent();
  const name = student ? `${student.firstName} ${student.lastName}` : '';

  function close() {
    unenrol.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('enrolment.removeTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('enrolment.removeText', { name, title: classTitle })}</Text>
        {unenrol.isError && (
          <Alert color="red" variant="light" role="alert">
            {unenrol.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={unenrol.isPending}>
            {t('actions.back')}
          </Button>
          <Button
            color="red"
            loading={unenrol.isPending}
            onClick={() => {
              if (!student) return;
              unenrol.mutate(
                { classId, studentId: student.studentId },
                {
                  onSuccess: () => {
                    onRemoved(name);
                    close();
                  },
                },
              );
            }}
          >
            {t('enrolment.removeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

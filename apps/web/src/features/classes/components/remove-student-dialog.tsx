import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      opened={opened}
      title={t('enrolment.removeTitle')}
      confirmLabel={t('enrolment.removeConfirm')}
      cancelLabel={t('actions.back')}
      loading={unenrol.isPending}
      error={unenrol.isError ? unenrol.error.message : null}
      onCancel={close}
      onConfirm={() => {
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
      {t('enrolment.removeText', { name, title: classTitle })}
    </ConfirmDialog>
  );
}

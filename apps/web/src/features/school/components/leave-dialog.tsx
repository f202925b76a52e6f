import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type LeaveDialogProps = { opened: boolean; onStay: () => void; onLeave: () => void };

export function LeaveDialog({ opened, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation('school');
  return (
    <ConfirmDialog
      opened={opened}
      title={t('leave.title')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onCancel={onStay}
      onConfirm={onLeave}
    >
      {t('leave.text')}
    </ConfirmDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DeleteNotificationModalProps = {
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteNotificationModal({
  opened,
  loading,
  onCancel,
  onConfirm,
}: DeleteNotificationModalProps) {
  const { t } = useTranslation('notifications');
  return (
    <ConfirmDialog
      opened={opened}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      loading={loading}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {t('delete.text')}
    </ConfirmDialog>
  );
}

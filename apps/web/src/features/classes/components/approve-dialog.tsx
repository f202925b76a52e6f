import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type ApproveDialogProps = {
  /** The proposal being approved; null while nothing is asked. */
  title: string | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Approving tells the tutor at once and cannot be taken back (only cancelled), so it is asked
 * first, as rejecting is.
 */
export function ApproveDialog({ title, loading, onCancel, onConfirm }: ApproveDialogProps) {
  const { t } = useTranslation('classes');
  return (
    <ConfirmDialog
      opened={title !== null}
      title={t('reason.approveTitle')}
      confirmLabel={t('actions.approve')}
      loading={loading}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {t('reason.approveText', { title: title ?? '' })}
    </ConfirmDialog>
  );
}

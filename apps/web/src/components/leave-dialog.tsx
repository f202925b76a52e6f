import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../hooks/use-leave-guard';
import { ConfirmDialog } from './confirm-dialog';

/** The question useLeaveGuard asks; `children` may say what exactly would be lost. */
export function LeaveDialog({ guard, children }: { guard: LeaveGuard; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={guard.asking}
      title={t('kit.leave.title')}
      confirmLabel={t('kit.leave.leave')}
      cancelLabel={t('kit.leave.stay')}
      onCancel={guard.stay}
      onConfirm={guard.leave}
    >
      {children ?? t('kit.leave.text')}
    </ConfirmDialog>
  );
}

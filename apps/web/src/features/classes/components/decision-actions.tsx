import { Button } from '@mantine/core';
import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { reasonLength } from '@school/shared/classes/classes.rules';
import { IconBan, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useApproveClass } from '../api/approve-class';
import { useCancelClass } from '../api/cancel-class';
import { useRejectClass } from '../api/reject-class';
import { ApproveDialog } from './approve-dialog';

type DecisionActionsProps = {
  detail: ClassDetail;
  onResult: (result: { ok: boolean; message: string }) => void;
};

/** Approve or reject a proposal, cancel an approved class: only the moves the workflow allows. */
export function DecisionActions({ detail, onResult }: DecisionActionsProps) {
  const { t } = useTranslation('classes');
  const approve = useApproveClass();
  const reject = useRejectClass();
  const cancel = useCancelClass();
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const [open, setOpen] = useState(false);
  const [approving, setApproving] = useState(false);
  const ask = (kind: 'reject' | 'cancel') => {
    setAsking(kind);
    setOpen(true);
  };

  return (
    <>
      {detail.status === 'pending_approval' && (
        <>
          <Button
            color="green"
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            loading={approve.isPending}
            onClick={() => setApproving(true)}
          >
            {t('actions.approve')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} aria-hidden="true" />}
            onClick={() => ask('reject')}
          >
            {t('actions.reject')}
          </Button>
        </>
      )}
      {detail.status === 'approved' && detail.phase !== 'completed' && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconBan size={18} aria-hidden="true" />}
          onClick={() => ask('cancel')}
        >
          {t('actions.cancelClass')}
        </Button>
      )}
      <ApproveDialog
        title={approving ? detail.title : null}
        loading={approve.isPending}
        onCancel={() => setApproving(false)}
        onConfirm={() =>
          approve.mutate(detail.id, {
            onSuccess: () => onResult({ ok: true, message: t('detail.approved') }),
            onError: (error) => onResult({ ok: false, message: error.message }),
            onSettled: () => setApproving(false),
          })
        }
      />
      <ReasonDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={asking === 'cancel' ? t('reason.cancelTitle') : t('reason.rejectTitle')}
        description={
          asking === 'cancel'
            ? t('reason.cancelText', { title: detail.title })
            : t('reason.rejectText', { title: detail.title })
        }
        confirmLabel={asking === 'cancel' ? t('actions.cancelClass') : t('actions.reject')}
        bounds={reasonLength}
        placeholder={t('reason.placeholder')}
        onConfirm={async (reason) => {
          if (asking === 'cancel') {
            await cancel.mutateAsync({ id: detail.id, reason });
            onResult({ ok: true, message: t('detail.cancelled') });
          } else {
            await reject.mutateAsync({ id: detail.id, reason });
            onResult({ ok: true, message: t('detail.rejected') });
          }
        }}
      />
    </>
  );
}

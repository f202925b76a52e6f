import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ClassListItem } from '@school/shared/classes/classes.contract';
import { reasonLength } from '@school/shared/classes/classes.rules';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useApproveClass } from '../api/approve-class';
import { useBulkApproveClasses } from '../api/bulk-approve-classes';
import { useBulkRejectClasses } from '../api/bulk-reject-classes';
import { useClasses } from '../api/get-classes';
import { useRejectClass } from '../api/reject-class';
import { BulkBar } from '../components/bulk-bar';
import { ToneBadge } from '../../../components/tone-badge';
import { ClassList } from '../components/class-list';
import { ListCard } from '../../../components/list-card';
import { OutcomeAlert } from '../components/outcome-alert';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApproveDialog } from '../components/approve-dialog';
import { ApprovalTabs } from '../components/approval-tabs';
import { bulkOutcome, type Outcome } from '../lib/outcome';
import { useListState } from '../lib/use-list-state';

/** Who the reason dialog is for: one proposal or the checked ones. */
type RejectTarget = { kind: 'one'; item: ClassListItem } | { kind: 'selection' };

/** Approval Classes: the queue of proposals, oldest first, decided one by one or in bulk. */
export function ApprovalClassesPage() {
  const { t } = useTranslation('classes');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.classes-approval');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const { state, pager } = useListState({ sort: 'createdAt' });
  const queue = useClasses({
    status: 'pending_approval',
    sort: 'createdAt',
    page: state.page,
    pageSize: state.pageSize,
  });
  const items = queue.data?.items ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const askReason = (target: RejectTarget) => {
    setRejecting(target);
    setRejectOpen(true);
  };
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toApprove, setToApprove] = useState<ClassListItem | null>(null);
  const approve = useApproveClass();
  const reject = useRejectClass();
  const bulkApprove = useBulkApproveClasses();
  const bulkReject = useBulkRejectClasses();

  // Only proposals still on this page can stay checked.
  const visibleSelection = selected.filter((id) => items.some((item) => item.id === id));
  const titleOf = (id: string) => items.find((item) => item.id === id)?.title ?? id;

  async function approveOne(item: ClassListItem) {
    setBusyId(item.id);
    try {
      await approve.mutateAsync(item.id);
      setOutcome({ kind: 'single', action: 'approved', title: item.title });
    } catch (error) {
      setOutcome({
        kind: 'error',
        title: item.title,
        message: messageOf(error, t('reason.failed')),
      });
    } finally {
      setBusyId(null);
      setSelected((ids) => ids.filter((id) => id !== item.id));
    }
  }

  async function approveSelection() {
    try {
      const result = await bulkApprove.mutateAsync(visibleSelection);
      setOutcome(bulkOutcome('approved', result, titleOf));
      setSelected([]);
    } catch (error) {
      setOutcome({ kind: 'error', title: title, message: messageOf(error, t('reason.failed')) });
    }
  }

  async function rejectWith(reason: string) {
    if (rejecting?.kind === 'one') {
      await reject.mutateAsync({ id: rejecting.item.id, reason });
      setOutcome({ kind: 'single', action: 'rejected', title: rejecting.item.title });
      setSelected((ids) => ids.filter((id) => id !== rejecting.item.id));
    } else {
      const result = await bulkReject.mutateAsync({ ids: visibleSelection, reason });
      setOutcome(bulkOutcome('rejected', result, titleOf));
      setSelected([]);
    }
  }

  const total = queue.data?.total;
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t('approval.description')}
        aside={
          total !== undefined && (
            <ToneBadge
              size="lg"
              color={total > 0 ? 'yellow' : 'gray'}
              label={t('approval.waiting', { count: total })}
            />
          )
        }
      />
      <ApprovalTabs />
      {outcome && <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
      <ListCard
        header={
          visibleSelection.length > 0 && (
            <BulkBar
              count={visibleSelection.length}
              approving={bulkApprove.isPending}
              onApprove={() => void approveSelection()}
              onReject={() => askReason({ kind: 'selection' })}
              onClear={() => setSelected([])}
            />
          )
        }
        query={queue}
        // One page of requests needs no pager.
        pager={queue.data && queue.data.total > state.pageSize ? pager(queue.data) : null}
      >
        <ClassList
          loading={queue.isPending}
          label={title}
          items={items}
          columns={['tutor', 'schedule', 'price', 'proposed']}
          selection={{ selected: visibleSelection, onChange: setSelected }}
          emptyTitle={t('approval.emptyTitle')}
          emptyText={t('approval.emptyText')}
          renderActions={(item) => (
            <>
              <Button
                size="xs"
                color="green"
                variant="light"
                leftSection={<IconCheck size={14} aria-hidden="true" />}
                loading={busyId === item.id}
                aria-label={t('actions.approveTitle', { title: item.title })}
                onClick={() => setToApprove(item)}
              >
                {t('actions.approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} aria-hidden="true" />}
                aria-label={t('actions.rejectTitle', { title: item.title })}
                onClick={() => askReason({ kind: 'one', item })}
              >
                {t('actions.reject')}
              </Button>
            </>
          )}
        />
      </ListCard>
      <ApproveDialog
        title={toApprove?.title ?? null}
        loading={approve.isPending}
        onCancel={() => setToApprove(null)}
        onConfirm={() => {
          if (toApprove) void approveOne(toApprove).then(() => setToApprove(null));
        }}
      />
      <ReasonDialog
        opened={rejectOpen}
        onClose={() => setRejectOpen(false)}
        title={
          rejecting?.kind === 'one'
            ? t('reason.rejectTitle')
            : t('reason.rejectManyTitle', { count: visibleSelection.length })
        }
        description={
          rejecting?.kind === 'one'
            ? t('reason.rejectText', { title: rejecting.item.title })
            : t('reason.rejectManyText')
        }
        confirmLabel={t('actions.reject')}
        bounds={reasonLength}
        placeholder={t('reason.placeholder')}
        onConfirm={rejectWith}
      />
    </Stack>
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

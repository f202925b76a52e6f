import { Badge, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { WaitingItem } from '@school/shared/dashboard/dashboard.contract';
import { reasonLength } from '@school/shared/classes/classes.rules';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ReasonDialog } from '../../../components/reason-dialog';
import { SectionCard } from '../../../components/section-card';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useAnswerWaiting, type Answer } from '../api/answer-waiting';
import { useWaiting } from '../api/get-waiting';
import type { DashboardFormat } from '../lib/use-dashboard-format';
import { WaitingRow } from './waiting-row';

type Rejecting = { kind: WaitingItem['kind']; ids: string[] } | null;
// The strictest of the owning modules' rules, so one dialog suits both.
const bounds = { min: reasonLength.min, max: 500 };

/** "Waiting for you": one queue, each item answered inline by the module that owns it. */
export function WaitingSection({
  schoolId,
  format,
}: {
  schoolId: string | null;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const waiting = useWaiting(schoolId, true);
  const answer = useAnswerWaiting();
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const items = waiting.data?.items ?? [];
  const bulkIds = items.filter((i) => i.bulk).map((i) => i.id);
  const chosen = selected.filter((id) => bulkIds.includes(id));

  const run = async (request: Answer) => {
    try {
      await answer.mutateAsync(request);
      setSelected((ids) => ids.filter((id) => !request.ids.includes(id)));
      toastSuccess(request.decision === 'approve' ? t('waiting.approved') : t('waiting.rejected'));
    } catch (error) {
      if (request.decision === 'reject') throw error;
      toastError(t('waiting.failed', { message: error instanceof Error ? error.message : '' }));
    }
  };

  return (
    <SectionCard
      id="waiting-title"
      title={t('waiting.title')}
      description={t('waiting.description')}
      actions={
        waiting.data && (
          <Badge variant="light" size="lg" radius="sm" tt="none" data-testid="waiting-total">
            {t('waiting.count', { n: format.number(waiting.data.total) })}
          </Badge>
        )
      }
      h="100%"
    >
      {waiting.isError && !waiting.data ? (
        <LoadError
          error={waiting.error}
          onRetry={() => void waiting.refetch()}
          retrying={waiting.isFetching}
        />
      ) : !waiting.data ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState
          framed
          icon={<IconChecks size={26} stroke={1.6} />}
          title={t('waiting.empty')}
          text={t('waiting.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          {bulkIds.length > 1 && (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Checkbox
                label={t('waiting.selectAll')}
                checked={chosen.length === bulkIds.length}
                indeterminate={chosen.length > 0 && chosen.length < bulkIds.length}
                onChange={(e) => setSelected(e.currentTarget.checked ? bulkIds : [])}
              />
              <Group gap="xs">
                <Button
                  size="xs"
                  disabled={chosen.length === 0}
                  loading={answer.isPending}
                  onClick={() =>
                    void run({ decision: 'approve', kind: 'class_proposal', ids: chosen })
                  }
                >
                  {t('waiting.approveSelected', { n: format.number(chosen.length) })}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={chosen.length === 0}
                  onClick={() => setRejecting({ kind: 'class_proposal', ids: chosen })}
                >
                  {t('waiting.rejectSelected', { n: format.number(chosen.length) })}
                </Button>
              </Group>
            </Group>
          )}
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <WaitingRow
                key={`${item.kind}:${item.id}`}
                item={item}
                format={format}
                selected={selected.includes(item.id)}
                onSelect={(on) =>
                  setSelected((ids) =>
                    on ? [...ids, item.id] : ids.filter((id) => id !== item.id),
                  )
                }
                busy={answer.isPending}
                onApprove={() => void run({ decision: 'approve', kind: item.kind, ids: [item.id] })}
                onReject={() => setRejecting({ kind: item.kind, ids: [item.id] })}
              />
            ))}
          </Stack>
          {waiting.data.total > items.length && (
            <Text size="xs" c="dimmed">
              {t('waiting.more', { n: format.number(waiting.data.total - items.length) })}
            </Text>
          )}
        </Stack>
      )}
      <ReasonDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('waiting.rejectTitle')}
        description={
          rejecting?.kind === 'appointment_approval'
            ? t('waiting.rejectBookingText')
            : t('waiting.rejectClassText')
        }
        confirmLabel={t('waiting.reject')}
        bounds={bounds}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await run({ decision: 'reject', kind: rejecting.kind, ids: rejecting.ids, reason });
          setRejecting(null);
        }}
      />
    </SectionCard>
  );
}

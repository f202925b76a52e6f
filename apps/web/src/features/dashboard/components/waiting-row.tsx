import { Anchor, Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { WaitingItem } from '@school/shared/dashboard/dashboard.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardFormat } from '../lib/use-dashboard-format';
import classes from './waiting-row.module.css';

type WaitingRowProps = {
  item: WaitingItem;
  format: DashboardFormat;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

const colors = {
  class_proposal: 'blue',
  appointment_approval: 'grape',
  low_balance: 'orange',
} as const;

export function WaitingRow({
  item,
  format,
  selected,
  onSelect,
  busy,
  onApprove,
  onReject,
}: WaitingRowProps) {
  const { t } = useTranslation('dashboard');
  const details =
    item.kind === 'low_balance'
      ? [
          t('waiting.lowBalance', {
            balance: format.number(item.balance ?? 0),
            threshold: format.number(item.threshold ?? 0),
          }),
        ]
      : [
          ...item.details,
          ...(item.startsAt ? [t('waiting.startsAt', { when: format.slot(item.startsAt) })] : []),
        ];
  return (
    <Group
      component="li"
      className={classes.row}
      justify="space-between"
      wrap="wrap"
      gap="sm"
      data-testid="waiting-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 14rem' }}>
        {item.bulk && (
          <Checkbox
            mt={4}
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            aria-label={t('waiting.select', { title: item.title })}
          />
        )}
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="light" color={colors[item.kind]} radius="sm" tt="none">
              {t(`waiting.kind.${item.kind}`)}
            </Badge>
            <Anchor component={Link} to={item.path} fw={600} size="sm" className={classes.title}>
              {item.title}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {item.actions.includes('approve') && (
          <Button
            size="xs"
            onClick={onApprove}
            disabled={busy}
            aria-label={t('waiting.approveItem', { title: item.title })}
          >
            {t('waiting.approve')}
          </Button>
        )}
        {item.actions.includes('reject') && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onReject}
            disabled={busy}
            aria-label={t('waiting.rejectItem', { title: item.title })}
          >
            {t('waiting.reject')}
          </Button>
        )}
        {item.actions.includes('top_up') && (
          <Button size="xs" component={Link} to={item.path} variant="light" color="orange">
            {t('waiting.topUp')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

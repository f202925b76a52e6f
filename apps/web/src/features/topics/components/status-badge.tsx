import { Badge } from '@mantine/core';
import type { TopicStatus } from '@school/shared/topics/topics.rules';
import { useTranslation } from 'react-i18next';

const colors: Record<TopicStatus, string> = { open: 'blue', answered: 'teal', closed: 'gray' };

export function TopicStatusBadge({ status }: { status: TopicStatus }) {
  const { t } = useTranslation('topics');
  return (
    <Badge color={colors[status]} variant="light" radius="sm" data-topic-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

import type { TopicStatus } from '@school/shared/topics/topics.rules';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';

const colors: Record<TopicStatus, string> = { open: 'blue', answered: 'teal', closed: 'gray' };

export function TopicStatusBadge({ status }: { status: TopicStatus }) {
  const { t } = useTranslation('topics');
  return (
    <ToneBadge color={colors[status]} label={t(`status.${status}`)} data-topic-status={status} />
  );
}

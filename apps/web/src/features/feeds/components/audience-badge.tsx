import { parseAudience } from '@school/shared/feeds/feeds.rules';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';

/** Who a post is for, unless it is for everyone. */
export function AudienceBadge({ audience }: { audience: string }) {
  const { t } = useTranslation('feeds');
  const { kind } = parseAudience(audience);
  if (kind === 'everyone') return null;
  return <ToneBadge variant="outline" label={t(`audience.${kind}`)} />;
}

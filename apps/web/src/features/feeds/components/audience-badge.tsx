import { Badge } from '@mantine/core';
import { parseAudience } from '@school/shared/feeds/feeds.rules';
import { useTranslation } from 'react-i18next';

/** Who a post is for, unless it is for everyone. */
export function AudienceBadge({ audience }: { audience: string }) {
  const { t } = useTranslation('feeds');
  const { kind } = parseAudience(audience);
  if (kind === 'everyone') return null;
  return (
    <Badge variant="outline" color="gray" size="sm">
      {t(`audience.${kind}`)}
    </Badge>
  );
}

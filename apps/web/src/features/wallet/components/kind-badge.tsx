import { Badge } from '@mantine/core';
import type { TransferKind } from '@school/shared/wallet/wallet.contract';
import { useTranslation } from 'react-i18next';
import { kindColors } from '../lib/kinds';

export function KindBadge({ kind }: { kind: TransferKind }) {
  const { t } = useTranslation('wallet');
  return (
    <Badge
      variant="light"
      color={kindColors[kind]}
      radius="sm"
      tt="none"
      fw={600}
      miw="max-content"
    >
      {t(`kinds.${kind}`)}
    </Badge>
  );
}

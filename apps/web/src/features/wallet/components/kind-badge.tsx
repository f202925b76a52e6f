import type { TransferKind } from '@school/shared/wallet/wallet.contract';
import { useTranslation } from 'react-i18next';
import { kindColors } from '../lib/kinds';
import { ToneBadge } from '../../../components/tone-badge';

export function KindBadge({ kind }: { kind: TransferKind }) {
  const { t } = useTranslation('wallet');
  return <ToneBadge color={kindColors[kind]} label={t(`kinds.${kind}`)} />;
}

import type { ClassPhase, ClassStatus } from '@school/shared/classes/classes.contract';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';

export const statusColors: Record<ClassStatus, string> = {
  pending_approval: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
};
export const phaseColors: Record<ClassPhase, string> = {
  upcoming: 'blue',
  ongoing: 'teal',
  completed: 'gray',
};

type Size = { size?: 'md' | 'lg' };

export function StatusBadge({ status, size }: Size & { status: ClassStatus }) {
  const { t } = useTranslation('classes');
  return <ToneBadge color={statusColors[status]} label={t(`status.${status}`)} size={size} />;
}

export function PhaseBadge({ phase, size }: Size & { phase: ClassPhase }) {
  const { t } = useTranslation('classes');
  return <ToneBadge color={phaseColors[phase]} label={t(`phase.${phase}`)} size={size} />;
}

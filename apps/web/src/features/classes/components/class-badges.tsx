import { Badge, type BadgeProps } from '@mantine/core';
import type { ClassPhase, ClassStatus } from '@school/shared/classes/classes.contract';
import { useTranslation } from 'react-i18next';
import classes from './class-badges.module.css';

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

type ToneBadgeProps = Omit<BadgeProps, 'color' | 'variant'> & { color: string; label: string };

export function ToneBadge({ color, label, ...props }: ToneBadgeProps) {
  return (
    <Badge variant="light" color={color} radius="sm" className={classes.badge} {...props}>
      {label}
    </Badge>
  );
}

export function StatusBadge({
  status,
  ...props
}: Omit<BadgeProps, 'color'> & { status: ClassStatus }) {
  const { t } = useTranslation('classes');
  return <ToneBadge color={statusColors[status]} label={t(`status.${status}`)} {...props} />;
}

export function PhaseBadge({ phase, ...props }: Omit<BadgeProps, 'color'> & { phase: ClassPhase }) {
  const { t } = useTranslation('classes');
  return <ToneBadge color={phaseColors[phase]} label={t(`phase.${phase}`)} {...props} />;
}

import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountAnchor } from '../../../components/count-anchor';

type Counts = { total: number; unread: number };

/** The bell's place in the top bar with the total-count badge (spec §4) beside its button. */
export function BellAnchor({ total, children }: { total: number; children: ReactNode }) {
  return (
    <CountAnchor count={total} badgeData={{ 'data-notification-badge': true }}>
      {children}
    </CountAnchor>
  );
}

type BellButtonProps = Counts & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'>;

/** The bell's button; its label says how many notifications there are and how many are new. */
export function BellButton({ total, unread, ...others }: BellButtonProps) {
  const { t } = useTranslation('notifications');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label={t('bell.label', { total, unread })}
      aria-haspopup="menu"
      data-notification-bell
      {...others}
    >
      <IconBell size={18} stroke={1.7} aria-hidden="true" />
    </ActionIcon>
  );
}

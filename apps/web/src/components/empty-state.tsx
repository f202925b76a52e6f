import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  text?: string;
  actions?: ReactNode;
  /** A small state in a dashed frame, for a section of a page rather than a whole list. */
  framed?: boolean;
  minHeight?: number;
};

/** What a list or section shows while there is nothing in it, and what to do about it. */
export function EmptyState({
  icon,
  title,
  text,
  actions,
  framed = false,
  minHeight,
}: EmptyStateProps) {
  const state = (
    <MantineEmptyState
      icon={icon}
      title={title}
      description={text}
      variant="light"
      size={framed ? 'sm' : undefined}
      py={framed ? undefined : 56}
      px={framed ? undefined : 'md'}
    >
      {actions && <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
  if (!framed) return state;
  return (
    <div className={classes.frame} style={minHeight ? { minHeight } : undefined}>
      {state}
    </div>
  );
}

import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './empty-panel.module.css';

type EmptyPanelProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  height?: number;
};

/** What a section shows before there is anything in it (a new school's wallet). */
export function EmptyPanel({ icon, title, text, action, height }: EmptyPanelProps) {
  return (
    <div className={classes.root} style={height ? { minHeight: height } : undefined}>
      <EmptyState icon={icon} title={title} description={text} size="sm" variant="light">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </div>
  );
}

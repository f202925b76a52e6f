import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The surface a list sits on: filters or tabs on top, rows, then the pager. */
export function ListCard({ children, ...props }: PaperProps & { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }} {...props}>
      {children}
    </Paper>
  );
}

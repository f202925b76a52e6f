import { Box, Divider, Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Pager, type PagerProps } from './pager';

/** What a list card needs of a list query (TanStack Query's result has it). */
type ListQuery = { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

type ListCardProps<Size extends number> = PaperProps & {
  /** The rows, or the list's empty or loading state. */
  children: ReactNode;
  /** Above the rows, set off by a line: filters, a bulk bar. */
  header?: ReactNode;
  /** A failed load of the list shows in place of the rows, with a retry. */
  query?: ListQuery;
  /** Below the rows, when the list has any. */
  pager?: PagerProps<Size> | null;
};

/** The surface a list sits on: filters on top, the rows (or why there are none), the pager. */
export function ListCard<Size extends number>({
  children,
  header,
  query,
  pager,
  ...props
}: ListCardProps<Size>) {
  return (
    <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }} {...props}>
      {header && (
        <>
          {header}
          <Divider />
        </>
      )}
      {query?.isError ? (
        <Box p="md">
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Box>
      ) : (
        children
      )}
      {pager && pager.total > 0 && <Pager {...pager} />}
    </Paper>
  );
}

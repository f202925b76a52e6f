import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { SkeletonBlock } from './skeleton-block';

type DetailPendingProps = {
  /** The way back to the list the page was opened from: there while loading and after a failure. */
  back: ReactNode;
  /** The page's query: its failure, and how to ask again. */
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** What the page says when the thing asked for does not exist (404). */
  notFound: { title: string; text: string };
  /** Placeholders shaped like the page, while it loads. */
  skeleton: ReactNode;
};

/**
 * A detail page before its data can be drawn: the way back, then why the load failed (a missing
 * thing said plainly, anything else with a retry) or placeholders shaped like the page.
 */
export function DetailPending({ back, query, notFound, skeleton }: DetailPendingProps) {
  if (query.isError)
    return (
      <Stack gap="lg">
        {back}
        <LoadError
          error={query.error}
          notFound={notFound}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  return (
    <Stack gap="lg" aria-busy="true">
      {back}
      {skeleton}
    </Stack>
  );
}

/** The placeholders of a page's two columns: the main one, and the side one beside it (below on a phone). */
export function ColumnsSkeleton({ main, side }: { main: number; side: number }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <SkeletonBlock height={main} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <SkeletonBlock height={side} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

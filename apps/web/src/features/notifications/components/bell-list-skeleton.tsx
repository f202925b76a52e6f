import { Skeleton, Stack } from '@mantine/core';

export function BellListSkeleton() {
  return (
    <Stack gap="sm" p="md" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={48} radius="md" />
      ))}
    </Stack>
  );
}

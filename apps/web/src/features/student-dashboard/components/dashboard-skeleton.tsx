import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The dashboard's sections while it loads, at their usual size so nothing moves on arrival. */
export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={label}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton h={260} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </SimpleGrid>
      <Skeleton h={200} radius="lg" />
      <Skeleton h={240} radius="lg" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}

/** Every dashboard query lives under ['dashboard'], so one invalidation refreshes cards and queue. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: (period: string, schoolId: string | null) =>
    [...dashboardKeys.all, 'figures', period, schoolId] as const,
  waiting: (schoolId: string | null) => [...dashboardKeys.all, 'waiting', schoolId] as const,
};

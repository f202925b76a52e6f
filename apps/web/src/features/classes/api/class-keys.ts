import type { QueryClient } from '@tanstack/react-query';

/** Every classes query lives under ['classes'], so one invalidation refreshes lists, detail and badge. */
export const classKeys = {
  all: ['classes'] as const,
  lists: () => [...classKeys.all, 'list'] as const,
  list: (params: object) => [...classKeys.all, 'list', params] as const,
  detail: (id: string) => [...classKeys.all, 'detail', id] as const,
  enrolments: (id: string) => [...classKeys.all, 'detail', id, 'enrolments'] as const,
  attendance: (id: string) => [...classKeys.all, 'detail', id, 'attendance'] as const,
  pendingCount: () => [...classKeys.all, 'pending-count'] as const,
};

export function invalidateClasses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: classKeys.all });
}

import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { classKeys } from './class-keys';

export function getClass(id: string, signal?: AbortSignal): Promise<ClassDetail> {
  return apiFetch<ClassDetail>(`/classes/${encodeURIComponent(id)}`, { signal });
}

export function useClass(id: string) {
  return useQuery({
    queryKey: classKeys.detail(id),
    queryFn: ({ signal }) => getClass(id, signal),
  });
}

import type {
  ClassListItem,
  ClassPhase,
  ClassStatus,
} from '@school/shared/classes/classes.contract';
import type { ListResponse } from '@school/shared/common/list.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../lib/query-string';
import { classKeys } from './class-keys';

export type ClassListParams = {
  status?: ClassStatus;
  phase?: ClassPhase;
  subjectId?: string;
  tutorId?: string;
  /** ISO 8601 date-times with offset. */
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
};

export function getClasses(
  params: ClassListParams,
  signal?: AbortSignal,
): Promise<ListResponse<ClassListItem>> {
  return apiFetch<ListResponse<ClassListItem>>(`/classes${toQueryString(params)}`, { signal });
}

/** GET /api/classes; the previous page stays on screen while the next one loads. */
export function useClasses(params: ClassListParams) {
  return useQuery({
    queryKey: classKeys.list(params),
    queryFn: ({ signal }) => getClasses(params, signal),
    placeholderData: keepPreviousData,
  });
}

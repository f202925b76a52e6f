import type { enrolmentSchema } from '@school/shared/classes/classes.contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { classKeys } from './class-keys';

export type Enrolment = z.infer<typeof enrolmentSchema>;
type EnrolmentList = { items: Enrolment[] };

export function getEnrolments(classId: string, signal?: AbortSignal): Promise<EnrolmentList> {
  return apiFetch<EnrolmentList>(`/classes/${encodeURIComponent(classId)}/enrolments`, { signal });
}

export function useEnrolments(classId: string) {
  return useQuery({
    queryKey: classKeys.enrolments(classId),
    queryFn: ({ signal }) => getEnrolments(classId, signal),
  });
}

import type { SchoolProfile, UpdateSchoolBody } from '@school/shared/school/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { schoolQueryKey } from './get-school';

export function updateSchool(body: UpdateSchoolBody): Promise<SchoolProfile> {
  return apiFetch<SchoolProfile>('/school', { method: 'PUT', body });
}

/** PUT /api/school (school admins): every field at once; a 400 names each invalid field. */
export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation<SchoolProfile, ApiError, UpdateSchoolBody>({
    mutationFn: updateSchool,
    onSuccess: (profile) => queryClient.setQueryData(schoolQueryKey, profile),
  });
}

import type { ClassDetail, UpdateClassBody } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { classKeys, invalidateClasses } from './class-keys';

export type UpdateClassInput = { id: string; body: UpdateClassBody };

export function updateClass({ id, body }: UpdateClassInput): Promise<ClassDetail> {
  return apiFetch<ClassDetail>(`/classes/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** PATCH /api/classes/:id with the changed fields only. */
export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation<ClassDetail, ApiError, UpdateClassInput>({
    mutationFn: updateClass,
    onSuccess: (detail) => {
      queryClient.setQueryData(classKeys.detail(detail.id), detail);
      return invalidateClasses(queryClient);
    },
  });
}

import type { ClassDetail, CreateClassBody } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { classKeys, invalidateClasses } from './class-keys';

export function createClass(body: CreateClassBody): Promise<ClassDetail> {
  return apiFetch<ClassDetail>('/classes', { method: 'POST', body });
}

/** POST /api/classes: a school admin's class starts approved. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation<ClassDetail, ApiError, CreateClassBody>({
    mutationFn: createClass,
    onSuccess: (detail) => {
      queryClient.setQueryData(classKeys.detail(detail.id), detail);
      return invalidateClasses(queryClient);
    },
  });
}

import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { apiFetch } from '../../../lib/api-client';

export async function uploadImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<UploadResponse>('/uploads', { method: 'POST', body });
}

/** POST /api/uploads: stores the image; the profile refers to it by its URL once saved. */
export function useUploadLogo() {
  return useMutation<UploadResponse, ApiError, File>({ mutationFn: uploadImage });
}

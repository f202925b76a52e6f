import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

/** POST /api/uploads (multipart field `file`). */
export async function uploadImage(file: Blob, fileName: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  return apiFetch<UploadResponse>('/uploads', { method: 'POST', body: form });
}

export function useUploadImage() {
  return useMutation<UploadResponse, ApiError, { file: Blob; fileName: string }>({
    mutationFn: ({ file, fileName }) => uploadImage(file, fileName),
  });
}

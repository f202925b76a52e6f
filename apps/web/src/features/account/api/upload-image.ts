import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { useMutation } from '@tanstack/react-query';
import { refreshSession } from '../../../lib/api-client';
import { ApiError, toApiError } from '../../../lib/api-error';
import { getAccessToken } from '../../../lib/session';

async function post(form: FormData): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token) headers.set('X-Authorization', `Bearer ${token}`);
  try {
    return await fetch('/api/uploads', {
      method: 'POST',
      body: form,
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Something went wrong');
  }
}

/**
 * POST /api/uploads (multipart field `file`). apiFetch sends JSON only, so this sends the form
 * itself, renewing an expired token once as apiFetch would.
 */
export async function uploadImage(file: Blob, fileName: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  let response = await post(form);
  if (response.status === 401) {
    await refreshSession();
    response = await post(form);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as UploadResponse;
}

export function useUploadImage() {
  return useMutation<UploadResponse, ApiError, { file: Blob; fileName: string }>({
    mutationFn: ({ file, fileName }) => uploadImage(file, fileName),
  });
}

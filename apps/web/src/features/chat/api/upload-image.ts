import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/uploads: the image is stored (checked, re-encoded); the message refers to its id. */
export function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<UploadResponse>('/uploads', { method: 'POST', body, signal });
}

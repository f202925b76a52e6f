import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { apiFetch } from './api-client';

/**
 * POST /api/uploads (multipart field `file`): the server checks and re-encodes the image and
 * answers where it is kept; the form that asked refers to it by its URL or id once saved.
 */
export function uploadImage(
  file: Blob,
  options: {
    fileName?: string;
    signal?: AbortSignal;
    /** Called with the share sent so far (0–1) while the file goes up. */
    onProgress?: (fraction: number) => void;
  } = {},
): Promise<UploadResponse> {
  const body = new FormData();
  if (options.fileName) body.append('file', file, options.fileName);
  else body.append('file', file);
  return apiFetch<UploadResponse>('/uploads', {
    method: 'POST',
    body,
    signal: options.signal,
    onUploadProgress: options.onProgress,
  });
}

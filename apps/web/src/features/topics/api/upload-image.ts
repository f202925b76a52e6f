import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/uploads: the image's URL goes into the post (the server keeps only /media ones). */
export async function uploadTopicImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const upload = await apiFetch<UploadResponse>('/uploads', { method: 'POST', body });
  return upload.url;
}

import { apiFetchResponse } from './api-client';

/** The file name the server gives in Content-Disposition, or the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads an API file (an export) under the name the server gives it. API files need the
 * token header, so they are fetched and saved rather than linked. `path` is under `/api`.
 */
export async function downloadFile(path: string, fallbackName = 'download'): Promise<void> {
  const response = await apiFetchResponse(path.replace(/^\/api(?=\/)/, ''));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

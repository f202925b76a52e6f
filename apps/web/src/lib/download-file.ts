import { apiFetchResponse } from './api-client';

/** The file name the server gives in Content-Disposition, or the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands a file (made in the browser or fetched) to the user as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type DownloadName = {
  /** The name to save under, whatever the server calls the file. */
  name?: string;
  /** The name when the server gives none. */
  fallbackName?: string;
};

/**
 * Downloads an API file (an export). API files need the token header, so they are fetched and
 * saved rather than linked. `path` is under `/api` (with or without that prefix).
 */
export async function downloadFile(path: string, naming: DownloadName = {}): Promise<void> {
  const response = await apiFetchResponse(path.replace(/^\/api(?=\/)/, ''), {
    headers: { Accept: '*/*' },
  });
  const blob = await response.blob();
  saveFile(blob, naming.name ?? fileNameOf(response, naming.fallbackName ?? 'download'));
}

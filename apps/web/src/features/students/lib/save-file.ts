/** Hands a file made in the browser to the user as a download. */
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

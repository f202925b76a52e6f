/** A notification's payload URL is a console path; anything else falls back to the list. */
export function consolePath(url: string): string {
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : '/notifications';
}

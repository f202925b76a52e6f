const idPattern = /^[A-Za-z0-9_-]{11}$/;

/**
 * Builds a YouTube embed URL with modest branding (spec §9) from youtu.be, /embed/, /v/,
 * watch?v= and watch?…&v= links with an 11-character id; anything else gives null.
 */
export function toYouTubeEmbed(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = url.pathname.split('/');
    if (kind === 'embed' || kind === 'v') id = value;
    else if (kind === 'watch') id = url.searchParams.get('v');
  }
  if (!id || !idPattern.test(id)) return null;
  return `https://www.youtube.com/embed/${id}?modestbranding=1`;
}

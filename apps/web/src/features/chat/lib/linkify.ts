/**
 * Plain message text cut into pieces: text as it is, and web addresses that become anchors. The
 * pieces are rendered as React text and elements, never as HTML, so nothing a user types can
 * become markup; only http(s) addresses (and `www.` ones, opened over https) become links.
 */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address runs to the next space or angle bracket; quotes end it too, so `"https://x"` links x.
const addressPattern = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
// Punctuation that ends a sentence is not part of the address it follows.
const trailingPunctuation = /[.,;:!?*_~]+$/u;

/** Drops a closing bracket the address does not open, as in "(see https://x.org/a)". */
function trimUnbalanced(address: string): string {
  let out = address.replace(trailingPunctuation, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
  ] as const) {
    while (out.endsWith(close) && out.split(open).length < out.split(close).length) {
      out = out.slice(0, -1).replace(trailingPunctuation, '');
    }
  }
  return out;
}

/** The address as a link target, or null when it is not a well-formed http(s) URL. */
export function safeHref(address: string): string | null {
  const withScheme = /^https?:\/\//iu.test(address) ? address : `https://${address}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A host of at least two labels: "www." or a bare machine name is not a link.
    if (!/^[^.]+(?:\.[^.]+)+$/u.test(url.hostname)) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let rest = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += value;
    else pieces.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(addressPattern)) {
    const start = match.index;
    const address = trimUnbalanced(match[0]);
    const href = safeHref(address);
    pushText(text.slice(rest, start));
    if (href) pieces.push({ kind: 'link', text: address, href });
    else pushText(address);
    rest = start + address.length;
  }
  pushText(text.slice(rest));
  return pieces;
}

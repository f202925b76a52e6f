import DOMPurify from 'dompurify';

/** The markup the server allows in a message (its sanitize.ts), checked again here at render. */
// `bdi` isolates a name or title inside a sentence of the other direction (Arabic templates).
const textTags = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'bdi'];
/** http(s), mailto or a path inside the console; no other scheme, no protocol-relative URL. */
const allowedUri = /^(?:https?:|mailto:|\/(?!\/))/i;

// A private instance: its hooks do not touch other users of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  node.setAttribute('rel', 'noopener noreferrer');
  if (!href.startsWith('/')) node.setAttribute('target', '_blank');
});

/** Message HTML ready for `dangerouslySetInnerHTML`: paragraphs, emphasis and safe links. */
export function sanitizeMessage(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...textTags, 'a'],
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: allowedUri,
  });
}

/**
 * The message as phrasing content for a place inside a button (the bell): emphasis is kept, links
 * become text (a link inside a button is invalid) and paragraphs run on as one line.
 */
export function sanitizeInlineMessage(html: string): string {
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: textTags,
    ALLOWED_ATTR: [],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const element of fragment.querySelectorAll('p, br')) {
    element.after(' ');
    if (element.tagName === 'P') element.replaceWith(...element.childNodes);
    else element.remove();
  }
  const container = document.createElement('span');
  container.append(fragment);
  return container.innerHTML.trim();
}

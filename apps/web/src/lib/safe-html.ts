import { isTopicImageSrc } from '@school/shared/topics/topics.rules';
import DOMPurify from 'dompurify';

/**
 * Server HTML made safe to draw (PRODUCT §5): every piece the API sends is sanitised again here
 * with the same allow-list the server wrote it with, so markup that slipped past one never runs.
 */

// `bdi` isolates a name or title inside a sentence of the other direction (Arabic templates).
const textTags = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'bdi'];
/** http(s), mailto or a path inside the console; no other scheme, no protocol-relative URL. */
const allowedUri = /^(?:https?:|mailto:|\/(?!\/))/i;

/** What a topic or an answer may hold: the server's topics allow-list (topics.rules.ts). */
const richTextTags = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'img',
];

// A private instance: its hooks do not touch other users of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    // Images only from the project's own uploads: anything else could track the reader.
    const src = node.getAttribute('src') ?? '';
    if (!isTopicImageSrc(src)) node.remove();
    else node.setAttribute('loading', 'lazy');
    return;
  }
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

/**
 * A topic's or an answer's body: paragraphs, emphasis, lists, links, code, quotes, sub-headings
 * and images from the uploads, nothing else (no classes, styles or handlers).
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: richTextTags,
    ALLOWED_ATTR: ['href', 'title', 'src', 'alt'],
    ALLOWED_URI_REGEXP: allowedUri,
  });
}

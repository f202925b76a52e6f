import { isTopicImageSrc, topicLimits } from '@school/shared/topics/topics.rules';
import sanitizeHtml from 'sanitize-html';

/**
 * Elements whose content is never text worth keeping: dropped whole, not unwrapped, by every
 * allow-list of the server (notification messages, topics and answers).
 */
export const nonTextTags = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];

/** A link keeps no opener and no referrer: it may point anywhere on the web. */
export const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, rel: 'noopener noreferrer' },
});

/**
 * The allow-list of questions and answers (PRODUCT: topics): paragraphs, emphasis, lists, links,
 * code, quotes, headings h2–h4, and images whose source is one of the project's own uploads.
 * Anything else is dropped or reduced to its text.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    code: ['class'],
  },
  // A code block's language (the editor writes `language-js`), nothing else.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags,
  transformTags: { a: safeLink },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isTopicImageSrc(frame.attribs.src ?? ''),
  parseStyleAttributes: false,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The words of (sanitised) rich text, one space between blocks: what search and excerpts read. */
export function plainText(html: string): string {
  const spaced = html.replace(/<(\/?(p|li|h[1-6]|pre|blockquote|br|ul|ol)\b[^>]*)>/gi, ' <$1>');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `topicLimits.excerpt` characters, cut at a word where one is near the end. */
export function excerptOf(text: string): string {
  const max = topicLimits.excerpt;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

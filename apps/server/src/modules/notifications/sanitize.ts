import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for notification messages: links, emphasis and line breaks. Everything else is
 * dropped or reduced to text; links may only point to http(s), mailto or console paths.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
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
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
  parseStyleAttributes: false,
};

export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, options).trim();
}

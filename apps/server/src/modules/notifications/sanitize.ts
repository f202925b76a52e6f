import sanitizeHtml from 'sanitize-html';
import { nonTextTags, safeLink } from '../../lib/rich-text.ts';

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
  nonTextTags,
  transformTags: { a: safeLink },
  parseStyleAttributes: false,
};

export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, options).trim();
}

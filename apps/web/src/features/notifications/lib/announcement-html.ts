import { notificationMessageMaxLength } from '@school/shared/notifications/notifications.rules';

/** The longest message the API takes; it counts the HTML, escapes included. */
export const announcementMaxLength = notificationMessageMaxLength;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/**
 * Plain text typed by the sender as message HTML: blank lines start a paragraph, single line
 * breaks become <br>, and every character is escaped, so nothing typed is read as markup.
 */
export function announcementHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

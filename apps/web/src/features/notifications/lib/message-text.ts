/**
 * The message as one line of plain text (toasts). A DOMParser document is inert: nothing in it
 * runs or loads, and only its text is read, so no sanitiser is needed here.
 */
export function messageText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.body.querySelectorAll('p, br')) element.after(' ');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// One way to put text into HTML, for every page and mail the server writes (the link previews, the drawn first
// cards, mails, the demo's doors): text from a post, a member or a request is made inert here.

/** Text made safe for element content and for an attribute value in double or single quotes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

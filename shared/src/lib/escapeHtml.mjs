/** For HTML text, quoted attributes and XML, as React writes it: hydration expects the same bytes. */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

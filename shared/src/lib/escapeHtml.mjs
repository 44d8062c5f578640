/**
 * Text made safe inside HTML (an element's text or a quoted attribute) and XML, written as React
 * writes it: a server-rendered attribute built here is byte for byte what hydration expects.
 * @param {string} text
 */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

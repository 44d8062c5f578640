/**
 * Text made safe inside HTML (an element's text or a quoted attribute) and XML, written as React
 * writes it: a server-rendered attribute built here is byte for byte what hydration expects.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

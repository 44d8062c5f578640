// The files a composed page links to read as it was composed: its stylesheets and its images.
// One rule for the deploy, which measures what keeping a section for offline reading downloads
// (hosting/deploy/offlineSections.mjs), and for the service worker, which keeps them
// (shell/src/offline/worker/savedPage.ts). Plain JavaScript: Node and the worker both run it.

const ENTITIES = /** @type {Record<string, string>} */ ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" });

/** Text as it was before the server render escaped it (the entities React writes). @param {string} text */
export function unescapeHtml(text) {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * The addresses of a page's stylesheets and images, as written (relative or absolute), each once.
 * @param {string} html
 * @returns {string[]}
 */
export function linkedReferences(html) {
  const references = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g), ...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)];
  return [...new Set(references.map(([, reference = '']) => unescapeHtml(reference)).filter(Boolean))];
}

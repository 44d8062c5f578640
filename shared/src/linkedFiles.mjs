// The stylesheets and images a composed page links to, by one rule for the deploy, which measures
// offline reading's download, and for the service worker, which keeps them.

const ENTITIES = /** @type {Record<string, string>} */ ({
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
});

/** Only the entities React writes. */
export function unescapeHtml(text) {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** As written, relative or absolute, each once. */
export function linkedReferences(html) {
  const references = [
    ...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g),
  ];
  return [...new Set(references.map(([, reference = '']) => unescapeHtml(reference)).filter(Boolean))];
}

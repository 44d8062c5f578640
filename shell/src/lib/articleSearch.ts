/** What the blog search compares: lower case, accents removed ("Réunion" → "reunion"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * The items whose title or summary contains every word of the query, ignoring case and accents.
 * An empty query (or only spaces) matches everything.
 */
export function searchArticles<T extends { title: string; summary: string }>(items: readonly T[], query: string): readonly T[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = foldForSearch(`${item.title} ${item.summary}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The sentence the page says after each change of the query. */
export function describeSearchResult(query: string, matches: number, total: number): string {
  const shown = query.trim();
  if (!shown) return `Showing all ${total} articles.`;
  if (matches === 0) return `No articles match “${shown}”. Try another word or clear the search.`;
  return matches === 1 ? `1 article matches “${shown}”.` : `${matches} articles match “${shown}”.`;
}

import { fillTemplate, pluralText, type MessageTemplate, type PluralTexts } from '@mboa/shared';

/** What the blog search compares: lower case, accents removed ("Réunion" → "reunion", "Épargne" → "epargne"). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The items whose title or summary contains every word of the query, ignoring case and accents.
 * An empty query (or only spaces) matches everything.
 */
export function searchArticles<T extends { title: string; summary: string }>(
  items: readonly T[],
  query: string,
): readonly T[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = foldForSearch(`${item.title} ${item.summary}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * What the blog page says after each change of the query, in one language (the page's record).
 * Blanks: `{count}` (matches or, for `all`, every article) and `{query}` (the words searched).
 */
export interface SearchResultTexts {
  /** No query: every article is listed. */
  readonly all: PluralTexts;
  readonly matches: PluralTexts;
  readonly none: MessageTemplate;
}

/** The sentence the page says after each change of the query, counts in `locale`'s plural rules. */
export function describeSearchResult(
  query: string,
  matches: number,
  total: number,
  text: SearchResultTexts,
  locale: string,
): string {
  const shown = query.trim();
  if (!shown) return pluralText(text.all, total, locale);
  if (matches === 0) return fillTemplate(text.none, { query: shown }, locale);
  return pluralText(text.matches, matches, locale, { query: shown });
}

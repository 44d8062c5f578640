import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageMeta, RemotePages } from '../contract';
import { LANGUAGES, type Language } from '../language/language';
import type { Translations } from '../language/translation';
import { DATA_FIELDS, textsOf } from './recordTexts';
import { SAME_IN_BOTH_LANGUAGES } from './sameInBothLanguages';

export { textsOf };

/**
 * A French record has the English record's shape: the same fields, the same number of items in
 * each list, and the same data (paths, mailboxes, numbers). The type check (`Translated`) sees
 * fields and fixed values; this sees list lengths and data strings too.
 */
export function expectSameShape(english: unknown, french: unknown, where = 'record'): void {
  if (typeof english === 'string') {
    expect(typeof french, `${where} is text in both`).toBe('string');
    const field = where.split('.').at(-1) ?? '';
    if (DATA_FIELDS.has(field)) expect(french, `${where} is data: the same in both languages`).toBe(english);
    return;
  }
  if (Array.isArray(english)) {
    expect(Array.isArray(french), `${where} is a list in both`).toBe(true);
    expect((french as unknown[]).length, `${where} has as many items in French`).toBe(english.length);
    english.forEach((item, index) => expectSameShape(item, (french as unknown[])[index], `${where}[${index}]`));
    return;
  }
  if (typeof english === 'object' && english !== null) {
    expect(typeof french === 'object' && french !== null, `${where} is an object in both`).toBe(true);
    expect(Object.keys(french as object).sort(), `${where} has the same fields`).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english))
      expectSameShape(value, (french as Record<string, unknown>)[key], `${where}.${key}`);
    return;
  }
  if (typeof english === 'function') return;
  expect(french, `${where} is the same value in both languages`).toEqual(english);
}

/**
 * Texts the French record left as they are in English: the same string at the same place, but
 * for the reviewed list of strings that are the same in both languages (names, numbers,
 * addresses) and strings with no letters.
 */
export function untranslatedTexts(
  english: unknown,
  french: unknown,
  sameInBoth: readonly string[] = SAME_IN_BOTH_LANGUAGES,
): string[] {
  const frenchTexts = new Map(textsOf(french).map(({ where, text }) => [where, text]));
  return textsOf(english)
    .filter(
      ({ where, text }) => frenchTexts.get(where) === text && /\p{L}{2}/u.test(text) && !sameInBoth.includes(text),
    )
    .map(({ where, text }) => `${where}: ${text}`);
}

/** The records of a page in every language, loaded: `{ en, fr }`. */
export async function loadTranslations<Content>(translations: {
  readonly [L in Language]: () => Promise<{ default: Content }>;
}): Promise<Record<Language, Content>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => [language, (await translations[language]()).default] as const),
  );
  return Object.fromEntries(entries) as Record<Language, Content>;
}

/** Every page of a remote loads in both languages, with a title and description of its own in each. */
export async function expectEveryPageInBothLanguages(remote: RemotePages): Promise<void> {
  for (const [path, load] of Object.entries(remote.pages)) {
    if (!load) continue;
    const [english, french] = await Promise.all([load('en'), load('fr')]);
    expect(french.meta.title, `${path}: French title`).not.toBe(english.meta.title);
    expect(french.meta.description, `${path}: French description`).not.toBe(english.meta.description);
  }
}

/** French punctuation: a no-break space (or a narrow one) before : ; ? ! and inside « ». */
export function frenchTypographyMistakes(record: unknown): string[] {
  return textsOf(record)
    .filter(({ text }) => /[^\u00a0\u202f][:;?!]|«[^\u00a0]|[^\u00a0]»/u.test(text))
    .map(({ where, text }) => `${where}: ${text}`);
}

/**
 * A section's records test (`src/content/translations.test.ts`): every page of the remote has
 * its records in both languages, the French of the English shape, every text translated, in
 * French typography, with a description fit for a search result and a title of its own, and the
 * page renders in French under the French record's heading (`headingOf`).
 */
export function describeRecordsInBothLanguages<Content extends { meta: PageMeta }>(
  section: string,
  remote: RemotePages,
  pages: Readonly<Record<string, Translations<Content>>>,
  headingOf: (content: Content) => string,
): void {
  describe(`${section} records in English and French`, () => {
    it('has records for every page of the section', () => {
      expect(Object.keys(pages).sort()).toEqual(Object.keys(remote.pages).sort());
    });

    describe.each(Object.entries(pages))('%s', (path, translations) => {
      it('has a French record of the English shape, every text translated, in French typography', async () => {
        const { en, fr } = await loadTranslations(translations);
        expectSameShape(en, fr);
        expect(untranslatedTexts(en, fr)).toEqual([]);
        expect(frenchTypographyMistakes(fr)).toEqual([]);
        expect(fr.meta.description.length, 'French description').toBeGreaterThanOrEqual(50);
        expect(fr.meta.description.length, 'French description').toBeLessThanOrEqual(160);
      });

      it('renders in French under its French h1', async () => {
        const { fr } = await loadTranslations(translations);
        const Page = (await remote.pages[path as keyof typeof remote.pages]!('fr')).default;
        render(createElement(Page));
        expect(screen.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual([headingOf(fr)]);
        cleanup();
      });
    });

    it('gives every French page a title of its own', async () => {
      const titles = await Promise.all(
        Object.values(pages).map(async (translations) => (await translations.fr()).default.meta.title),
      );
      expect(new Set(titles).size).toBe(titles.length);
    });
  });
}

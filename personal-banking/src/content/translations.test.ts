import { LANGUAGES, type PageModule } from '@mboa/shared';
import { expectRenderablePagesWithOwnMeta } from '@mboa/shared/testing';
import {
  expectEveryPageInBothLanguages,
  expectSameShape,
  loadTranslations,
  textsOf,
  untranslatedTexts,
} from '@mboa/shared/testing/translations';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import remote from '../exposedPages';

afterEach(cleanup);

type RecordModule = () => Promise<{ default: unknown }>;

/** Every record of the section, by language: `<name>.en.ts` beside `<name>.fr.ts`. */
const englishRecords = import.meta.glob<{ default: unknown }>('./**/*.en.ts');
const frenchRecords = import.meta.glob<{ default: unknown }>('./**/*.fr.ts');
const recordNames = Object.keys(englishRecords).map((path) => path.replace(/\.en\.ts$/, ''));

/** The h1 a French reader sees on each page of the section. */
const FRENCH_HEADINGS: Record<string, string> = {
  '/personal-banking': 'Particuliers',
  '/deposit_ccount': 'Compte de dépôt',
  '/credit_account': 'Compte crédit',
  '/savings_account': "Compte d'épargne",
  '/student-Account': 'Compte étudiant',
  '/daily_saving_account': "Compte d'épargne journalière",
  '/minor_account': 'Compte mineur',
  '/individual_account': 'Compte individuel',
  '/personal-account': 'Compte personnel',
  '/virtual-card': 'Carte virtuelle',
  '/personal-loans': 'Prêts personnels',
  '/transfer': 'Virements',
  '/Deposit': 'Versement sur un compte',
  '/pay-bills': 'Paiement de factures',
  '/flight-ticket': "Billets d'avion",
  '/purchase': 'Achats en ligne',
  '/bank_transfer': 'Virements gratuits',
  '/ways-to-bank': 'Nos canaux bancaires',
};

async function loadPage(path: string, language: (typeof LANGUAGES)[number]): Promise<PageModule> {
  const load = remote.pages[path as keyof typeof remote.pages];
  if (!load) throw new Error(`no page at ${path}`);
  return load(language);
}

describe('personal-banking records in English and French', () => {
  it('has a French record beside every English record, and no other', () => {
    expect(
      Object.keys(frenchRecords)
        .map((path) => path.replace(/\.fr\.ts$/, ''))
        .sort(),
    ).toEqual([...recordNames].sort());
    // 18 pages and the support line they share.
    expect(recordNames).toHaveLength(19);
  });

  it.each(recordNames)('%s: the French record has the English shape, with every text translated', async (name) => {
    const { en, fr } = await loadTranslations({
      en: englishRecords[`${name}.en.ts`] as RecordModule,
      fr: frenchRecords[`${name}.fr.ts`] as RecordModule,
    });
    expectSameShape(en, fr);
    expect(untranslatedTexts(en, fr)).toEqual([]);
  });

  it.each(recordNames)(
    '%s: the French record follows French typography (no-break space before : ; ! ? and inside « »)',
    async (name) => {
      const { default: fr } = await (frenchRecords[`${name}.fr.ts`] as RecordModule)();
      for (const { where, text } of textsOf(fr)) {
        expect(text, where).not.toMatch(/[ \t][:;!?]|«[ \t]|[ \t]»/);
        expect(text, where).not.toMatch(/\s[:;!?](?!\s|$)/u);
        expect(text, where).not.toMatch(/[\p{L}\d)][;!?]|\p{L}:/u);
      }
    },
  );

  it('loads every page in both languages, each with its own title and description', async () => {
    await expectEveryPageInBothLanguages(remote);
  });

  it('gives every French page one h1, a title of its own and a description fit for a search result', async () => {
    const pages = new Map<string, PageModule>();
    for (const path of Object.keys(remote.pages)) pages.set(path, await loadPage(path, 'fr'));
    const headings = expectRenderablePagesWithOwnMeta(pages);
    expect(Object.fromEntries(headings)).toEqual(FRENCH_HEADINGS);
  });

  it.each(Object.entries(FRENCH_HEADINGS))(
    '%s in French: its h1, the French support line, and links that stay in French',
    async (path, heading) => {
      const page = await loadPage(path, 'fr');
      render(createElement(page.default));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      const main = document.body;
      for (const link of within(main).getAllByRole('link')) {
        const href = link.getAttribute('href') ?? '';
        if (href.startsWith('/')) expect(href, link.textContent ?? '').toMatch(/^\/fr\//);
      }
      if (path !== '/personal-banking') {
        expect(screen.getByRole('link', { name: "Centre d'aide" }).getAttribute('href')).toBe('/fr/help-center');
        expect(document.body.textContent).toContain('Des questions\u00a0? Consultez le');
      }
      expect(document.body.textContent).not.toContain('Questions? Visit the');
    },
  );
});

import {
  LANGUAGES,
  LINKED_PATHS_WITHOUT_ROUTE,
  findRoute,
  identity,
  phoneOnOneLine,
  type CallToAction,
  type PageMeta,
  type RelatedLink,
  type Translations,
} from '@mboa/shared';
import { expectSameShape, loadTranslations, textsOf, untranslatedTexts } from '@mboa/shared/testing/translations';
import { describe, expect, it } from 'vitest';
import { STATEMENT_COOKIE_NAME, SET_BY_THE_SERVERS } from './legal/legal';
import { shellPages } from './pageTable';

/** Every record of the shell's pages (the page table's), and the records two pages share. */
const RECORDS: Record<string, Translations<unknown>> = {
  ...Object.fromEntries(Object.entries(shellPages).map(([route, page]) => [route, page!.records])),
  testimonials: {
    en: () => import('./testimonials/testimonials.en'),
    fr: () => import('./testimonials/testimonials.fr'),
  },
  forms: { en: () => import('./forms/forms.en'), fr: () => import('./forms/forms.fr') },
};
const LOADED = Object.fromEntries(
  await Promise.all(
    Object.entries(RECORDS).map(async ([name, translations]) => [name, await loadTranslations(translations)] as const),
  ),
);
const EVERY_RECORD = Object.entries(LOADED);
/** The loader route shows a spinner alone: its short description says just that. */
const LOADER_ROUTE = `/${identity.slug}loader`;
const PAGE_RECORDS = Object.keys(shellPages)
  .filter((route) => route !== LOADER_ROUTE)
  .flatMap((route) => LANGUAGES.map((language) => LOADED[route]![language] as { meta: PageMeta }));

/** A cookie's name is data, the same in both languages, though the legal notice shows it as a row's value. */
const isTheCookieName = (untranslated: string) =>
  [STATEMENT_COOKIE_NAME, ...SET_BY_THE_SERVERS.cookie].some((name) => untranslated.endsWith(`.value: ${name}`));

/** Every call to action and related link a record holds, wherever it sits. */
function collect(
  value: unknown,
  found: { actions: CallToAction[]; links: RelatedLink[] } = { actions: [], links: [] },
) {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.kind === 'string' && typeof record.label === 'string')
      found.actions.push(record as unknown as CallToAction);
    else if (typeof record.href === 'string' && typeof record.linkText === 'string')
      found.links.push(record as unknown as RelatedLink);
    Object.values(record).forEach((item) => collect(item, found));
  }
  return found;
}

/** The record's texts with the identity's names, places, addresses and numbers taken out. */
function textWithoutIdentity(record: unknown): string {
  const { name, shortName, address, email, phone } = identity;
  const known = [
    name,
    shortName,
    address.street,
    address.city,
    ...Object.values(address.region),
    ...Object.values(address.country),
    ...Object.values(email),
  ];
  const numbers = [phone.plain, phone.whatsapp].flatMap((number) => [number, phoneOnOneLine(number)]);
  return textsOf(record)
    .map(({ text }) => [...known, ...numbers].reduce((rest, value) => rest.replaceAll(value, '…'), text))
    .join('\n');
}

describe('the shell’s page records', () => {
  it('give every page, in each language, a title and a description of 50 to 160 characters, unique among them', () => {
    const metas = PAGE_RECORDS.map((record) => record.meta);
    for (const { description } of metas) {
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });
});

/** The institution's information pages (on the info page template). */
const INFORMATION_PAGES = [`/about_${identity.slug}`, '/our-story', '/testimonies', '/career', '/press', '/legal'];

describe.each(INFORMATION_PAGES)('%s', (route) => {
  it('sends visitors who want an account to write to the bank, not to a sign-up the site does not have', () => {
    const { en, fr } = LOADED[route]!;
    for (const record of [en, fr])
      for (const action of collect(record).actions)
        if (action.kind !== 'mail') expect(action.to).not.toBe('/create-account');
  });
});

describe.each(EVERY_RECORD)('the %s record', (_name, { en, fr }) => {
  it('has the same fields, lists and data in French as in English, every text translated', () => {
    expectSameShape(en, fr);
    expect(untranslatedTexts(en, fr).filter((untranslated) => !isTheCookieName(untranslated))).toEqual([]);
  });

  it('writes French with its typography: a no-break space before : ; ! ? and inside « »', () => {
    for (const { where, text } of textsOf(fr)) {
      const prose = text.replace(/https?:\/\/\S+/g, '');
      expect(prose, where).not.toMatch(/ [:;!?»]|« |[^\s\u00a0]«|»[^\s\u00a0.,)]/u);
      expect(prose, where).not.toMatch(/[^\s\u00a0\u202f/][;!?»](\s|$)|[^\s\u00a0\u202f/\d]:(\s|$)/u);
    }
  });

  it('takes the institution’s names, places, e-mail addresses and phone numbers from the identity module', () => {
    for (const record of [en, fr]) {
      const text = textWithoutIdentity(record);
      expect(text).not.toMatch(/Mboa|Limbe|South West|Sud-Ouest|Cameroon|Cameroun|\+237/);
      for (const address of new Set(text.match(/[\w.+-]+@[\w.-]+\.\w+/g)))
        expect(['name@example.org', 'nom@example.org'], 'the sample address of the e-mail field’s message').toContain(
          address,
        );
    }
  });

  it('links only to routes of the site, and mails only the identity’s mailboxes with a subject', () => {
    for (const record of [en, fr]) {
      const { actions, links } = collect(record);
      for (const link of links) {
        expect(findRoute(link.href.split('#')[0]!), link.href).toBeDefined();
        expect(LINKED_PATHS_WITHOUT_ROUTE as readonly string[]).not.toContain(link.href);
      }
      for (const action of actions) {
        if (action.kind === 'mail') {
          expect(Object.keys(identity.email)).toContain(action.mailbox);
          expect(action.subject.trim()).not.toBe('');
        } else {
          expect(findRoute(action.to), action.to).toBeDefined();
        }
      }
    }
  });

  it('gives one reply time, within two working days', () => {
    const text = [...textsOf(en), ...textsOf(fr)].map(({ text }) => text).join('\n');
    for (const time of text.match(/within \w+ working days?/g) ?? []) expect(time).toBe('within two working days');
    for (const time of text.match(/sous \S+ jours? ouvrables?/g) ?? []) expect(time).toBe('sous deux jours ouvrables');
  });
});

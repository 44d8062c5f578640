import { LANGUAGES, LINKED_PATHS_WITHOUT_ROUTE, findRoute, identity, type CallToAction, type Language, type PageMeta, type RelatedLink } from '@mboa/shared';
import { loadTranslations, textsOf } from '@mboa/shared/testing/translations';
import { describe, expect, it } from 'vitest';
import type { AboutContent } from './about/about';
import type { CareersContent } from './careers/careers';
import type { FormPageContent } from './forms/forms';
import type { LegalContent } from './legal/legal';
import type { OurStoryContent } from './about/ourStory';
import type { PressContent } from './about/press';
import type { TestimoniesContent } from './about/testimonies';

/** The records of the institution's pages and of the sign-in forms, in both languages. */
const [about, ourStory, testimonies, careers, press, legal, login, createAccount, forgotPassword] = await Promise.all([
  loadTranslations<AboutContent>({ en: () => import('./about/about.en'), fr: () => import('./about/about.fr') }),
  loadTranslations<OurStoryContent>({ en: () => import('./about/ourStory.en'), fr: () => import('./about/ourStory.fr') }),
  loadTranslations<TestimoniesContent>({ en: () => import('./about/testimonies.en'), fr: () => import('./about/testimonies.fr') }),
  loadTranslations<CareersContent>({ en: () => import('./careers/careers.en'), fr: () => import('./careers/careers.fr') }),
  loadTranslations<PressContent>({ en: () => import('./about/press.en'), fr: () => import('./about/press.fr') }),
  loadTranslations<LegalContent>({ en: () => import('./legal/legal.en'), fr: () => import('./legal/legal.fr') }),
  loadTranslations<FormPageContent>({ en: () => import('./forms/login.en'), fr: () => import('./forms/login.fr') }),
  loadTranslations<FormPageContent>({ en: () => import('./forms/createAccount.en'), fr: () => import('./forms/createAccount.fr') }),
  loadTranslations<FormPageContent>({ en: () => import('./forms/forgotPassword.en'), fr: () => import('./forms/forgotPassword.fr') }),
]);

const INFORMATION_PAGES = {
  [`/about_${identity.slug}`]: about,
  '/our-story': ourStory,
  '/testimonies': testimonies,
  '/career': careers,
  '/press': press,
  '/legal': legal,
};
const PAGES: Record<string, Record<Language, { meta: PageMeta }>> = {
  ...INFORMATION_PAGES,
  '/login': login,
  '/create-account': createAccount,
  '/forgot_password': forgotPassword,
};
const EVERY_RECORD = Object.entries(PAGES).flatMap(([path, records]) => LANGUAGES.map((language) => [`${language}: ${path}`, records[language]] as const));

/** Every call to action and related link a record holds, wherever it sits. */
function collect(value: unknown, found: { actions: CallToAction[]; links: RelatedLink[] } = { actions: [], links: [] }) {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.kind === 'string' && typeof record.label === 'string') found.actions.push(record as unknown as CallToAction);
    else if (typeof record.href === 'string' && typeof record.linkText === 'string') found.links.push(record as unknown as RelatedLink);
    Object.values(record).forEach((item) => collect(item, found));
  }
  return found;
}

/** The record's texts with the identity's names, places and addresses taken out. */
function textWithoutIdentity(record: unknown): string {
  const { name, shortName, address, email } = identity;
  const known = [name, shortName, address.street, address.city, ...Object.values(address.region), ...Object.values(address.country), ...Object.values(email)];
  return textsOf(record)
    .map(({ text }) => known.reduce((rest, value) => rest.replaceAll(value, '…'), text))
    .join('\n');
}

describe('the records of the institution’s pages and sign-in forms', () => {
  it('give every page, in each language, a title and a description of 50 to 160 characters, unique among them', () => {
    const metas = EVERY_RECORD.map(([, record]) => record.meta);
    for (const { description } of metas) {
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it.each(EVERY_RECORD)('%s links only to routes of the site, and mails only the identity’s mailboxes with a subject', (_page, record) => {
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
  });

  it.each(EVERY_RECORD)('%s takes the institution’s names, places, e-mail addresses and phone numbers from the identity module', (_page, record) => {
    const text = textWithoutIdentity(record);
    expect(text).not.toMatch(/Mboa|Limbe|South West|Sud-Ouest|Cameroon|Cameroun/);
    for (const address of new Set(text.match(/[\w.+-]+@[\w.-]+\.\w+/g))) expect(['name@example.org', 'nom@example.org'], 'the sample address of the e-mail field’s message').toContain(address);
    for (const phone of new Set(JSON.stringify(record).match(/\+237[\d\s\u00a0]+\d/g))) {
      expect([identity.phone.plain, identity.phone.whatsapp]).toContain(phone.replace(/[\s\u00a0]/g, ' '));
    }
  });

  it.each(EVERY_RECORD)('%s gives one reply time, within two working days', (_page, record) => {
    const text = textsOf(record).map(({ text }) => text).join('\n');
    for (const time of text.match(/within \w+ working days?/g) ?? []) expect(time).toBe('within two working days');
    for (const time of text.match(/sous \S+ jours? ouvrables?/g) ?? []) expect(time).toBe('sous deux jours ouvrables');
  });

  it.each(Object.entries(PAGES))('%s in French writes a no-break space before : ; ! ? and inside « »', (_path, records) => {
    for (const { where, text } of textsOf(records.fr)) {
      expect(text, where).not.toMatch(/ [:;!?»]|« /);
      expect(text, where).not.toMatch(/[^\s\u00a0\u202f/][;!?»](\s|$)|[^\s\u00a0\u202f/\d]:(\s|$)/);
    }
  });

  it('sends visitors who want an account to write to the bank, not to a sign-up the site does not have', () => {
    for (const records of Object.values(INFORMATION_PAGES)) {
      for (const language of LANGUAGES) {
        const { actions } = collect(records[language]);
        for (const action of actions) if (action.kind !== 'mail') expect(action.to).not.toBe('/create-account');
      }
    }
    expect(about.en.nextStep.action.label).toBe('Write to us to open an account');
    expect(about.fr.nextStep.action.label).toBe('Écrivez-nous pour ouvrir un compte');
  });
});

describe('/career', () => {
  it('lists the five roles of the product contract, in its order, each applied for by e-mail naming the role', () => {
    expect(careers.en.roles.items.map((role) => role.title)).toEqual([
      'Daily Cash Collector',
      'Java Developer',
      'Python Developer',
      'Full Stack Developer',
      'React / Angular / Flutter Developer',
    ]);
    expect(careers.fr.roles.items.map((role) => role.title)).toEqual([
      'Collecteur journalier',
      'Développeur Java',
      'Développeur Python',
      'Développeur full stack',
      'Développeur React / Angular / Flutter',
    ]);
    for (const language of LANGUAGES) {
      const roles = careers[language].roles.items;
      expect(new Set(roles.map((role) => role.id)).size).toBe(roles.length);
      for (const role of roles) {
        expect(role.apply.mailbox).toBe('info');
        expect(role.apply.subject).toContain(role.title);
        expect(role.apply.label).toContain(role.title);
        expect(role.location.trim()).not.toBe('');
        expect(role.duties.length).toBeGreaterThanOrEqual(3);
        expect(role.requirements.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('bases every role in an office the identity module lists: the head office or one of the branches', () => {
    const towns = identity.branches.map((branch) => branch.town);
    const headOffice = identity.branches.find((branch) => branch.headOffice)!.town;
    // "Buea branch", "Limbe head office" / « Agence de Buea », « siège de Limbe »: each names a town it has.
    const offices = { en: /(\p{Lu}\p{L}+) (branch|head office)\b/gu, fr: /\b([Aa]gence|[Ss]iège) de (\p{Lu}\p{L}+)/gu };
    for (const language of LANGUAGES) {
      for (const role of careers[language].roles.items) {
        expect(towns.some((town) => role.location.includes(town)), role.location).toBe(true);
        for (const match of role.location.matchAll(offices[language])) {
          const [town, kind] = language === 'en' ? [match[1]!, match[2]!] : [match[2]!, match[1]!.toLowerCase()];
          expect(towns, role.location).toContain(town);
          if (kind === 'head office' || kind === 'siège') expect(town, role.location).toBe(headOffice);
        }
      }
    }
  });
});

describe('/our-story', () => {
  it('tells the Journey year by year, from the founding year to 2026', () => {
    for (const language of LANGUAGES) {
      const years = ourStory[language].journey.milestones.map((milestone) => milestone.year);
      expect(years).toEqual(Array.from({ length: 2026 - identity.foundedYear + 1 }, (_, index) => identity.foundedYear + index));
    }
  });
});

describe('/press', () => {
  it('lists releases newest first, with valid dates no earlier than the founding, the same in both languages', () => {
    const dates = press.en.releases.items.map((release) => release.date);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
      expect(Number(date.slice(0, 4))).toBeGreaterThanOrEqual(identity.foundedYear);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(press.en.releases.items.map((release) => release.id)).size).toBe(dates.length);
    expect(press.fr.releases.items.map((release) => release.date)).toEqual(dates);
  });
});

describe('/legal', () => {
  it('has the terms, privacy and cookie notices under stable ids, and names each cookie and how long it lasts', () => {
    const ids = legal.en.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['terms', 'privacy', 'cookies']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(legal.fr.sections.map((section) => section.id)).toEqual(ids);
    expect(legal.fr.lastUpdated).toBe(legal.en.lastUpdated);
    const cookies = (language: Language) => JSON.stringify(legal[language].sections.find((section) => section.id === 'cookies'));
    for (const language of LANGUAGES) {
      expect(cookies(language)).toContain('verified_account');
      expect(cookies(language)).toContain('SameSite=Strict');
      // The canary's bucket: what it holds, and for how long.
      expect(cookies(language)).toContain('mboa_bucket');
      expect(cookies(language)).toMatch(/0 (to|à) 99/);
      expect(cookies(language)).toMatch(/30(\u00a0| )(days|jours)/);
    }
    expect(cookies('en')).toContain('About 14 minutes after it is set');
    expect(cookies('fr')).toContain('Environ 14\u00a0minutes après son dépôt');
  });
});

describe('the sign-in forms', () => {
  it('keep the product contract’s fields, each labelled, with the same names, types and limits in both languages', () => {
    const fields = (records: Record<Language, FormPageContent>, language: Language) =>
      records[language].fields.map(({ name, type, autoComplete, maxLength }) => ({ name, type, autoComplete, maxLength }));
    expect(fields(login, 'en').map((field) => [field.name, field.type])).toEqual([['username', 'text'], ['password', 'password']]);
    expect(fields(createAccount, 'en').map((field) => [field.name, field.type])).toEqual([
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['email', 'email'],
      ['phone', 'tel'],
      ['password', 'password'],
    ]);
    expect(fields(forgotPassword, 'en').map((field) => [field.name, field.type])).toEqual([['email', 'email']]);
    for (const records of [login, createAccount, forgotPassword]) {
      expect(fields(records, 'fr')).toEqual(fields(records, 'en'));
      for (const language of LANGUAGES) for (const field of records[language].fields) expect(field.label.trim()).not.toBe('');
    }
  });

  it('say on the page and after a submit that nothing is sent, and where it is really done', () => {
    for (const records of [login, createAccount, forgotPassword]) {
      expect(records.en.intro).toMatch(/not sent/);
      expect(records.en.outcome).toContain('Nothing you typed has been sent or saved.');
      expect(records.fr.intro).toMatch(/n'est (envoyé à personne|pas envoyé)/);
      expect(records.fr.outcome).toContain('Rien de ce que vous avez saisi n\'a été envoyé ni enregistré.');
    }
    expect(forgotPassword.en.links).toEqual([{ text: 'Back to Login', to: '/login' }]);
    expect(login.en.links.map((link) => link.to)).toEqual(['/forgot_password', '/create-account']);
  });
});

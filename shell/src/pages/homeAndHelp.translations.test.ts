import { describe, expect, it } from 'vitest';
import { identity, phoneOnOneLine, type PageMeta, type Translations } from '@mboa/shared';
import { expectSameShape, loadTranslations, textsOf, untranslatedTexts } from '@mboa/shared/testing/translations';

/** The records of the home, help and Money Skills pages, and the testimonials they share with the testimonies page. */
const RECORDS: Record<string, Translations<unknown>> = {
  home: { en: () => import('./home/home.en'), fr: () => import('./home/home.fr') },
  testimonials: { en: () => import('../parts/testimonials.en'), fr: () => import('../parts/testimonials.fr') },
  helpCenter: { en: () => import('./help/helpCenter.en'), fr: () => import('./help/helpCenter.fr') },
  contact: { en: () => import('./help/contact.en'), fr: () => import('./help/contact.fr') },
  faqs: { en: () => import('./help/faqs.en'), fr: () => import('./help/faqs.fr') },
  blog: { en: () => import('./blog/blog.en'), fr: () => import('./blog/blog.fr') },
  moneySkills: { en: () => import('./help/moneySkills.en'), fr: () => import('./help/moneySkills.fr') },
};

describe.each(Object.entries(RECORDS))('the %s records', (_name, translations) => {
  it('have the same shape in both languages, and every text of the French one is French', async () => {
    const { en, fr } = await loadTranslations(translations);
    expectSameShape(en, fr);
    expect(untranslatedTexts(en, fr)).toEqual([]);
  });

  it('write French with its typography: no plain space before : ; ! ? or inside « »', async () => {
    const { fr } = await loadTranslations(translations);
    const wrong = textsOf(fr).filter(({ text }) => / [:;!?]|« | »|[^\s\u00a0]«|»[^\s\u00a0.,)]|[^\s\u00a0\u202f][:;!?](\s|$)/u.test(text.replace(/https?:\/\/\S+/g, '')));
    expect(wrong).toEqual([]);
  });

  it('write the institution’s facts from the identity module, never by hand', async () => {
    const { en, fr } = await loadTranslations(translations);
    const typed = [...textsOf(en), ...textsOf(fr)].filter(({ text }) =>
      /\bMboa\b(?! CCU| Cooperative)|South West Region|Région du Sud-Ouest|\+237|@mboa/.test(
        text
          .replaceAll(identity.name, '')
          .replaceAll(identity.shortName, '')
          .replaceAll(identity.address.region.en, '')
          .replaceAll(identity.address.region.fr, '')
          .replaceAll(identity.phone.plain, '')
          .replaceAll(identity.phone.whatsapp, '')
          .replaceAll(phoneOnOneLine(identity.phone.plain), '')
          .replaceAll(phoneOnOneLine(identity.phone.whatsapp), '')
          .replace(/\S+@mboa\.example/g, ''),
      ),
    );
    expect(typed).toEqual([]);
  });
});

describe('the home record', () => {
  it('says the product contract’s fixed wording in each language', async () => {
    const { en, fr } = await loadTranslations(RECORDS.home as Translations<typeof import('./home/home.en').default>);
    expect([en.hero.heading, en.hero.discoverMore.text]).toEqual(['Banking, Everyday and Everywhere', 'Discover More']);
    expect([fr.hero.heading, fr.hero.discoverMore.text]).toEqual(['La banque, au quotidien et partout', 'En savoir plus']);
    expect(en.testimonials.members.items).toHaveLength(10);
  });

  it('gives the blog’s buttons the product contract’s words', async () => {
    const { en, fr } = await loadTranslations(RECORDS.blog as Translations<typeof import('./blog/blog.en').default>);
    expect([en.banner.search, en.banner.stayConnected]).toEqual(['Search', 'Stay Connected']);
    expect([fr.banner.search, fr.banner.stayConnected]).toEqual(['Rechercher', 'Restez connecté']);
  });

  it('keeps the contact page’s Email Us', async () => {
    const { en } = await loadTranslations(RECORDS.contact as Translations<typeof import('./help/contact.en').default>);
    expect(en.emailUs.action.label).toBe('Email Us');
  });
});

describe('page meta', () => {
  it('each page has its own title and a description of 50 to 160 characters, in both languages', async () => {
    const pages = [RECORDS.home, RECORDS.helpCenter, RECORDS.contact, RECORDS.faqs, RECORDS.blog, RECORDS.moneySkills] as Translations<{ meta: PageMeta }>[];
    const records = (await Promise.all(pages.map((translations) => loadTranslations(translations)))).flatMap(({ en, fr }) => [en, fr]);
    expect(records).toHaveLength(12);
    for (const { meta } of records) {
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    }
    const titles = records.map((record) => record.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = records.map((record) => record.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

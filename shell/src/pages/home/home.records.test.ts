import { describe, expect, it } from 'vitest';
import { loadTranslations } from '@mboa/shared/testing/translations';
import type { HomeContent } from './home';

const home = await loadTranslations<HomeContent>({ en: () => import('./home.en'), fr: () => import('./home.fr') });

describe('the home record', () => {
  it('says the product contract’s fixed wording in each language, and has ten testimonials', () => {
    expect([home.en.hero.heading, home.en.hero.discoverMore.text]).toEqual([
      'Banking, Everyday and Everywhere',
      'Discover More',
    ]);
    expect([home.fr.hero.heading, home.fr.hero.discoverMore.text]).toEqual([
      'La banque, au quotidien et partout',
      'En savoir plus',
    ]);
    expect(home.en.testimonials.members.items).toHaveLength(10);
  });
});

import { LANGUAGES, type Language } from '@mboa/shared';
import { loadTranslations } from '@mboa/shared/testing/translations';
import { describe, expect, it } from 'vitest';
import type { LegalContent } from './legal';

const legal = await loadTranslations<LegalContent>({ en: () => import('./legal.en'), fr: () => import('./legal.fr') });

describe('/legal', () => {
  it('has the terms, privacy and cookie notices under stable ids, and names each cookie and how long it lasts', () => {
    const ids = legal.en.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['terms', 'privacy', 'cookies']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(legal.fr.sections.map((section) => section.id)).toEqual(ids);
    expect(legal.fr.lastUpdated).toBe(legal.en.lastUpdated);
    const cookies = (language: Language) =>
      JSON.stringify(legal[language].sections.find((section) => section.id === 'cookies'));
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

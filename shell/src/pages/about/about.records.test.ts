import { LANGUAGES, identity } from '@mboa/shared';
import { loadTranslations } from '@mboa/shared/testing/translations';
import { describe, expect, it } from 'vitest';
import type { AboutContent } from './about';
import type { OurStoryContent } from './ourStory';
import type { PressContent } from './press';

const [about, ourStory, press] = await Promise.all([
  loadTranslations<AboutContent>({ en: () => import('./about.en'), fr: () => import('./about.fr') }),
  loadTranslations<OurStoryContent>({ en: () => import('./ourStory.en'), fr: () => import('./ourStory.fr') }),
  loadTranslations<PressContent>({ en: () => import('./press.en'), fr: () => import('./press.fr') }),
]);

describe(`/about_${identity.slug}`, () => {
  it('asks visitors who want an account to write to the bank', () => {
    expect(about.en.nextStep.action.label).toBe('Write to us to open an account');
    expect(about.fr.nextStep.action.label).toBe('Écrivez-nous pour ouvrir un compte');
  });
});

describe('/our-story', () => {
  it('tells the Journey year by year, from the founding year to 2026', () => {
    for (const language of LANGUAGES) {
      const years = ourStory[language].journey.milestones.map((milestone) => milestone.year);
      expect(years).toEqual(
        Array.from({ length: 2026 - identity.foundedYear + 1 }, (_, index) => identity.foundedYear + index),
      );
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

import { LANGUAGES, identity } from '@mboa/shared';
import { loadTranslations } from '@mboa/shared/testing/translations';
import { describe, expect, it } from 'vitest';
import type { CareersContent } from './careers';

const careers = await loadTranslations<CareersContent>({
  en: () => import('./careers.en'),
  fr: () => import('./careers.fr'),
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
        expect(
          towns.some((town) => role.location.includes(town)),
          role.location,
        ).toBe(true);
        for (const match of role.location.matchAll(offices[language])) {
          const [town, kind] = language === 'en' ? [match[1]!, match[2]!] : [match[2]!, match[1]!.toLowerCase()];
          expect(towns, role.location).toContain(town);
          if (kind === 'head office' || kind === 'siège') expect(town, role.location).toBe(headOffice);
        }
      }
    }
  });
});

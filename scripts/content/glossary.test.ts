// The glossary's rules (shared/glossary.md) held by every page record of every package, in its
// language: no form the glossary rejects ("Forms we do not use", read from the glossary itself,
// so that the list an editor reads is the list the test applies), a no-break space between a
// number and its unit, phone numbers that never break across lines, and the fixed chat hours
// brought into a sentence by a colon or parentheses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { escapeRegExp } from '../../shared/src/lib/escapeRegExp.mjs';
import { PACKAGE_RECORDS, textsOfRecord, type RecordText } from './pageRecords';

const GLOSSARY = readFileSync(new URL('../../shared/glossary.md', import.meta.url), 'utf8');

interface RejectedForm {
  readonly language: 'en' | 'fr';
  readonly form: string;
  readonly instead: string;
}

/** The rows of the glossary's "Forms we do not use" table. */
function rejectedForms(markdown: string): RejectedForm[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Forms we do not use'));
  if (!section) throw new Error('shared/glossary.md has no "Forms we do not use" section');
  return section
    .split('\n')
    .filter((line) => /^\| (en|fr) \|/.test(line))
    .map((line) => {
      const [language, form, instead] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { language: language as 'en' | 'fr', form: form!, instead: instead! };
    });
}

/** A phrase as a pattern: whole words, any case, ’ for ', any space for a space. */
function phrasePattern(phrase: string): RegExp {
  const body = escapeRegExp(phrase).replace(/['’]/g, "['’]").replace(/ /g, '[\\s\\u00a0\\u202f]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

const excerpt = (text: string, index: number) => text.slice(Math.max(0, index - 30), index + 50).replace(/\s+/g, ' ');

/** Every text of one language's records, with the file and the field it is in. */
const textsIn = (language: 'en' | 'fr'): RecordText[] =>
  PACKAGE_RECORDS.filter((record) => record.language === language).flatMap(textsOfRecord);

describe('the glossary’s "Forms we do not use"', () => {
  const forms = rejectedForms(GLOSSARY);

  it('is a table the test can read, in both languages', () => {
    expect(forms.filter((form) => form.language === 'fr').length).toBeGreaterThan(20);
    expect(forms.filter((form) => form.language === 'en').length).toBeGreaterThan(3);
    expect(forms.every((form) => form.form && form.instead)).toBe(true);
  });

  it('are read from every package’s page records, in both languages', () => {
    for (const pkg of ['shell', 'personal-banking', 'business-banking', 'group-societies', 'verify-statement']) {
      for (const language of ['en', 'fr'] as const) {
        expect(
          PACKAGE_RECORDS.filter((record) => record.file.startsWith(`${pkg}/`) && record.language === language).length,
          `${pkg} ${language}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it.each(['fr', 'en'] as const)('appear in no %s record', (language) => {
    const found = textsIn(language).flatMap(({ where, text }) =>
      forms
        .filter((form) => form.language === language)
        .flatMap((form) => {
          const match = phrasePattern(form.form).exec(text);
          return match ? [`${where}: « ${form.form} » (use « ${form.instead} »): …${excerpt(text, match.index)}…`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});

describe('the glossary’s writing rules', () => {
  it('a French number and its unit are never parted at a line’s end: a no-break space between them', () => {
    const parted = textsIn('fr').flatMap(({ where, text }) => {
      const match = /(\d|\})[ \t\n](caractères|FCFA|%|jours?|mois|ans|membres?|signataires?)(?![\p{L}])/u.exec(text);
      return match ? [`${where}: …${excerpt(text, match.index)}…`] : [];
    });
    expect(parted).toEqual([]);
  });

  it('a phone number in a sentence is never broken across lines', () => {
    const numbers = [identity.phone.plain, identity.phone.whatsapp];
    const breakable = [...textsIn('en'), ...textsIn('fr')].flatMap(({ where, text }) =>
      numbers
        .filter((number) => text !== number && text.includes(number))
        .map((number) => `${where}: ${number} with breakable spaces`),
    );
    expect(breakable).toEqual([]);
  });

  it('the fixed chat hours come into a sentence after a colon or in parentheses, never bare', () => {
    const bare = (['en', 'fr'] as const).flatMap((language) => {
      const hours = identity.liveChat.hours[language];
      return textsIn(language).flatMap(({ where, text }) => {
        const index = text.indexOf(hours);
        if (index <= 0) return [];
        return /(\(|:[\s\u00a0]|\u00a0:\s)$/.test(text.slice(0, index)) ? [] : [`${where}: …${excerpt(text, index)}…`];
      });
    });
    expect(bare).toEqual([]);
  });
});

import { LOCALES } from '@mboa/shared/route-path';
import {
  expectSameShape,
  frenchTypographyMistakes,
  textsOf,
  untranslatedTexts,
} from '@mboa/shared/testing/translations';
import { describe, expect, it } from 'vitest';
import { withDate } from './offlineText';
import english from './offlineText.en';
import french from './offlineText.fr';

/** The `{name}` placeholders of a text, sorted. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

describe('what the offline parts say, in English and French', () => {
  it('has the same fields in French as in English, every text translated, in French typography', () => {
    expectSameShape(english, french);
    expect(untranslatedTexts(english, french)).toEqual([]);
    expect(frenchTypographyMistakes(french)).toEqual([]);
  });

  it('has every text in each language differ from the other’s', () => {
    const frenchTexts = new Map(textsOf(french).map(({ where, text }) => [where, text]));
    const same = textsOf(english).filter(({ where, text }) => frenchTexts.get(where) === text);
    expect(same).toEqual([]);
    expect(textsOf(english).length).toBeGreaterThan(0);
  });

  it('has in each French text the placeholders of the English one, and no other', () => {
    const frenchTexts = new Map(textsOf(french).map(({ where, text }) => [where, text]));
    for (const { where, text } of textsOf(english)) {
      expect(placeholdersOf(frenchTexts.get(where) ?? ''), where).toEqual(placeholdersOf(text));
    }
  });

  it('names in each text the placeholders its code fills', () => {
    for (const text of [english, french]) {
      expect(placeholdersOf(text.savedCopyNotice)).toEqual(['date']);
      expect(placeholdersOf(text.offlinePage.savedOn)).toEqual(['date']);
      expect(placeholdersOf(text.keepSection.intro)).toEqual(['pages', 'size']);
      expect(placeholdersOf(text.keepSection.size)).toEqual(['kb']);
      for (const counted of [text.keepSection.saving, text.keepSection.failed])
        for (const form of [counted.one, counted.other]) expect(placeholdersOf(form)).toEqual(['count', 'total']);
      for (const form of [text.keepSection.kept.one, text.keepSection.kept.other])
        expect(placeholdersOf(form)).toEqual(['count']);
    }
  });
});

describe('writing the day a page was saved', () => {
  // A fixed date is safe: it is given to each call, and nothing reads the clock. Late evening UTC
  // is already the next day in Cameroon (UTC+1), whatever zone the machine is in.
  const DAY = new Date('2025-03-04T12:00:00Z');
  const LATE_EVENING_UTC = new Date('2025-03-04T23:30:00Z');

  it('writes the day it is in Cameroon, not on the machine', () => {
    expect(withDate('saved on {date}', LATE_EVENING_UTC, LOCALES.en)).toBe('saved on 5 March 2025');
  });

  it('writes it in Cameroon’s English: day, month in words, year', () => {
    expect(withDate('saved on {date}', DAY, LOCALES.en)).toBe('saved on 4 March 2025');
    expect(withDate(english.savedCopyNotice, DAY, LOCALES.en)).toContain('on this device on 4 March 2025:');
  });

  it('writes it in Cameroon’s French: day, month in words, year', () => {
    expect(withDate('enregistrée le {date}', DAY, LOCALES.fr)).toBe('enregistrée le 4 mars 2025');
    expect(withDate(french.savedCopyNotice, DAY, LOCALES.fr)).toContain('sur cet appareil le 4 mars 2025\u00a0:');
  });

  it('leaves a text with no {date} as it is', () => {
    expect(withDate(english.offlinePage.title, DAY, LOCALES.en)).toBe(english.offlinePage.title);
  });
});

import {
  expectEveryPageInBothLanguages,
  expectSameShape,
  loadTranslations,
  textsOf,
  untranslatedTexts,
} from '@mboa/shared/testing/translations';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import remote from '../exposedPages';
import { blanksOf } from '../lib/messages';
import type { VerifyStatementContent } from './verifyStatement';

const records = await loadTranslations<VerifyStatementContent>({
  en: () => import('./verifyStatement.en'),
  fr: () => import('./verifyStatement.fr'),
});
const { en, fr } = records;

describe('the Verify Statement records', () => {
  it('have the same shape in English and French, and every French text is translated', () => {
    expectSameShape(en, fr);
    expect(untranslatedTexts(en, fr)).toEqual([]);
  });

  it('keep every blank of each message in French ({maxLength}, {fields})', () => {
    const frenchTexts = new Map(textsOf(fr).map(({ where, text }) => [where, text]));
    for (const { where, text } of textsOf(en)) expect(blanksOf(frenchTexts.get(where)!), where).toEqual(blanksOf(text));
  });

  it('say the product contract’s fixed wording in each language', () => {
    const fixed = (record: VerifyStatementContent) => [
      record.verifyButton,
      record.waitingButton,
      record.verified.heading,
      record.verified.status,
      record.verified.download,
      record.failure,
      record.fields.referenceNumber.label,
      record.fields.idNumber.label,
      record.fields.accountNumber.label,
    ];
    expect(fixed(en)).toEqual([
      'Verify',
      'Please wait...',
      'Verified',
      'Valid',
      'Download',
      'Statement verification failed. Please check your details.',
      'Reference Number',
      "Client's National ID Number",
      'Account Number',
    ]);
    expect(fixed(fr)).toEqual([
      'Vérifier',
      'Veuillez patienter...',
      'Vérifié',
      'Valide',
      'Télécharger',
      'La vérification du relevé a échoué. Veuillez vérifier vos informations.',
      'Numéro de référence',
      "Numéro de la carte nationale d'identité du client",
      'Numéro de compte',
    ]);
  });

  it('write French typography: a no-break space before : ; ! ? and none left out', () => {
    for (const { where, text } of textsOf(fr)) {
      // https:// is an address, not punctuation.
      expect(text.replace(/https:\/\//g, ''), where).not.toMatch(/[^\u00a0\u202f][:;!?]/);
      expect(text, where).not.toMatch(/ [:;!?]/);
    }
  });

  it('hold no data: the download prefix and the cookie are the page’s code, the same in every language', () => {
    for (const record of [en, fr]) {
      const texts = textsOf(record).map(({ text }) => text);
      expect(texts.some((text) => text.includes('Verified Statement') || text.includes('verified_account'))).toBe(
        false,
      );
    }
  });

  it('give each language its own title and a description fit for a search result', () => {
    for (const { meta } of [en, fr]) {
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(fr.meta.title).not.toBe(en.meta.title);
  });
});

describe('the verify-statement pages', () => {
  it('every page loads in both languages, with a title and description of its own in each', async () => {
    await expectEveryPageInBothLanguages(remote);
  });

  it('the French page renders its French h1', async () => {
    const { default: Page } = await remote.pages['/verify-statement']!('fr');
    render(createElement(Page));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vérifier un relevé');
  });
});

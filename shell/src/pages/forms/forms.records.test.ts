import { LANGUAGES, type Language } from '@mboa/shared';
import { loadTranslations } from '@mboa/shared/testing/translations';
import { describe, expect, it } from 'vitest';
import type { FormPageContent } from './forms';

const [login, createAccount, forgotPassword] = await Promise.all([
  loadTranslations<FormPageContent>({ en: () => import('./login.en'), fr: () => import('./login.fr') }),
  loadTranslations<FormPageContent>({ en: () => import('./createAccount.en'), fr: () => import('./createAccount.fr') }),
  loadTranslations<FormPageContent>({
    en: () => import('./forgotPassword.en'),
    fr: () => import('./forgotPassword.fr'),
  }),
]);

describe('the sign-in forms', () => {
  it('keep the product contract’s fields, each labelled, with the same names, types and limits in both languages', () => {
    const fields = (records: Record<Language, FormPageContent>, language: Language) =>
      records[language].fields.map(({ name, type, autoComplete, maxLength }) => ({
        name,
        type,
        autoComplete,
        maxLength,
      }));
    expect(fields(login, 'en').map((field) => [field.name, field.type])).toEqual([
      ['username', 'text'],
      ['password', 'password'],
    ]);
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
      for (const language of LANGUAGES)
        for (const field of records[language].fields) expect(field.label.trim()).not.toBe('');
    }
  });

  it('say on the page and after a submit that nothing is sent, and where it is really done', () => {
    for (const records of [login, createAccount, forgotPassword]) {
      expect(records.en.intro).toMatch(/not sent/);
      expect(records.en.outcome).toContain('Nothing you typed has been sent or saved.');
      expect(records.fr.intro).toMatch(/n'est (envoyé à personne|pas envoyé)/);
      expect(records.fr.outcome).toContain("Rien de ce que vous avez saisi n'a été envoyé ni enregistré.");
    }
    expect(forgotPassword.en.links).toEqual([{ text: 'Back to Login', to: '/login' }]);
    expect(login.en.links.map((link) => link.to)).toEqual(['/forgot_password', '/create-account']);
  });
});

import { describe, expect, it } from 'vitest';
import english from '../content/verifyStatement.en';
import french from '../content/verifyStatement.fr';
import { blanksOf, fieldProblemMessage, outerSpacesMessage, pasteCutMessage } from './messages';

describe('blanksOf', () => {
  it('lists a template’s blanks, for the records test: a translation keeps them all', () => {
    expect(blanksOf('{maxLength} of {fields} and {maxLength}')).toEqual(['fields', 'maxLength', 'maxLength']);
  });
});

describe('the messages, in each language', () => {
  it('say the field’s limit', () => {
    expect(fieldProblemMessage(english, 'en', 'referenceNumber', 'too-long')).toBe(
      'The reference number can be at most 64 characters long.',
    );
    expect(fieldProblemMessage(english, 'en', 'accountNumber', 'too-long')).toBe(
      'The account number can be at most 20 digits long.',
    );
    expect(fieldProblemMessage(french, 'fr', 'idNumber', 'too-long')).toBe(
      "Le numéro d'identité ne peut pas dépasser 20\u00a0caractères.",
    );
    expect(pasteCutMessage(english, 'en', 'accountNumber')).toBe(
      'The pasted text did not fit: this field takes at most 20 characters, so the end was cut off. Please check it.',
    );
  });

  it('fall back on "required" for a problem a field has no message for', () => {
    expect(fieldProblemMessage(english, 'en', 'idNumber', 'digits-only')).toBe(english.problems.idNumber.required);
    expect(fieldProblemMessage(french, 'fr', 'accountNumber', 'digits-only')).toBe(
      'Le numéro de compte ne peut contenir que des chiffres (0 à 9).',
    );
  });

  it('name the fields with spaces around their values as a list, in the singular or plural', () => {
    expect(outerSpacesMessage(english, 'en', ['referenceNumber'])).toBe(
      'Spaces count too: check the start and end of Reference Number.',
    );
    expect(outerSpacesMessage(english, 'en', ['referenceNumber', 'idNumber', 'accountNumber'])).toBe(
      "Spaces count too: check the start and end of Reference Number, Client's National ID Number and Account Number.",
    );
    expect(outerSpacesMessage(french, 'fr', ['accountNumber'])).toBe(
      'Les espaces comptent aussi\u00a0: vérifiez le début et la fin du champ Numéro de compte.',
    );
    expect(outerSpacesMessage(french, 'fr', ['referenceNumber', 'accountNumber'])).toBe(
      'Les espaces comptent aussi\u00a0: vérifiez le début et la fin des champs Numéro de référence et Numéro de compte.',
    );
  });
});

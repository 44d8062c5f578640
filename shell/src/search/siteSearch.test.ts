import { describe, expect, it } from 'vitest';
import { termsOf } from './siteSearch';

describe('termsOf', () => {
  it('leaves out the words that say nothing of a page, in the query’s language', () => {
    expect(termsOf('account for my child', 'en')).toBe('account child');
    expect(termsOf('payer mes factures', 'fr')).toBe('payer factures');
    expect(termsOf("compte d'épargne", 'fr')).toBe('compte épargne');
    expect(termsOf('billet d’avion', 'fr')).toBe('billet avion');
  });

  it('keeps a query made of such words alone as it is, and a word that is one only in the other language', () => {
    expect(termsOf('the', 'en')).toBe('the');
    expect(termsOf('les mes', 'fr')).toBe('les mes');
    expect(termsOf('le savings', 'en')).toBe('le savings');
  });
});

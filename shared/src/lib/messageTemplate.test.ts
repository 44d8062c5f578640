import { describe, expect, it } from 'vitest';
import { fillTemplate, pluralText } from './messageTemplate';

describe('message templates', () => {
  it('fill each blank, numbers written in the locale', () => {
    expect(fillTemplate('{count} of {total} in {city}', { count: 2, total: 25000, city: 'Limbe' }, 'en-CM')).toBe(
      '2 of 25,000 in Limbe',
    );
    expect(fillTemplate('{total}', { total: 25000 }, 'fr-CM')).toBe(new Intl.NumberFormat('fr-CM').format(25000));
    // Small whole numbers as every locale of the site writes them, with or without a formatter.
    for (const n of [0, 7, 999, -12])
      for (const locale of ['en-CM', 'fr-CM'])
        expect(fillTemplate('{n}', { n }, locale)).toBe(new Intl.NumberFormat(locale).format(n));
    expect(fillTemplate('{n}', { n: 2.5 }, 'fr-CM')).toBe('2,5');
  });

  it('refuse a blank the code gives no value for: an error in the record', () => {
    expect(() => fillTemplate('{missing}', {}, 'en-CM')).toThrow(/missing/);
  });

  it('choose the text of the count’s plural category, as each language counts (French: 0 and 1 are singular)', () => {
    const texts = { one: '{count} article', other: '{count} articles' };
    expect([0, 1, 2].map((count) => pluralText(texts, count, 'en-CM'))).toEqual([
      '0 articles',
      '1 article',
      '2 articles',
    ]);
    expect([0, 1, 2].map((count) => pluralText(texts, count, 'fr-CM'))).toEqual([
      '0 article',
      '1 article',
      '2 articles',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.mjs';
import { escapeRegExp } from './escapeRegExp.mjs';

describe('escaping text for HTML and for regular expressions', () => {
  it('escapes the five characters HTML gives a meaning, the apostrophe as React writes it', () => {
    expect(escapeHtml(`<a href='x' title="y">&</a>`)).toBe(
      '&lt;a href=&#x27;x&#x27; title=&quot;y&quot;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Épargne njangie')).toBe('Épargne njangie');
  });

  it('makes a pattern that matches the literal text only', () => {
    const literal = 'info@mboa.cm (a+b)*[c]{2}^$|.?\\';
    const pattern = new RegExp(`^${escapeRegExp(literal)}$`);
    expect(pattern.test(literal)).toBe(true);
    expect(pattern.test('info@mboaxcm (a+b)*[c]{2}^$|.?\\')).toBe(false);
    expect(escapeRegExp('/savings_account')).toBe('/savings_account');
  });
});

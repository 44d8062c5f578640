import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerptParts';

describe('excerptParts', () => {
  it('marks the words found and keeps the text around them', () => {
    expect(excerptParts('Open a <mark>student</mark> account with <mark>no</mark> fees')).toEqual([
      { text: 'Open a ', marked: false },
      { text: 'student', marked: true },
      { text: ' account with ', marked: false },
      { text: 'no', marked: true },
      { text: ' fees', marked: false },
    ]);
  });

  it('decodes the escaped text, so a page that writes a tag shows it as text', () => {
    expect(excerptParts('Frais &amp; tarifs &lt;script&gt; l&#39;<mark>épargne</mark> &#x2014;')).toEqual([
      { text: "Frais & tarifs <script> l'", marked: false },
      { text: 'épargne', marked: true },
      { text: ' —', marked: false },
    ]);
  });

  it('marks the word alone, not the punctuation Pagefind keeps with it', () => {
    expect(excerptParts('Njangies <mark>(tontines),</mark> réunions et <mark>l&#39;épargne.</mark>')).toEqual([
      { text: 'Njangies (', marked: false },
      { text: 'tontines', marked: true },
      { text: '), réunions et ', marked: false },
      { text: "l'épargne", marked: true },
      { text: '.', marked: false },
    ]);
    expect(excerptParts('a <mark>—</mark> b')).toEqual([{ text: 'a — b', marked: false }]);
  });

  it('drops any other tag rather than render it', () => {
    expect(excerptParts('<b>bold</b> <mark>word</mark>')).toEqual([
      { text: 'bold ', marked: false },
      { text: 'word', marked: true },
    ]);
  });
});

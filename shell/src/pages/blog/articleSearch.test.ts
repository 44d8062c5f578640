import { describe, expect, it } from 'vitest';
import { LOCALES } from '@mboa/shared';
import blogEn from './blog.en';
import blogFr from './blog.fr';
import { describeSearchResult, foldForSearch, searchArticles } from './articleSearch';

const sample = [
  { title: 'Njangie, tontine, réunion', summary: 'One account for your group.' },
  { title: 'Scam alert', summary: 'The “wrong transfer” SMS is usually fake.' },
  { title: 'Student accounts', summary: 'From 16, with zero monthly fees.' },
];
const titles = (query: string) => searchArticles(sample, query).map((a) => a.title);
const ids = (articles: readonly { id: string }[]) => articles.map((a) => a.id);

describe('blog search', () => {
  it('ignores case and accents on both sides', () => {
    expect(foldForSearch('Réunion ÉPARGNE')).toBe('reunion epargne');
    expect(titles('REUNION')).toEqual(['Njangie, tontine, réunion']);
    expect(titles('réunion')).toEqual(['Njangie, tontine, réunion']);
    expect(titles('sms')).toEqual(['Scam alert']);
  });

  it('searches the summary as well as the title, and needs every word', () => {
    expect(titles('zero fees')).toEqual(['Student accounts']);
    expect(titles('zero scam')).toEqual([]);
  });

  it('matches everything for an empty or blank query', () => {
    expect(titles('')).toHaveLength(3);
    expect(titles('   ')).toHaveLength(3);
  });

  it('says how many match, and plainly when none do', () => {
    const text = blogEn.search.results;
    const say = (query: string, matches: number, total: number) =>
      describeSearchResult(query, matches, total, text, LOCALES.en);
    expect(say('', 8, 8)).toBe('Showing all 8 articles.');
    expect(say('', 1, 1)).toBe('Showing the only article.');
    expect(say(' njangie ', 1, 8)).toBe('1 article matches “njangie”.');
    expect(say('scam', 2, 8)).toBe('2 articles match “scam”.');
    expect(say('xyz', 0, 8)).toBe('No articles match “xyz”. Try another word or clear the search.');
  });

  it('says it in French, with French plural rules and quotation marks', () => {
    const text = blogFr.search.results;
    const say = (query: string, matches: number, total: number) =>
      describeSearchResult(query, matches, total, text, LOCALES.fr);
    expect(say('', 8, 8)).toBe('Les 8 articles sont affichés.');
    expect(say(' arnaque ', 1, 8)).toBe('1 article correspond à «\u00a0arnaque\u00a0».');
    expect(say('épargne', 2, 8)).toBe('2 articles correspondent à «\u00a0épargne\u00a0».');
    expect(say('xyz', 0, 8)).toBe(
      'Aucun article ne correspond à «\u00a0xyz\u00a0». Essayez un autre mot ou effacez la recherche.',
    );
  });

  it('finds the real articles by a word of their title or summary, in each language', () => {
    expect(blogEn.articles.length).toBeGreaterThanOrEqual(6);
    expect(ids(searchArticles(blogEn.articles, 'reunion'))).toEqual(['njangie-season']);
    expect(searchArticles(blogEn.articles, 'ussd').length).toBeGreaterThanOrEqual(1);
    expect(ids(searchArticles(blogFr.articles, 'arnaque'))).toEqual(['wrong-transfer-scam']);
    expect(ids(searchArticles(blogFr.articles, 'etudiant'))).toEqual(['student-accounts-at-16']);
    expect(ids(searchArticles(blogFr.articles, 'scam'))).toEqual([]);
  });
});

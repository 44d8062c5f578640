import { describe, expect, it } from 'vitest';
import { articles } from '../content/blog';
import { describeSearchResult, foldForSearch, searchArticles } from './articleSearch';

const sample = [
  { title: 'Njangie, tontine, réunion', summary: 'One account for your group.' },
  { title: 'Scam alert', summary: 'The “wrong transfer” SMS is usually fake.' },
  { title: 'Student accounts', summary: 'From 16, with zero monthly fees.' },
];
const titles = (query: string) => searchArticles(sample, query).map((a) => a.title);

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
    expect(describeSearchResult('', 8, 8)).toBe('Showing all 8 articles.');
    expect(describeSearchResult(' njangie ', 1, 8)).toBe('1 article matches “njangie”.');
    expect(describeSearchResult('scam', 2, 8)).toBe('2 articles match “scam”.');
    expect(describeSearchResult('xyz', 0, 8)).toBe('No articles match “xyz”. Try another word or clear the search.');
  });

  it('finds the real articles by a word of their title or summary', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(searchArticles(articles, 'reunion').map((a) => a.id)).toEqual(['njangie-season']);
    expect(searchArticles(articles, 'ussd').length).toBeGreaterThanOrEqual(1);
  });
});

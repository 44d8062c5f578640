// What members type into search finds the page they mean (e2e/support/searchQueries.ts), run against the indexes the
// deploy built, merged as a visitor's browser merges them. The same indexes on either host: the embedded one only.
import { afterAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { KNOWN_MISSES, SEARCH_QUERIES } from '../support/searchQueries';
import { composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
const hitRates: string[] = [];
afterAll(() => console.log(`Search quality, top three: ${hitRates.join('; ')}`));

describe('search quality', () => {
  it.each(['en', 'fr'] as const)(
    'in %s, every query finds its page among the first three results',
    async (language) => {
      const queries = SEARCH_QUERIES[language];
      expect(queries.length).toBeGreaterThanOrEqual(20);
      const { page, errors } = await openPage(env.browser);
      await page.goto(`${env.site.url}${language === 'fr' ? '/fr' : ''}/search`);
      const outcomes = [];
      for (const { query, page: wanted } of queries) {
        await page.getByRole('searchbox').fill(query);
        await page.getByRole('status').filter({ hasText: query }).waitFor({ timeout: 30_000 });
        const firstThree = await page
          .locator('.search-result a')
          .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')));
        outcomes.push({ query, wanted, hit: firstThree.includes(wanted), firstThree });
      }
      const hits = outcomes.filter((outcome) => outcome.hit).length;
      hitRates.push(`${language} ${hits}/${queries.length} (${Math.round((100 * hits) / queries.length)}%)`);
      // A known miss that starts to hit leaves the list too: it says what search does today.
      expect(outcomes.filter((outcome) => outcome.hit === Object.hasOwn(KNOWN_MISSES, outcome.query))).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

// Every link that writes an e-mail says so, on every page of the site in both languages, as a
// visitor reads it: a button that only opens a mail message never says "Open" / « Ouvrir » as if
// the account opened there (shared/glossary.md, "What the site may promise"). Read from each
// page as composed at deploy time: every mailto: link the page holds, whatever component drew it.
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../shared/src/routes';
import { composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();

/** Words that tell a reader the link writes a message; an e-mail address says it by itself. */
const SAYS_IT_WRITES = {
  en: /\b(write|e-?mail|ask|send|request)\b|@/i,
  fr: /(écri|e-mail|courriel|demand|envoy)|@/i,
};
/** What a mail link must never start with: the account is not opened by the link. */
const PROMISES_AN_OPENING = { en: /^open\b/i, fr: /^ouvr/i };
/**
 * Labels the product specification fixes for a mail button ('Apply Now' on the business credit
 * account, docs/product-contract.md): kept as written, the one exception.
 */
const FIXED_BY_THE_SPECIFICATION = ['Apply Now'];

/** The visible text of every mailto: link of a page's HTML. */
function mailLinksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="mailto:[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('calls to action that write an e-mail', () => {
  it('say so on every page, in both languages: never a bare "Open…" / « Ouvrir… »', async () => {
    const wrong: string[] = [];
    let links = 0;
    for (const page of SITE_PAGES) {
      const html = await (await fetch(env.site.url + page.path)).text();
      for (const label of mailLinksOf(html)) {
        links++;
        if (FIXED_BY_THE_SPECIFICATION.includes(label)) continue;
        if (PROMISES_AN_OPENING[page.language].test(label) || !SAYS_IT_WRITES[page.language].test(label)) wrong.push(`${page.path}: “${label}”`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
    // The site's pages hold many: the check read them.
    expect(links).toBeGreaterThan(SITE_PAGES.length);
  });
});

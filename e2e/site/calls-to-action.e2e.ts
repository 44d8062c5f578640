// Every link that writes an e-mail says so, on every page of the site in both languages, as a
// visitor reads it: a button that only opens a mail message never says "Open" / « Ouvrir » as if
// the account opened there (shared/glossary.md, "What the site may promise"). Each page as a
// visitor gets it before any script runs (the composed page, in Chromium): the text of every
// mailto: link on screen, whatever component drew it.
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../shared/src/routes';
import { openWithoutJavaScript } from '../support/browser';
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

describe('calls to action that write an e-mail', () => {
  it('say so on every page, in both languages: never a bare "Open…" / « Ouvrir… »', async () => {
    const page = await openWithoutJavaScript(env.browser);
    const wrong: string[] = [];
    let links = 0;
    for (const { path, language } of SITE_PAGES) {
      await page.goto(env.site.url + path);
      const labels = (await page.locator('a[href^="mailto:"]').allInnerTexts()).map((label) => label.replace(/\s+/g, ' ').trim());
      links += labels.length;
      for (const label of labels) {
        if (FIXED_BY_THE_SPECIFICATION.includes(label)) continue;
        if (PROMISES_AN_OPENING[language].test(label) || !SAYS_IT_WRITES[language].test(label)) wrong.push(`${path}: “${label}”`);
      }
    }
    await page.context().close();
    expect([...new Set(wrong)]).toEqual([]);
    // The site's pages hold many: the check read them.
    expect(links).toBeGreaterThan(SITE_PAGES.length);
  }, 240_000);
});

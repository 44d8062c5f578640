import type { Page } from 'playwright-core';
import type { Language } from '../../shared/src/routePath.mjs';

// Every link that writes an e-mail says so, as a visitor reads it before any script runs: a
// button that only opens a mail message never says "Open" / « Ouvrir » as if the account opened
// there (shared/glossary.md, "What the site may promise"). Read on the walks that visit every
// page of a language without JavaScript (prerendered-pages.e2e.ts, french.e2e.ts).

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

/** The text of every mailto: link on the page, and those that do not say they write a message. */
export async function mailLinksOf(page: Page, language: Language): Promise<{ count: number; wrong: string[] }> {
  const labels = (await page.locator('a[href^="mailto:"]').allInnerTexts()).map((label) =>
    label.replace(/\s+/g, ' ').trim(),
  );
  const wrong = labels.filter(
    (label) =>
      !FIXED_BY_THE_SPECIFICATION.includes(label) &&
      (PROMISES_AN_OPENING[language].test(label) || !SAYS_IT_WRITES[language].test(label)),
  );
  return { count: labels.length, wrong };
}

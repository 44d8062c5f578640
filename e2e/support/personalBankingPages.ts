import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { identity } from '../../shared/src/identity';
import { findRoute } from '../../shared/src/routes';
import { expectDrawnIllustration } from './browser';
import { expectProductPageBasics } from './productPage';

// Each personal banking page's content, checked on the one visit every route gets
// (e2e/platform/every-route.e2e.ts); the section's other tests are in e2e/site/personal-banking.e2e.ts.

/**
 * What the specification (sections 1, 2, 6 and 9) requires each personal banking page to say,
 * written out here rather than read from the content records.
 */
export interface PersonalBankingPage {
  heading: string;
  /** Sentences of the spec the page's text must contain (case-insensitive patterns). */
  facts: RegExp[];
  /** Eligibility items the page must list. */
  eligibility?: RegExp[];
  /** Account pages: a mail message to the info address with a subject naming the account. */
  mailSubject?: RegExp;
}

const ID_OR_PASSPORT = /valid national ID card or passport/i;
const PROOF_OF_ADDRESS = /proof of address/i;
const FREE_TRANSFERS =
  /transfers? (between|to other) Mboa( CCU)? accounts.*free|free.*transfers? between Mboa( CCU)? accounts/i;

export const PERSONAL_BANKING_PAGES: Record<string, PersonalBankingPage> = {
  '/savings_account': {
    heading: 'Savings Account',
    facts: [/no monthly maintenance fees?/i],
    eligibility: [/\b18\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS],
    mailSubject: /savings account/i,
  },
  '/deposit_ccount': {
    heading: 'Deposit Account',
    facts: [],
    eligibility: [ID_OR_PASSPORT, PROOF_OF_ADDRESS],
    mailSubject: /deposit account/i,
  },
  '/credit_account': {
    heading: 'Credit Account',
    facts: [],
    eligibility: [/\b18\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS, /proof of income or employment/i],
    mailSubject: /credit account/i,
  },
  '/student-Account': {
    heading: 'Student Account',
    facts: [/no monthly maintenance fees?/i],
    eligibility: [/\b16\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS, /proof of student status/i],
    mailSubject: /student account/i,
  },
  '/daily_saving_account': {
    heading: 'Daily Savings Account',
    facts: [],
    eligibility: [ID_OR_PASSPORT, PROOF_OF_ADDRESS],
    mailSubject: /daily savings account/i,
  },
  '/minor_account': {
    heading: 'Minor Account',
    facts: [],
    eligibility: [/under 18/i, /parent or guardian/i, PROOF_OF_ADDRESS],
    mailSubject: /minor account/i,
  },
  '/individual_account': {
    heading: 'Individual Account',
    facts: [],
    eligibility: [/\b18\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS],
    mailSubject: /individual account/i,
  },
  '/personal-account': { heading: 'Personal Account', facts: [] },
  '/virtual-card': { heading: 'Virtual Card', facts: [] },
  '/personal-loans': { heading: 'Personal Loans', facts: [] },
  '/transfer': { heading: 'Transfers', facts: [FREE_TRANSFERS] },
  '/Deposit': { heading: 'Account Deposit', facts: [] },
  '/pay-bills': { heading: 'Pay Bills', facts: [] },
  '/flight-ticket': { heading: 'Flight Tickets', facts: [] },
  '/purchase': { heading: 'Purchase Online', facts: [] },
  '/bank_transfer': { heading: 'Free Bank Transfers', facts: [FREE_TRANSFERS] },
};

/** The page's one call to action: the button of its "next step" block. */
async function callToActionHref(page: Page): Promise<string> {
  const buttons = page.locator('main a.button');
  expect(await buttons.count()).toBe(1);
  return (await buttons.getAttribute('href')) ?? '';
}

/**
 * A personal banking page shows its heading, the spec's facts, its eligibility and one call to
 * action, and its illustration, served by the section (`remoteAssetsUrl`).
 */
export async function expectPersonalBankingPage(
  page: Page,
  expected: PersonalBankingPage,
  remoteAssetsUrl: string,
): Promise<void> {
  await expectProductPageBasics(page, expected);
  // The support line's e-mail too.
  expect(
    await page.locator('.page-banner').getByRole('link', { name: identity.email.support }).getAttribute('href'),
  ).toBe(`mailto:${identity.email.support}`);

  if (expected.eligibility) {
    const items = await page
      .getByRole('region', { name: /who can/i })
      .getByRole('listitem')
      .allInnerTexts();
    for (const item of expected.eligibility) expect(items.join('\n')).toMatch(item);
  }

  const href = await callToActionHref(page);
  if (expected.mailSubject) {
    expect(href.startsWith(`mailto:${identity.email.info}?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toMatch(expected.mailSubject);
  } else if (href.startsWith('mailto:')) {
    const [address, query] = href.slice('mailto:'.length).split('?');
    expect(Object.values(identity.email)).toContain(address);
    expect(decodeURIComponent(query ?? '')).toMatch(/^subject=.+/);
  } else {
    expect(findRoute(href), `${href} is a route of the site`).toBeDefined();
  }
  await expectDrawnIllustration(page, remoteAssetsUrl);
}

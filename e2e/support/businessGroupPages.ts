import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { identity } from '../../shared/src/identity';
import { expectDrawnIllustration } from './browser';
import { expectProductPageBasics } from './productPage';
import type { Remote } from './site';

// Each business banking and group societies page's content, checked on the one visit every route
// gets (e2e/platform/every-route.e2e.ts); the sections' other tests are in e2e/site/business-group.e2e.ts.

/** A page's one button, as the specification gives it: a route, the relative path, or a mail message. */
type ExpectedAction =
  | { label?: string; route: string }
  | { label?: string; relative: 'login' }
  | { label?: string; mailTo: string; subject: RegExp };

export interface BusinessGroupPage {
  owner: Remote;
  heading: string;
  /** What the spec says the page offers (case-insensitive patterns on the page's text). */
  facts: RegExp[];
  /** The eligibility list, item by item, where the spec gives one. */
  eligibility?: RegExp[];
  action: ExpectedAction;
}

// Written out here from what each page must offer, not read from the records.
export const BUSINESS_GROUP_PAGES: Record<string, BusinessGroupPage> = {
  '/business_saving_account': {
    owner: 'business-banking',
    heading: 'Business Savings Account',
    facts: [
      /attractive interest/i,
      /easy deposits and withdrawals/i,
      /digital banking/i,
      /mobile app/i,
      /business support/i,
      /no monthly maintenance fees/i,
    ],
    action: { label: 'Open a Business Savings Account', route: '/login' },
  },
  '/business_credit_account': {
    owner: 'business-banking',
    heading: 'Business Credit Account',
    facts: [/flexible repayment/i, /tailored limits/i],
    eligibility: [
      /registered business with valid documents/i,
      /good credit standing/i,
      /at least 12 months of operation/i,
    ],
    action: { label: 'Apply Now', mailTo: identity.email.info, subject: /business credit account/i },
  },
  '/corperate_account': {
    owner: 'business-banking',
    heading: 'Corporate Account',
    facts: [
      /high limits/i,
      /multi-user access with customi[sz]able roles/i,
      /relationship manager/i,
      /online and mobile banking/i,
      /reporting/i,
    ],
    action: { route: '/login' },
  },
  '/group_account': {
    owner: 'business-banking',
    heading: 'Group Account',
    facts: [/multiple signatories/i, /transparent funds/i],
    action: { relative: 'login' },
  },
  '/church_account': {
    owner: 'business-banking',
    heading: 'Church Account',
    facts: [/tithes, offerings and donations/i, /multiple signatories/i],
    action: { mailTo: identity.email.info, subject: /church account/i },
  },
  '/business_loans': {
    owner: 'business-banking',
    heading: 'Business Loans',
    facts: [/unsecured/i, /real estate/i, /special/i, /seed/i],
    action: { label: 'Apply for a Business Loan', route: '/login' },
  },
  '/business_online_banking': {
    owner: 'business-banking',
    heading: 'Business Online Banking',
    facts: [],
    action: { label: 'Get Started', route: '/business-online-banking-signup' },
  },
  '/business_deposit_account': {
    owner: 'business-banking',
    heading: 'Business Deposit Account',
    facts: [],
    action: { mailTo: identity.email.info, subject: /business deposit account/i },
  },
  '/business_online_support': {
    owner: 'business-banking',
    heading: 'Business Support Services',
    facts: [],
    action: { mailTo: identity.email.support, subject: /business support/i },
  },
  '/njangie': {
    owner: 'group-societies',
    heading: 'Njangie Group Account',
    facts: [/rotat|in turn|on (their|each member’s) turn/i],
    eligibility: [/registered group/i, /constitution/i, /executives with their ID/i, /at least 5 members/i],
    action: { mailTo: identity.email.info, subject: /njangie/i },
  },
  '/meetings': {
    owner: 'group-societies',
    heading: 'Meeting House Account',
    facts: [],
    eligibility: [/registered group/i, /constitution/i, /IDs of its signatories/i, /proof of address/i],
    action: { mailTo: identity.email.info, subject: /meeting house account/i },
  },
  '/church': {
    owner: 'group-societies',
    heading: 'Church Account',
    facts: [/tithes/i, /offerings/i],
    eligibility: [
      /registered church/i,
      /leadership/i,
      /proof of address/i,
      /constitution, if available/i,
      /at least 2 signatories/i,
    ],
    action: { mailTo: identity.email.info, subject: /church account/i },
  },
};

async function expectAction(page: Page, expected: ExpectedAction) {
  const buttons = page.locator('main a.button');
  expect(await buttons.count(), 'one call to action').toBe(1);
  if (expected.label) expect((await buttons.innerText()).trim()).toBe(expected.label);
  const href = (await buttons.getAttribute('href')) ?? '';
  if ('route' in expected) {
    expect(href).toBe(expected.route);
  } else if ('relative' in expected) {
    // Written as the spec writes it; the browser resolves it against the page's path.
    expect(href).toBe(expected.relative);
    expect(await buttons.evaluate((a: HTMLAnchorElement) => new URL(a.href).pathname)).toBe('/login');
  } else {
    const [address, query] = href.slice('mailto:'.length).split('?');
    expect(href.startsWith('mailto:')).toBe(true);
    expect(address).toBe(expected.mailTo);
    expect(decodeURIComponent(query?.replace(/^subject=/, '') ?? '')).toMatch(expected.subject);
  }
}

/**
 * A business banking or group societies page shows its heading, what the spec says it offers,
 * its eligibility and its one button, and its illustration, served by its owner (`remoteAssetsUrl`).
 */
export async function expectBusinessGroupPage(
  page: Page,
  expected: BusinessGroupPage,
  remoteAssetsUrl: string,
): Promise<void> {
  await expectProductPageBasics(page, expected);
  if (expected.eligibility) {
    const items = await page
      .getByRole('region', { name: /eligibility/i })
      .getByRole('listitem')
      .allInnerTexts();
    expect(items).toHaveLength(expected.eligibility.length);
    expected.eligibility.forEach((item, index) => expect(items[index]).toMatch(item));
  }
  await expectAction(page, expected.action);
  await expectDrawnIllustration(page, remoteAssetsUrl);
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { findRoute } from '../../shared/src/routes';
import { expectDrawnIllustration, expectSoundPageThenClose, openAt } from '../support/browser';
import { expectProductPageBasics } from '../support/productPage';
import { composedSiteForThisFile, type Remote } from '../support/site';

/** A page's one button, as the specification gives it: a route, the relative path, or a mail message. */
type ExpectedAction =
  | { label?: string; route: string }
  | { label?: string; relative: 'login' }
  | { label?: string; mailTo: string; subject: RegExp };

interface Expected {
  owner: Remote;
  heading: string;
  /** What the spec says the page offers (case-insensitive patterns on the page's text). */
  facts: RegExp[];
  /** The eligibility list, item by item, where the spec gives one. */
  eligibility?: RegExp[];
  action: ExpectedAction;
}

// Written out here from what each page must offer, not read from the records.
const PAGES: Record<string, Expected> = {
  '/business_saving_account': {
    owner: 'business-banking',
    heading: 'Business Savings Account',
    facts: [/attractive interest/i, /easy deposits and withdrawals/i, /digital banking/i, /mobile app/i, /business support/i, /no monthly maintenance fees/i],
    action: { label: 'Open a Business Savings Account', route: '/login' },
  },
  '/business_credit_account': {
    owner: 'business-banking',
    heading: 'Business Credit Account',
    facts: [/flexible repayment/i, /tailored limits/i],
    eligibility: [/registered business with valid documents/i, /good credit standing/i, /at least 12 months of operation/i],
    action: { label: 'Apply Now', mailTo: identity.email.info, subject: /business credit account/i },
  },
  '/corperate_account': {
    owner: 'business-banking',
    heading: 'Corporate Account',
    facts: [/high limits/i, /multi-user access with customi[sz]able roles/i, /relationship manager/i, /online and mobile banking/i, /reporting/i],
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
    eligibility: [/registered church/i, /leadership/i, /proof of address/i, /constitution, if available/i, /at least 2 signatories/i],
    action: { mailTo: identity.email.info, subject: /church account/i },
  },
};
const PHONE_WIDTH = 320;
const NOT_FOUND = "That's an error.";

const env = composedSiteForThisFile();

const open = (path: string, width = PHONE_WIDTH) => openAt(env.browser, env.site.url + path, { width });


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

describe.each(Object.entries(PAGES))('%s', (path, expected) => {
  it('shows its heading, what the spec says it offers, its eligibility and its one button, on a 320 px phone, with no axe violations', async () => {
    const { page, errors, requests } = await open(path);
    await expectProductPageBasics(page, expected);

    if (expected.eligibility) {
      const items = await page.getByRole('region', { name: /eligibility/i }).getByRole('listitem').allInnerTexts();
      expect(items).toHaveLength(expected.eligibility.length);
      expected.eligibility.forEach((item, index) => expect(items[index]).toMatch(item));
    }
    await expectAction(page, expected.action);

    // Served by its owner, with an illustration drawn for the page.
    expect(requests.some((url) => url.startsWith(`${env.site.remoteAssetsUrl(expected.owner)}remoteEntry.js`))).toBe(true);
    await expectDrawnIllustration(page, env.site.remoteAssetsUrl(expected.owner));

    await expectSoundPageThenClose({ page, errors });
  });
});

describe('the buttons that leave the page', () => {
  it('Group Account’s relative "login" opens the log-in page', async () => {
    const { page } = await open('/group_account', 1280);
    await page.locator('main a.button').click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('Get Started lands on the not-found page, as the spec says', async () => {
    const { page } = await open('/business_online_banking', 1280);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/business-online-banking-signup');
    await page.context().close();
  });
});

describe.each([
  ['/business-banking', 'Business banking', 'business-banking'],
  ['/group-societies', 'Group Societies', 'group-societies'],
] as const)('the hub %s', (path, heading, owner) => {
  it('links to every page of its section, and shows no axe violations at 320 px', async () => {
    const { page, errors } = await open(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const hrefs = await page.locator('main .card a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const reached = new Set(hrefs.map((href) => findRoute(href)?.path));
    const sectionPages = Object.entries(PAGES).filter(([, page]) => page.owner === owner).map(([p]) => p);
    expect([...reached].sort()).toEqual(sectionPages.sort());
    await expectSoundPageThenClose({ page, errors });
  });
});

describe('the footer’s group loan application link', () => {
  /**
   * Clicks the footer link (its href stays "#loan_application") and expects the hub's section on
   * screen. On a phone the footer's columns are closed: the visitor opens Group Societies first.
   */
  async function followFooterLoanLink(page: Page) {
    const column = page.getByRole('navigation', { name: 'Group Societies' });
    if (!(await column.locator('details').evaluate((details: HTMLDetailsElement) => details.open))) await column.locator('summary').click();
    const link = column.getByRole('link', { name: 'Group loan application' });
    expect(await link.getAttribute('href')).toBe('#loan_application');
    await link.click();
    const section = page.getByRole('region', { name: 'Group loan application' });
    await section.waitFor();
    expect(new URL(page.url()).pathname).toBe('/group-societies');
    expect(new URL(page.url()).hash).toBe('#loan_application');
    expect(await section.getAttribute('id')).toBe('loan_application');
    // In view (its top near the top of the window) and focused, for keyboard and screen-reader users.
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(5);
    expect(await section.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await section.getByRole('link', { name: /apply/i }).getAttribute('href')).toMatch(new RegExp(`^mailto:${identity.email.info}\\?subject=`));
  }

  it.each([
    ['the home page', '/'],
    ['a product page of another section', '/business_loans'],
    ['the hub itself', '/group-societies'],
  ])('from %s shows the loan application section', async (_where, path) => {
    const { page, errors } = await open(path, 390);
    await page.locator('footer').waitFor();
    await followFooterLoanLink(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a shared link to /group-societies#loan_application opens at the section', async () => {
    const { page } = await open('/group-societies#loan_application', 390);
    const section = page.getByRole('region', { name: 'Group loan application' });
    await section.waitFor();
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(5);
    await page.context().close();
  });

  it('the related link of a group account page lands on the same section', async () => {
    const { page } = await open('/njangie', 390);
    await page.getByRole('link', { name: 'How to apply for a group loan' }).click();
    const section = page.getByRole('region', { name: 'Group loan application' });
    await section.waitFor();
    expect(new URL(page.url()).hash).toBe('#loan_application');
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(5);
    await page.context().close();
  });
});

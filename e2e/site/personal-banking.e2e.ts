import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { findRoute } from '../../shared/src/routes';
import { expectDrawnIllustration, expectNoAxeViolations, expectNoHorizontalScroll, expectSoundPageThenClose, openAt } from '../support/browser';
import { expectProductPageBasics } from '../support/productPage';
import { composedSiteForThisFile } from '../support/site';

/**
 * What the specification (sections 1, 2, 6 and 9) requires each personal banking page to say,
 * written out here rather than read from the content records.
 */
interface Expected {
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
const FREE_TRANSFERS = /transfers? (between|to other) Mboa( CCU)? accounts.*free|free.*transfers? between Mboa( CCU)? accounts/i;

const PAGES: Record<string, Expected> = {
  '/savings_account': { heading: 'Savings Account', facts: [/no monthly maintenance fees?/i], eligibility: [/\b18\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS], mailSubject: /savings account/i },
  '/deposit_ccount': { heading: 'Deposit Account', facts: [], eligibility: [ID_OR_PASSPORT, PROOF_OF_ADDRESS], mailSubject: /deposit account/i },
  '/credit_account': { heading: 'Credit Account', facts: [], eligibility: [/\b18\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS, /proof of income or employment/i], mailSubject: /credit account/i },
  '/student-Account': { heading: 'Student Account', facts: [/zero monthly fees/i], eligibility: [/\b16\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS, /proof of student status/i], mailSubject: /student account/i },
  '/daily_saving_account': { heading: 'Daily Savings Account', facts: [], eligibility: [ID_OR_PASSPORT, PROOF_OF_ADDRESS], mailSubject: /daily savings account/i },
  '/minor_account': { heading: 'Minor Account', facts: [], eligibility: [/under 18/i, /parent or guardian/i, PROOF_OF_ADDRESS], mailSubject: /minor account/i },
  '/individual_account': { heading: 'Individual Account', facts: [], eligibility: [/\b18\b/, ID_OR_PASSPORT, PROOF_OF_ADDRESS], mailSubject: /individual account/i },
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
const PHONE_WIDTH = 320;

const env = composedSiteForThisFile();

const open = (path: string, width = PHONE_WIDTH) => openAt(env.browser, env.site.url + path, { width });


/** The page's one call to action: the button of its "next step" block. */
async function callToActionHref(page: Page): Promise<string> {
  const buttons = page.locator('main a.button');
  expect(await buttons.count()).toBe(1);
  return (await buttons.getAttribute('href')) ?? '';
}

describe.each(Object.entries(PAGES))('%s', (path, expected) => {
  it('shows its heading, the spec facts, its eligibility and one call to action, on a 320 px phone, with no axe violations', async () => {
    const { page, errors } = await open(path);
    await expectProductPageBasics(page, expected);
    // The support line's e-mail too.
    expect(await page.locator('.page-banner').getByRole('link', { name: identity.email.support }).getAttribute('href')).toBe(`mailto:${identity.email.support}`);

    if (expected.eligibility) {
      const items = await page.getByRole('region', { name: /who can/i }).getByRole('listitem').allInnerTexts();
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

    await expectNoHorizontalScroll(page);
    await expectDrawnIllustration(page, env.site.remoteAssetsUrl('personal-banking'));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/ways-to-bank', () => {
  it('presents the app and internet banking, USSD with its steps, the virtual card and the store links', async () => {
    const { page, errors } = await open('/ways-to-bank');
    await page.getByRole('heading', { level: 1, name: 'Ways to Bank', exact: true }).waitFor();
    const main = page.locator('main');
    await main.getByRole('heading', { level: 2, name: /app|internet/i }).first().waitFor();
    const ussd = main.getByRole('region', { name: /USSD/ });
    expect(await ussd.locator('ol li').count()).toBeGreaterThanOrEqual(4);
    expect(await ussd.innerText()).toMatch(/\*\d+#/);
    expect(await main.getByRole('region', { name: /virtual card/i }).getByRole('link', { name: /virtual card/i }).first().getAttribute('href')).toBe('/virtual-card');
    expect(await main.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(identity.appStores.apple);
    expect(await main.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(identity.appStores.google);
    await expectSoundPageThenClose({ page, errors });
  });
});

describe('the personal banking hub', () => {
  it('links to every page of the section, and each link opens its page', async () => {
    const { page } = await open('/personal-banking', 1280);
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    const hrefs = await page.locator('main .card a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const reached = new Set(hrefs.map((href) => findRoute(href)?.path));
    expect([...reached].sort()).toEqual([...Object.keys(PAGES), '/ways-to-bank'].sort());
    await expectNoHorizontalScroll(page);
    await page.context().close();
  });

  it('the footer link /student-account opens the student page', async () => {
    const { page } = await open('/personal-banking', 1280);
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await page.locator('footer').getByRole('link', { name: /student/i }).click();
    await page.getByRole('heading', { level: 1, name: 'Student Account', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/student-account');
    await page.context().close();
  });

  it('opening an account page after the hub downloads only that page (and the template once)', async () => {
    const { page, requests } = await open('/personal-banking', 1280);
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await page.waitForLoadState('networkidle');
    const remoteOrigin = env.site.remoteAssetsUrl('personal-banking');
    /** This remote's files requested since `from`, with their content hashes taken out. */
    const remoteFilesSince = (from: number) =>
      requests
        .slice(from)
        .filter((url) => url.startsWith(remoteOrigin))
        .map((url) => url.slice(remoteOrigin.length).replace(/-[\w-]{8}\.(js|svg)$/, '.$1'))
        .sort();

    let mark = requests.length;
    await page.locator('main').getByRole('link', { name: 'Savings account details', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Savings Account', exact: true }).waitFor();
    await page.locator('main img').first().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // The page's English record and illustration, the section's English support line (once), and
    // the template: ProductPage and the primitives it shares with /ways-to-bank (Rollup names that
    // chunk after its first module, SupportLine).
    expect(remoteFilesSince(mark)).toEqual(['ProductPage.js', 'SupportLine.js', 'savings.svg', 'savingsAccount.en.js', 'support.en.js']);

    mark = requests.length;
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Student account details', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Student Account', exact: true }).waitFor();
    await page.locator('main img').first().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(remoteFilesSince(mark)).toEqual(['student.svg', 'studentAccount.en.js']);
    await page.context().close();
  });
});

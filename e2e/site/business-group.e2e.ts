import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { findRoute } from '../../shared/src/routes';
import { expectSoundPageThenClose, openAt } from '../support/browser';
import { BUSINESS_GROUP_PAGES } from '../support/businessGroupPages';
import { composedSiteForThisFile } from '../support/site';

const PHONE_WIDTH = 320;

const env = composedSiteForThisFile();

const open = (path: string, width = PHONE_WIDTH) => openAt(env.browser, env.site.url + path, { width });

// Each page of the two sections (its heading, what the spec says it offers, eligibility, its one
// button and illustration, at 320 px with no axe violations) is checked on the one visit every
// route gets: e2e/platform/every-route.e2e.ts, from the table in e2e/support/businessGroupPages.ts.

describe('the buttons that leave the page', () => {
  it('Group Account’s relative "login" opens the log-in page', async () => {
    const { page } = await open('/group_account', 1280);
    await page.locator('main a.button').click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('Get Started leads where the seed names, to the page that says how a business gets online banking', async () => {
    const { page } = await open('/business_online_banking', 1280);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Business Online Banking' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/business-online-banking-signup');
    expect(
      await page.getByRole('link', { name: 'Write to us about business online banking' }).getAttribute('href'),
    ).toMatch(/^mailto:/);
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
    const hrefs = await page
      .locator('main .card a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const reached = new Set(hrefs.map((href) => findRoute(href)?.path));
    const sectionPages = Object.entries(BUSINESS_GROUP_PAGES)
      .filter(([, page]) => page.owner === owner)
      .map(([p]) => p);
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
    if (!(await column.locator('details').evaluate((details: HTMLDetailsElement) => details.open)))
      await column.locator('summary').click();
    const link = column.getByRole('link', { name: 'Group loan application' });
    expect(await link.getAttribute('href')).toBe('#loan_application');
    await link.click();
    const section = page.getByRole('region', { name: 'Group loan application' });
    await section.waitFor();
    expect(new URL(page.url()).pathname).toBe('/group-societies');
    expect(new URL(page.url()).hash).toBe('#loan_application');
    expect(await section.getAttribute('id')).toBe('loan_application');
    // In view (its top near the top of the window) and focused, for keyboard and screen-reader users.
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(5);
    expect(await section.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await section.getByRole('link', { name: /apply/i }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${identity.email.info}\\?subject=`),
    );
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
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(5);
    await page.context().close();
  });

  it('the related link of a group account page lands on the same section', async () => {
    const { page } = await open('/njangie', 390);
    await page.getByRole('link', { name: 'How to apply for a group loan' }).click();
    const section = page.getByRole('region', { name: 'Group loan application' });
    await section.waitFor();
    expect(new URL(page.url()).hash).toBe('#loan_application');
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(5);
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { findRoute } from '../../shared/src/routes';
import { expectNoHorizontalScroll, expectSoundPageThenClose, openAt } from '../support/browser';
import { PERSONAL_BANKING_PAGES } from '../support/personalBankingPages';
import { composedSiteForThisFile } from '../support/site';

const PHONE_WIDTH = 320;

const env = composedSiteForThisFile();

const open = (path: string, width = PHONE_WIDTH) => openAt(env.browser, env.site.url + path, { width });

// Each page of the section (its heading, the spec's facts, eligibility, call to action and
// illustration, at 320 px with no axe violations) is checked on the one visit every route gets:
// e2e/platform/every-route.e2e.ts, from the table in e2e/support/personalBankingPages.ts.

describe('/ways-to-bank', () => {
  it('presents the app and online banking, USSD with its steps, the virtual card and the store links', async () => {
    const { page, errors } = await open('/ways-to-bank');
    await page.getByRole('heading', { level: 1, name: 'Ways to Bank', exact: true }).waitFor();
    const main = page.locator('main');
    await main
      .getByRole('heading', { level: 2, name: /app|internet/i })
      .first()
      .waitFor();
    const ussd = main.getByRole('region', { name: /USSD/ });
    expect(await ussd.locator('ol li').count()).toBeGreaterThanOrEqual(4);
    expect(await ussd.innerText()).toMatch(/\*\d+#/);
    expect(
      await main
        .getByRole('region', { name: /virtual card/i })
        .getByRole('link', { name: /virtual card/i })
        .first()
        .getAttribute('href'),
    ).toBe('/virtual-card');
    expect(await main.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      identity.appStores.apple,
    );
    expect(await main.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      identity.appStores.google,
    );
    await expectSoundPageThenClose({ page, errors });
  });
});

describe('the personal banking hub', () => {
  it('links to every page of the section, and each link opens its page', async () => {
    const { page } = await open('/personal-banking', 1280);
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    const hrefs = await page
      .locator('main .card a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const reached = new Set(hrefs.map((href) => findRoute(href)?.path));
    expect([...reached].sort()).toEqual([...Object.keys(PERSONAL_BANKING_PAGES), '/ways-to-bank'].sort());
    await expectNoHorizontalScroll(page);
    await page.context().close();
  });

  it('the footer link /student-account opens the student page', async () => {
    const { page } = await open('/personal-banking', 1280);
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await page
      .locator('footer')
      .getByRole('link', { name: /student/i })
      .click();
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
    expect(remoteFilesSince(mark)).toEqual([
      'ProductPage.js',
      'SupportLine.js',
      'savings.svg',
      'savingsAccount.en.js',
      'support.en.js',
    ]);

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

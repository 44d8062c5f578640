// The footer on a phone (at most one screen, its link columns native disclosures that open by
// keyboard) and the home page on a desktop (sections that use the content width).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, openPage } from './support/browser';
import { composedSiteForThisFile } from './support/site';
import { SPEC_FOOTER_COLUMNS } from './support/specFooter';

const env = composedSiteForThisFile();
const PHONE = { width: 390, height: 844 };
/** A shell page, a remote's hub, a product page and the tool: the footer is the same on all. */
const PAGES = [
  { path: '/', heading: 'Banking, Everyday and Everywhere' },
  { path: '/personal-banking', heading: 'Personal banking' },
  { path: '/savings_account', heading: 'Savings Account' },
  { path: '/verify-statement', heading: 'Verify a Statement' },
];

async function open(path: string, heading: string, size: { width: number; height: number }) {
  const watched = await openPage(env.browser, size);
  await watched.page.goto(env.site.url + path);
  await watched.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await watched.page.locator('footer').waitFor();
  return watched;
}

const columnHrefs = (page: Page, index: number) =>
  page.locator('footer [data-footer-column]').nth(index).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('the footer on a 390 px phone', () => {
  it.each(PAGES)('is at most one screen tall on $path, its four columns closed', async ({ path, heading }) => {
    const { page, errors } = await open(path, heading, PHONE);
    const footer = await page.locator('footer').boundingBox();
    expect(footer?.height).toBeLessThanOrEqual(PHONE.height);
    const columns = page.locator('footer [data-footer-column] details');
    expect(await columns.count()).toBe(4);
    for (let index = 0; index < 4; index++) {
      expect(await columns.nth(index).evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
      expect(await columns.nth(index).locator('a').first().isVisible()).toBe(false);
    }
    // The identifiers and the copyright line are not folded away.
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.locator('footer').getByText('Taxpayer number', { exact: false }).isVisible()).toBe(true);
    expect(await page.locator('footer').getByText('COBAC licence', { exact: false }).isVisible()).toBe(true);
    expect(await page.locator('footer').getByText(`© 2020-${new Date().getFullYear()} Mboa Cooperative Credit Union`).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps every link the specification lists, in order, in each column', async () => {
    const { page } = await open('/', PAGES[0]!.heading, PHONE);
    for (const [index, column] of SPEC_FOOTER_COLUMNS.entries()) {
      const nav = page.getByRole('navigation', { name: column.heading });
      expect(await nav.getAttribute('data-footer-column')).not.toBeNull();
      expect(await columnHrefs(page, index)).toEqual(column.hrefs);
    }
    await page.context().close();
  });

  it('opens and closes each column from the keyboard, its links then reachable with Tab', async () => {
    const { page } = await open('/savings_account', 'Savings Account', PHONE);
    const summaries = page.locator('footer [data-footer-column] summary');
    await summaries.first().focus();
    for (const [index, column] of SPEC_FOOTER_COLUMNS.entries()) {
      const summary = summaries.nth(index);
      // Tab order: from one closed column to the next (closed columns hide their links).
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await summary.textContent()).toBe(column.heading);
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      const links = page.locator('footer [data-footer-column]').nth(index).locator('a');
      await links.first().waitFor({ state: 'visible' });
      expect(await links.evaluateAll((all) => all.every((link) => (link as HTMLElement).offsetHeight > 0))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(column.hrefs[0]);
      if (index === 0) await expectNoAxeViolations(page);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await links.first().waitFor({ state: 'hidden' });
      await page.keyboard.press('Tab');
    }
    await page.context().close();
  });
});

describe.each([1280, 1024])('at %i px', (width) => {
  it('shows the four footer columns with every link, with nothing to open', async () => {
    const { page } = await open('/', PAGES[0]!.heading, { width, height: 800 });
    for (const [index, column] of SPEC_FOOTER_COLUMNS.entries()) {
      const links = page.locator('footer [data-footer-column]').nth(index).locator('a');
      expect(await links.count()).toBe(column.hrefs.length);
      for (let link = 0; link < column.hrefs.length; link++) expect(await links.nth(link).isVisible()).toBe(true);
    }
    // A click on a column's heading leaves it as it is: a heading, not a control.
    await page.locator('footer summary').first().click({ force: true });
    expect(await page.locator('footer [data-footer-column]').first().locator('a').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('lays out every home section across the content width: no text column narrower than half of it', async () => {
    const { page } = await open('/', PAGES[0]!.heading, { width, height: 800 });
    await page.locator('[data-home-section="testimonials"] li').first().scrollIntoViewIfNeeded();
    await page.locator('.testimonials-carousel, .testimonials-static').first().waitFor();
    const sections = await page.locator('[data-home-section]').evaluateAll((all) =>
      all.map((section) => {
        const container = section.querySelector('.container')!;
        const style = getComputedStyle(container);
        const box = container.getBoundingClientRect();
        const contentWidth = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const contentRight = box.right - parseFloat(style.paddingRight);
        // The text column: the block that holds the section's heading (the container itself when
        // the heading sits straight in it).
        const heading = section.querySelector('h1, h2')!;
        const textColumn = (heading.parentElement === container ? heading : heading.parentElement!).getBoundingClientRect();
        // What stands beside the text, on the same rows: the drawing or the panel of highlights.
        const beside = [...section.querySelectorAll('svg, .feature__panel')]
          .map((element) => element.getBoundingClientRect())
          .filter((other) => other.width > 0 && other.left >= textColumn.right && other.top < textColumn.bottom && other.bottom > textColumn.top);
        const rowTops = (selector: string) => new Set([...section.querySelectorAll(selector)].map((card) => Math.round(card.getBoundingClientRect().top))).size;
        return {
          name: section.getAttribute('data-home-section') ?? '',
          contentWidth,
          textWidth: textColumn.width,
          emptyBesideText: (beside.length ? Math.min(...beside.map((other) => other.left)) : contentRight) - textColumn.right,
          besideText: beside.length,
          cards: section.querySelectorAll('.product-card').length,
          cardRows: rowTops('.product-card'),
          testimonials: section.querySelectorAll('.testimonial-group li:not([aria-hidden="true"])').length,
        };
      }),
    );
    expect(sections.map((section) => section.name)).toEqual(['hero', 'personal-banking', 'business-banking', 'products', 'free-transfer', 'njangie', 'meeting-house', 'testimonials', 'open-account']);
    for (const section of sections) {
      expect(section.textWidth, section.name).toBeGreaterThanOrEqual(section.contentWidth / 2);
      expect(section.emptyBesideText, section.name).toBeLessThan(width / 3);
    }
    // A drawing beside the hero's text, and the highlights beside each text section's.
    for (const section of sections.filter((s) => !['products', 'testimonials'].includes(s.name))) {
      expect(section.besideText, `${section.name}: something beside the text`).toBeGreaterThan(0);
    }
    // Cards in rows: the six products in two rows of three.
    const products = sections.find((section) => section.name === 'products')!;
    expect([products.cards, products.cardRows]).toEqual([6, 2]);
    await page.context().close();
  });
});

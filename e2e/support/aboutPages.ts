import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { identity } from '../../shared/src/identity';
import testimonials from '../../shell/src/pages/testimonials/testimonials.en';

// What each of the shell's about pages shows, checked on the one visit every route gets
// (e2e/platform/every-route.e2e.ts).

/**
 * The shell's information pages. What each must show is written out here, not read from the
 * pages' content records.
 */
export interface AboutPage {
  heading: string;
  /** What the page must show, checked after the heading is there. */
  check: (page: Page) => Promise<void>;
}

const ABOUT = `/about_${identity.slug}`;

/** The spec's five roles, as it names them. */
const ROLES = [
  'Daily Cash Collector',
  'Java Developer',
  'Python Developer',
  'Full Stack Developer',
  'React / Angular / Flutter Developer',
];

export const ABOUT_PAGES: Record<string, AboutPage> = {
  '/money-skills': {
    heading: 'Money Skills',
    check: async (page) => {
      const main = page.locator('main');
      for (const module of [/budget/i, /njangie/i, /credit/i, /fraud/i]) {
        await main.getByRole('heading', { level: 3, name: module }).first().waitFor();
      }
      expect(await mailSubjects(page, identity.email.info)).toEqual(
        expect.arrayContaining([expect.stringMatching(/money skills/i)]),
      );
      expect(await mailSubjects(page, identity.email.fraud)).toHaveLength(1);
      await main.getByRole('heading', { level: 2, name: /join a session/i }).waitFor();
    },
  },
  '/career': {
    heading: 'Careers',
    check: async (page) => {
      const main = page.locator('main');
      expect(await main.locator('article h3').allTextContents()).toEqual(ROLES);
      for (const role of ROLES) {
        const article = main.getByRole('article', { name: role, exact: true });
        expect(await article.innerText()).toMatch(/Based in/);
        const apply = article.locator(`a[href^="mailto:${identity.email.info}?subject="]`);
        expect(await apply.count()).toBe(1);
        const subject = decodeURIComponent((await apply.getAttribute('href'))!.split('subject=')[1]!);
        expect(subject).toContain(role);
      }
    },
  },
  '/press': {
    heading: 'Press',
    check: async (page) => {
      const main = page.locator('main');
      const dates = await main
        .locator('article time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
      expect(dates.length).toBeGreaterThanOrEqual(3);
      for (const date of dates) expect(date).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect([...dates].sort().reverse()).toEqual(dates); // newest first
      await main.getByRole('heading', { level: 2, name: 'Media contact' }).waitFor();
      expect(await mailSubjects(page, identity.email.info)).toEqual(
        expect.arrayContaining([expect.stringMatching(/press/i)]),
      );
    },
  },
  [ABOUT]: {
    heading: `About ${identity.shortName}`,
    check: async (page) => {
      const text = await page.locator('main').innerText();
      expect(text).toMatch(/Category 1 credit union and microfinance institution/);
      for (const member of [/students/i, /minors/i, /SMEs/, /cooperatives/i, /churches/i, /njangie/i])
        expect(text).toMatch(member);
      for (const { value } of identity.regulatory) expect(text).toContain(value);
      expect(text).toContain(identity.address.street);
      expect(text).toContain(String(identity.foundedYear));
    },
  },
  '/our-story': {
    heading: 'Our Story',
    check: async (page) => {
      const journey = page.getByRole('region', { name: /journey/i });
      const years = await journey
        .locator('ol > li time')
        .evaluateAll((times) => times.map((t) => [t.getAttribute('datetime'), t.textContent]));
      expect(years).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026'].map((year) => [year, year]));
      const text = await journey.innerText();
      for (const milestone of [/Limbe/, /njangie/i, /mobile app/i, /USSD/, /Verify Statement/])
        expect(text).toMatch(milestone);
    },
  },
  '/testimonies': {
    heading: 'Testimonies',
    check: async (page) => {
      // The home carousel's ten testimonials, all shown at once: no carousel here.
      const cards = page.locator('main [data-testimonial-id]');
      expect(await cards.count()).toBe(10);
      const text = await page.locator('main').innerText();
      for (const testimonial of testimonials.items) expect(text).toContain(testimonial.name);
      expect(await page.locator('main .slick-slider').count()).toBe(0);
      for (const card of await cards.all()) expect(await card.isVisible()).toBe(true);
    },
  },
  '/legal': {
    heading: 'Legal',
    check: async (page) => {
      for (const [id, name] of [
        ['terms', /terms of use/i],
        ['privacy', /privacy/i],
        ['cookies', /cookie/i],
      ] as const) {
        const section = page.locator(`main section#${id}`);
        await section.getByRole('heading', { level: 2, name }).waitFor();
      }
      const cookies = await page.locator('main section#cookies').innerText();
      expect(cookies).toContain('verified_account');
      expect(cookies).toMatch(/About 14 minutes after it is set/);
      expect(cookies).toMatch(/14 minutes/);
      expect(cookies).toMatch(/SameSite=Strict/);
      // Everything kept in the browser, by name, and the speed measurement with what it carries.
      expect(cookies).toContain('mboa:language-offer-dismissed');
      expect(cookies).toContain('mboa:shell-release-reload');
      const privacy = await page.locator('main section#privacy').innerText();
      expect(privacy).toMatch(/no analytics/i);
      expect(privacy).toContain('/vitals');
      expect(privacy).toMatch(/Global Privacy Control or Do Not Track/);
      expect(await page.locator('main').innerText()).toContain(identity.email.fraud);
      // The table of contents reaches each notice.
      await page.locator('main').getByRole('link', { name: 'Cookies and what the site keeps in your browser' }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#cookies');
    },
  },
};

/** Subjects of the mail links to one address in the page's main content. */
async function mailSubjects(page: Page, address: string): Promise<string[]> {
  const hrefs = await page
    .locator(`main a[href^="mailto:${address}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.split('subject=')[1] ?? ''));
}

/** An about page shows its one heading, then what its record above says it must. */
export async function expectAboutPage(page: Page, expected: AboutPage): Promise<void> {
  await page.getByRole('heading', { level: 1, name: expected.heading, exact: true }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  await expected.check(page);
}

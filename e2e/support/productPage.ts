import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { identity } from '../../shared/src/identity';

/**
 * What every product page shows, whichever section owns it: its heading, the facts the
 * specification gives it, and the banner's support line (help centre and chat hours).
 */
export async function expectProductPageBasics(
  page: Page,
  expected: { heading: string; facts: readonly RegExp[] },
): Promise<void> {
  await page.getByRole('heading', { level: 1, name: expected.heading, exact: true }).waitFor();
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  for (const fact of expected.facts) expect(text).toMatch(fact);
  const banner = page.locator('.page-banner');
  expect(await banner.getByRole('link', { name: 'Help Centre' }).getAttribute('href')).toBe('/help-center');
  expect(await banner.innerText()).toContain(identity.liveChat.hours.en);
}

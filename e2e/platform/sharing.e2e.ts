import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { REMOTES, composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
/** A definition only each library's own code contains (checked against the builds). */
const LIBRARIES = {
  react: /\.cloneElement=/,
  'react/jsx-runtime': /\.jsxs=/,
  'react-dom': /\.createPortal=/,
  'react-dom/client': /\.createRoot=/,
  'react-router-dom': /useNavigate\(\) may be used only/,
};

describe('shared libraries', () => {
  it('are downloaded once on a path that crosses two remotes', async () => {
    const { page, errors } = await openPage(env.browser);
    const scripts: { url: string; body: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.text().then((body) => void scripts.push({ url: response.url(), body })));
    });
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Personal Banking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await nav.getByRole('link', { name: 'Group Societies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Group Societies' }).waitFor();
    await Promise.all(pending);

    expect(scripts.some((s) => s.url.startsWith(env.site.remoteAssetsUrl('personal-banking')))).toBe(true);
    expect(scripts.some((s) => s.url.startsWith(env.site.remoteAssetsUrl('group-societies')))).toBe(true);
    for (const [library, marker] of Object.entries(LIBRARIES)) {
      const carriers = scripts.filter((s) => marker.test(s.body)).map((s) => s.url);
      expect(carriers, `${library} downloaded by ${carriers.join(', ')}`).toHaveLength(1);
    }
    // Each script URL was fetched once.
    const urls = scripts.map((s) => s.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('requests nothing from any host but the site and its remotes', async () => {
    const { page, requests } = await openPage(env.browser);
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    await page.locator('[data-home-section="testimonials"]').scrollIntoViewIfNeeded();
    await page.locator('[data-home-section="testimonials"] .slick-slider').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Banking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Business banking' }).waitFor();
    // The site and its remotes (one origin behind nginx; a port each on the embedded host).
    const ours = new Set([env.site.url, ...REMOTES.map((remote) => new URL(env.site.remoteAssetsUrl(remote)).origin)]);
    const foreign = requests.filter((url) => !url.startsWith('data:') && !ours.has(new URL(url).origin));
    expect(foreign).toEqual([]);
    await page.context().close();
  });
});

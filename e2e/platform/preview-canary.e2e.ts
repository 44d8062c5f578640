// Preview and canary (docs/hosting.md, "Preview and canary"), against each host (both run it:
// scripts/test/test-e2e.mjs). A section team deploys a release for one browser (a preview link)
// or for a share of visitors (a canary), then promotes or discards it; nobody else, crawlers
// included, sees it, and no visitor mixes two releases of a section within a visit.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deployCandidate, discardCandidate } from '../../hosting/deploy/candidateReleases.mjs';
import { promote } from '../../hosting/deploy/candidateReleases.mjs';
import { readState } from '../../hosting/deploy/releases.mjs';
import { PREVIEWS_FOLDER } from '../../hosting/lib/candidateFolders.mjs';
import { vitalsLogOf } from '../../hosting/lib/vitalsLog.mjs';
import { CANARY_COOKIE, PREVIEW_COOKIE } from '../../shared/src/releaseChoice.mjs';
import { parseLogLine, type VitalsRecord } from '../../shared/src/vitalsBeacon.mjs';
import { runCommand } from '../../hosting/cli/runCommand.testing';
import { expectNoAxeViolations, navigateInApp, openPage } from '../support/browser';
import { removeRebuilds, sameBuildAsNewRelease } from '../support/rebuild';
import { HOST, ROOT, composedSiteForThisFile, distOf } from '../support/site';

// Behind a trusted proxy on the loopback, which may say the visitor's connection is https.
const env = composedSiteForThisFile({ trustedProxies: ['127.0.0.1'] });
afterAll(removeRebuilds);

/** A build of `pkg` as a new release (the same code, a new build id), made once per marker. */
const newRelease = (pkg: string, marker: string) => sameBuildAsNewRelease(distOf(pkg), `${pkg}-${marker}`);

/** The build id of `section` that a page was composed from (its data block). */
const composedRelease = (page: Page, section: string) =>
  page.evaluate(
    (name) =>
      (JSON.parse(document.getElementById('mboa-page')?.textContent ?? '{}') as { releases?: Record<string, string> })
        .releases?.[name],
    section,
  );

/** The build id of `section` in the manifest this browser is given. */
const manifestRelease = (page: Page, section: string) =>
  page.evaluate(async (name) => {
    const manifest = (await (await fetch('/remotes.json')).json()) as { remotes: Record<string, string> };
    return /\/([0-9a-f]{12})\/assets\/remoteEntry\.js$/.exec(manifest.remotes[name] ?? '')?.[1];
  }, section);

const previewBar = (page: Page) => page.getByRole('complementary', { name: /^(Preview|Aperçu)$/ });

/** What a crawler gets at `path`: the page's HTML, fetched with no cookie, as a robot's User-Agent. */
async function asCrawler(path: string): Promise<{ html: string; cookie: string | null }> {
  const response = await fetch(`${env.site.url}${path}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  return { html: await response.text(), cookie: response.headers.get('set-cookie') };
}

const clearCandidates = async () => {
  for (const section of ['personal-banking', 'business-banking', 'group-societies'])
    await discardCandidate({ root: env.site.root, pkg: section }).catch(() => undefined);
};

describe(`a preview link on the ${HOST} host`, () => {
  let previewed: { buildId: string; previewPath: string };
  beforeAll(async () => {
    const result = await deployCandidate({
      root: env.site.root,
      pkg: 'personal-banking',
      from: newRelease('personal-banking', 'preview'),
      preview: {},
    });
    previewed = { buildId: result.buildId, previewPath: result.previewPath ?? '' };
  }, 60_000);
  afterAll(clearCandidates);

  it('shows the release to the browser that opened the link, in both languages, with its bar, and to nobody else', async () => {
    const live = env.site.liveRelease('personal-banking').buildId;
    expect(previewed.previewPath).toMatch(/^\/personal-banking\?preview=[0-9a-f]{32}\.\d+\.[A-Za-z0-9_-]{22}$/);

    const previewer = await openPage(env.browser);
    const landing = await previewer.page.goto(`${env.site.url}${previewed.previewPath}`);
    // The link leaves the address bar at once: the page's own address, the token in a cookie.
    expect(previewer.page.url()).toBe(`${env.site.url}/personal-banking`);
    expect(landing?.status()).toBe(200);
    expect(await landing?.allHeaders()).toMatchObject({
      'cache-control': 'private, no-store',
      'cdn-cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    });
    await expect
      .poll(() => previewBar(previewer.page).textContent())
      .toContain(`Preview of the Personal Banking section, release ${previewed.buildId}.`);
    expect(await composedRelease(previewer.page, 'personal-banking')).toBe(previewed.buildId);
    expect(await manifestRelease(previewer.page, 'personal-banking')).toBe(previewed.buildId);
    const cookie = (await previewer.page.context().cookies()).find((entry) => entry.name === PREVIEW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await expectNoAxeViolations(previewer.page);

    // In French, the same release with the bar in French; moving in the app keeps both.
    await previewer.page.goto(`${env.site.url}/fr/savings_account`);
    await expect
      .poll(() => previewBar(previewer.page).textContent())
      .toContain(
        `Aperçu de la rubrique Particuliers, version ${previewed.buildId}\u00a0: seul ce navigateur voit cette version\u00a0;`,
      );
    expect(await previewBar(previewer.page).getByRole('link').textContent()).toBe("Terminer l'aperçu");
    expect(await composedRelease(previewer.page, 'personal-banking')).toBe(previewed.buildId);
    await navigateInApp(previewer.page, '/fr/student-Account');
    await previewer.page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /tudiant/ })
      .waitFor();
    expect(previewer.requests.some((url) => url.includes(`/${previewed.buildId}/assets/remoteEntry.js`))).toBe(true);
    expect(previewer.requests.some((url) => url.includes(`/${live}/assets/remoteEntry.js`))).toBe(false);
    expect(await previewBar(previewer.page).count()).toBe(1);
    // Another section's pages are the live ones, without the bar.
    await previewer.page.goto(`${env.site.url}/business-banking`);
    expect(await previewBar(previewer.page).count()).toBe(0);
    expect(previewer.errors).toEqual([]);

    // Another visitor at the same addresses: the live release, no bar, no cookie.
    const visitor = await openPage(env.browser);
    for (const path of ['/personal-banking', '/fr/savings_account']) {
      const response = await visitor.page.goto(`${env.site.url}${path}`);
      expect(await composedRelease(visitor.page, 'personal-banking')).toBe(live);
      expect(await previewBar(visitor.page).count()).toBe(0);
      expect((await response?.allHeaders())?.['cache-control']).toBe('no-cache');
      // While a preview exists, a shared cache keeps each cookie's answer apart.
      expect((await response?.allHeaders())?.vary).toMatch(/\bCookie\b/);
    }
    expect((await fetch(`${env.site.url}/remotes.json`)).headers.get('vary')).toMatch(/\bCookie\b/);
    expect(await manifestRelease(visitor.page, 'personal-banking')).toBe(live);
    expect(await visitor.page.context().cookies()).toEqual([]);

    // A crawler, even one that follows the link: the link's answer is only a redirect with a cookie it does not keep.
    for (const path of ['/personal-banking', '/fr/savings_account']) {
      const { html } = await asCrawler(path);
      expect(html).toContain(`"personal-banking":"${live}"`);
      expect(html).not.toContain('release-preview');
    }
    const followed = await fetch(`${env.site.url}${previewed.previewPath}`, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/personal-banking');
    expect(followed.headers.get('cache-control')).toContain('no-store');

    // Ending the preview from its bar: the same page, live, and the cookie gone.
    await previewer.page.goto(`${env.site.url}/fr/savings_account`);
    await previewBar(previewer.page).getByRole('link').click();
    await previewer.page.waitForURL(`${env.site.url}/fr/savings_account`);
    await expect.poll(() => composedRelease(previewer.page, 'personal-banking')).toBe(live);
    expect(await previewBar(previewer.page).count()).toBe(0);
    expect((await previewer.page.context().cookies()).filter((entry) => entry.name === PREVIEW_COOKIE)).toEqual([]);
    await previewer.page.context().close();
    await visitor.page.context().close();
  });

  it('over https names its cookie with the __Host- prefix, and reads that name alone there', async () => {
    // The visitor's connection is https at the proxy in front (TRUSTED_PROXIES: the loopback).
    const https = { 'X-Forwarded-Proto': 'https' };
    const value = previewed.previewPath.split('=')[1]!;
    const opened = await fetch(`${env.site.url}${previewed.previewPath}`, { redirect: 'manual', headers: https });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^__Host-${PREVIEW_COOKIE}=${value.replaceAll('.', '\\.')}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
    const releaseIn = async (cookie: string) =>
      /"personal-banking":"([^"]+)"/.exec(
        await (await fetch(`${env.site.url}/personal-banking`, { headers: { ...https, Cookie: cookie } })).text(),
      )?.[1];
    expect(await releaseIn(`__Host-${PREVIEW_COOKIE}=${value}`)).toBe(previewed.buildId);
    // The plain name over https is no one's: the live release.
    expect(await releaseIn(`${PREVIEW_COOKIE}=${value}`)).toBe(env.site.liveRelease('personal-banking').buildId);
  });

  it('refuses a link whose signature or expiry was changed, and one that has expired, with a clear answer and no preview', async () => {
    const [token, expires, signature] = previewed.previewPath.split('=')[1]!.split('.') as [string, string, string];
    const forged = [
      `${token}.${Number(expires) + 86_400}.${signature}`,
      `${token}.${expires}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
    ];
    for (const value of forged) {
      const response = await fetch(`${env.site.url}/personal-banking?preview=${value}`, { redirect: 'manual' });
      expect(response.status).toBe(410);
      expect(await response.text()).toContain('This preview link has ended or expired.');
      expect(response.headers.get('set-cookie')).toContain(`${PREVIEW_COOKIE}=; Max-Age=0`);
    }
    // A preview deployed eight days ago for seven days: its link is refused, its cookie opens nothing.
    const old = await deployCandidate({
      root: env.site.root,
      pkg: 'group-societies',
      from: newRelease('group-societies', 'old-preview'),
      preview: { days: 7 },
      now: (await env.site.hostTime()) - 8 * 86_400_000,
    });
    const expired = await fetch(`${env.site.url}${old.previewPath}`, { redirect: 'manual' });
    expect(expired.status).toBe(410);
    const withCookie = await fetch(`${env.site.url}/group-societies`, {
      headers: { Cookie: `${PREVIEW_COOKIE}=${old.previewPath!.split('=')[1]}` },
    });
    expect(await withCookie.text()).toContain(`"group-societies":"${env.site.liveRelease('group-societies').buildId}"`);
    // The next deploy command ends it: its folder goes, and there is nothing left to discard.
    await expect(discardCandidate({ root: env.site.root, pkg: 'group-societies' })).rejects.toThrow(
      'has no release in preview or canary to discard',
    );
    expect(existsSync(join(env.site.root, PREVIEWS_FOLDER, old.previewPath!.split('=')[1]!.split('.')[0]!))).toBe(
      false,
    );
  });

  it('ends every link given before with a new key (npm run rotate-preview-key): 410, and the browser that opened one is back on the live release', async () => {
    const live = env.site.liveRelease('personal-banking').buildId;
    const previewer = await openPage(env.browser);
    await previewer.page.goto(`${env.site.url}${previewed.previewPath}`);
    await expect.poll(() => composedRelease(previewer.page, 'personal-banking')).toBe(previewed.buildId);

    // As an operator runs it: nginx serving the root (recorded in it) reloads, since it reads the key at load.
    const rotated = await runCommand(
      join(ROOT, 'hosting', 'cli', 'rotate-preview-key.mjs'),
      ['--root', env.site.root],
      ROOT,
    );
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toContain('every preview link given before now gets 410');
    if (HOST === 'nginx') expect(rotated.stdout).toMatch(/nginx reloaded with the new key: pid \d+\./);

    const stranger = await openPage(env.browser);
    // A plain-text answer: no app to wait for.
    const refused = await stranger.page.goto(`${env.site.url}${previewed.previewPath}`, { waitUntil: 'commit' });
    expect(refused?.status()).toBe(410);
    await stranger.page.waitForLoadState();
    expect(await stranger.page.textContent('body')).toContain('This preview link has ended or expired.');
    await previewer.page.goto(`${env.site.url}/personal-banking`);
    expect(await composedRelease(previewer.page, 'personal-banking')).toBe(live);
    expect(await previewBar(previewer.page).count()).toBe(0);

    // Previewed again: a new link, signed with the new key, opens it.
    const again = await deployCandidate({
      root: env.site.root,
      pkg: 'personal-banking',
      from: newRelease('personal-banking', 'preview'),
      preview: {},
    });
    await stranger.page.goto(`${env.site.url}${again.previewPath}`);
    await expect.poll(() => composedRelease(stranger.page, 'personal-banking')).toBe(previewed.buildId);
    await previewer.page.context().close();
    await stranger.page.context().close();
  });
});

describe(`promote and discard on the ${HOST} host`, () => {
  afterAll(clearCandidates);

  it('promote makes the previewed release live for everyone without copying it again; discard takes a preview back', async () => {
    const first = await deployCandidate({
      root: env.site.root,
      pkg: 'business-banking',
      from: newRelease('business-banking', 'promote'),
      preview: {},
    });
    const previewer = await openPage(env.browser);
    await previewer.page.goto(`${env.site.url}${first.previewPath}`);
    expect(await composedRelease(previewer.page, 'business-banking')).toBe(first.buildId);

    const promoted = await promote({ root: env.site.root, pkg: 'business-banking' });
    expect(promoted.buildId).toBe(first.buildId);
    expect(env.site.liveRelease('business-banking').buildId).toBe(first.buildId);
    // Its preview is over: the preview's folder is gone with it.
    const token = first.previewPath?.split('=')[1]?.split('.')[0] ?? '';
    expect(existsSync(join(env.site.root, PREVIEWS_FOLDER, token))).toBe(false);
    const visitor = await openPage(env.browser);
    await visitor.page.goto(`${env.site.url}/fr/business_loans`);
    expect(await composedRelease(visitor.page, 'business-banking')).toBe(first.buildId);
    expect(await manifestRelease(visitor.page, 'business-banking')).toBe(first.buildId);
    // The preview is over: its link opens nothing, and its browser reads the live site (now the same release) without the bar.
    expect((await fetch(`${env.site.url}${first.previewPath}`, { redirect: 'manual' })).status).toBe(410);
    await previewer.page.goto(`${env.site.url}/business-banking`);
    expect(await previewBar(previewer.page).count()).toBe(0);
    await expect(promote({ root: env.site.root, pkg: 'business-banking' })).rejects.toThrow(
      'has no release in preview or canary to promote',
    );

    // Discard: the next preview's browser is back on the live release, its link refused.
    const second = await deployCandidate({
      root: env.site.root,
      pkg: 'business-banking',
      from: newRelease('business-banking', 'discard'),
      preview: {},
    });
    await previewer.page.goto(`${env.site.url}${second.previewPath}`);
    expect(await composedRelease(previewer.page, 'business-banking')).toBe(second.buildId);
    await discardCandidate({ root: env.site.root, pkg: 'business-banking' });
    await previewer.page.reload();
    expect(await composedRelease(previewer.page, 'business-banking')).toBe(first.buildId);
    expect(await previewBar(previewer.page).count()).toBe(0);
    expect((await fetch(`${env.site.url}${second.previewPath}`, { redirect: 'manual' })).status).toBe(410);
    expect(previewer.errors).toEqual([]);
    await previewer.page.context().close();
    await visitor.page.context().close();
  });
});

/** A deploy root holding only a copy of a section's releases.json and of the field-speed log, as they are now, with the log's records. */
function frozenVitalsRoot(section: string): { root: string; records: VitalsRecord[] } {
  const root = mkdtempSync(join(tmpdir(), 'mboa-canary-compare-'));
  mkdirSync(join(root, section));
  mkdirSync(join(root, 'vitals'));
  copyFileSync(join(env.site.root, section, 'releases.json'), join(root, section, 'releases.json'));
  copyFileSync(vitalsLogOf(env.site.root), join(root, 'vitals', 'vitals.log'));
  const lines = readFileSync(join(root, 'vitals', 'vitals.log'), 'utf8')
    .split('\n')
    .filter(Boolean);
  return { root, records: lines.flatMap((line) => parseLogLine(line) ?? []) };
}

/** Sampled at rate 1: the reporting chunk loads when the page is idle; leaving the page then sends its beacon. */
const reportingChunkLoaded = (page: Page) =>
  page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => /reportVitals-/.test(entry.name)),
    undefined,
    { timeout: 30_000 },
  );

/** A new visitor's first answer, over HTTP: the bucket it gives them and the release of `section` its page names. */
async function firstAnswer(path: string, section: string): Promise<{ bucket: number; release: string | undefined }> {
  const response = await fetch(`${env.site.url}${path}`);
  const bucket = new RegExp(`(?:^|, )${CANARY_COOKIE}=(\\d+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  return {
    bucket: Number(bucket ?? NaN),
    release: new RegExp(`"${section}":"([0-9a-f]{12})"`).exec(await response.text())?.[1],
  };
}

/** One visitor's visit (a new one, or one already given `bucket`): three pages, one of them reached in the app. Which release each showed. */
async function visit(
  browser: Browser,
  section: string,
  [first, inApp, last]: [string, string, string],
  givenBucket?: number,
) {
  const { page, requests, errors } = await openPage(browser, { width: 390, height: 844 });
  if (givenBucket !== undefined)
    await page.context().addCookies([{ name: CANARY_COOKIE, value: String(givenBucket), url: env.site.url }]);
  await page.goto(`${env.site.url}${first}`);
  const firstPage = await composedRelease(page, section);
  await reportingChunkLoaded(page);
  await navigateInApp(page, inApp);
  await page.locator('main h1').first().waitFor();
  const entries = requests.flatMap((url) => /\/([0-9a-f]{12})\/assets\/remoteEntry\.js$/.exec(url)?.[1] ?? []);
  await page.goto(`${env.site.url}${last}`);
  const lastPage = await composedRelease(page, section);
  await page.goto('about:blank', { waitUntil: 'commit' });
  const bucket = (await page.context().cookies()).find((cookie) => cookie.name === CANARY_COOKIE)?.value;
  await page.context().close();
  return { firstPage, appLoaded: entries, lastPage, bucket, errors };
}

describe(`a canary on the ${HOST} host`, () => {
  afterEach(clearCandidates);

  it('at 50%, about half of 200 new visitors get it, each on every page of the visit, and the comparison reads their beacons', async () => {
    await env.site.setVitalsSampleRate(1);
    const logBefore = env.site.vitalsRecords().length;
    const live = env.site.liveRelease('personal-banking').buildId;
    const canary = await deployCandidate({
      root: env.site.root,
      pkg: 'personal-banking',
      from: newRelease('personal-banking', 'canary'),
      canaryPercent: 50,
    });
    expect(canary.percent).toBe(50);

    // Two hundred first page views of new visitors, over HTTP (twenty at a time): each is given a
    // bucket, and the page of the release its bucket has.
    const firsts: Awaited<ReturnType<typeof firstAnswer>>[] = [];
    for (let start = 0; start < 200; start += 20)
      firsts.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => firstAnswer('/personal-banking', 'personal-banking')))),
      );
    for (const { bucket, release } of firsts) {
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(release).toBe(bucket < 50 ? canary.buildId : live);
    }
    const inCanary = firsts.filter(({ release }) => release === canary.buildId).length;
    // Binomial(200, ½): outside 60–140 about once in a hundred million runs.
    expect(inCanary).toBeGreaterThanOrEqual(60);
    expect(inCanary).toBeLessThanOrEqual(140);

    // Whole visits in the browser: two new visitors, and one already given a bucket in the canary
    // and one outside it, so that both releases are visited.
    const pages: [string, string, string] = ['/personal-banking', '/savings_account', '/fr/student-Account'];
    const visits = await Promise.all(
      [undefined, undefined, 7, 77].map((bucket) => visit(env.browser, 'personal-banking', pages, bucket)),
    );
    for (const { firstPage, appLoaded, lastPage, bucket, errors } of visits) {
      expect([live, canary.buildId]).toContain(firstPage);
      // Never two releases of the section in one visit: the composed pages and what the app loaded agree.
      expect(lastPage).toBe(firstPage);
      expect(new Set(appLoaded)).toEqual(new Set([firstPage]));
      expect(Number(bucket) < 50).toBe(firstPage === canary.buildId);
      expect(errors).toEqual([]);
    }
    expect(visits.slice(2).map(({ firstPage }) => firstPage)).toEqual([canary.buildId, live]);
    // A crawler gets no bucket and the live release.
    const crawler = await asCrawler('/personal-banking');
    expect(crawler.cookie).toBeNull();
    expect(crawler.html).toContain(`"personal-banking":"${live}"`);

    // The comparison, from the beacons of this run (every visitor here is one client, 127.0.0.1, so
    // the endpoint's limit per client keeps some of them), once both releases have page views in
    // the log: read from a copy of the root's state and log, so that the report and this test count
    // the same lines, whatever beacon is still on its way.
    const logged = () => env.site.vitalsRecords().slice(logBefore);
    await expect
      .poll(() => [canary.buildId, live].every((id) => logged().some((record) => record.release === id)), {
        timeout: 30_000,
      })
      .toBe(true);
    const frozen = frozenVitalsRoot('personal-banking');
    const since = Date.parse(readState(frozen.root, 'personal-banking').candidate?.canary?.since ?? '');
    const records = frozen.records.filter(
      (record) => record.section === 'personal-banking' && Date.parse(record.time) >= since,
    );
    const html = join(ROOT, 'e2e-artifacts', `canary-compare-${HOST}.html`);
    mkdirSync(join(ROOT, 'e2e-artifacts'), { recursive: true });
    const report = spawnSync(
      process.execPath,
      ['hosting/cli/vitals-report.mjs', '--root', frozen.root, '--compare', 'personal-banking', '--html', html],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(report.status, report.stderr).toBe(0);
    const pageViews = (buildId: string) => records.filter((record) => record.release === buildId).length;
    expect(pageViews(canary.buildId)).toBeGreaterThan(0);
    expect(pageViews(live)).toBeGreaterThan(0);
    expect(report.stdout).toMatch(new RegExp(`Canary:\\s+${canary.buildId}, 50% of visitors`));
    expect(report.stdout).toMatch(new RegExp(`Live release:\\s+${live}`));
    expect(report.stdout).toContain(`canary ${pageViews(canary.buildId)}, live release ${pageViews(live)}`);
    expect(report.stdout).toContain('not enough data yet');
    expect(readFileSync(html, 'utf8')).toContain(canary.buildId);
    const chart = await openPage(env.browser, { width: 1280, height: 900 });
    await chart.page.goto(`file://${html}`, { waitUntil: 'commit' });
    await chart.page.waitForLoadState('load');
    await chart.page.screenshot({ path: join(ROOT, 'e2e-artifacts', `canary-compare-${HOST}.png`), fullPage: true });
    await chart.page.context().close();
    rmSync(frozen.root, { recursive: true, force: true });
    await env.site.setVitalsSampleRate(0);
  }, 300_000);

  it('discard takes the canary back from everyone, promote gives it to everyone', async () => {
    const live = env.site.liveRelease('group-societies').buildId;
    const canary = await deployCandidate({
      root: env.site.root,
      pkg: 'group-societies',
      from: newRelease('group-societies', 'canary'),
      canaryPercent: 50,
    });
    const inCanary = `${CANARY_COOKIE}=7`;
    const outside = `${CANARY_COOKIE}=77`;
    const releaseFor = async (cookie: string, path = '/njangie') =>
      /"group-societies":"([0-9a-f]{12})"/.exec(
        await (await fetch(`${env.site.url}${path}`, { headers: { Cookie: cookie } })).text(),
      )?.[1];
    expect(await releaseFor(inCanary)).toBe(canary.buildId);
    expect(await releaseFor(outside)).toBe(live);
    const answer = await fetch(`${env.site.url}/njangie`, { headers: { Cookie: inCanary } });
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    // Another section's canary must wait.
    await expect(
      deployCandidate({
        root: env.site.root,
        pkg: 'personal-banking',
        from: newRelease('personal-banking', 'second-canary'),
        canaryPercent: 10,
      }),
    ).rejects.toThrow('one section at a time');

    await discardCandidate({ root: env.site.root, pkg: 'group-societies' });
    expect(await releaseFor(inCanary)).toBe(live);
    expect(await releaseFor(inCanary, '/fr/meetings')).toBe(live);
    // No canary: no bucket for a new visitor, and pages cached as usual again.
    const fresh = await fetch(`${env.site.url}/njangie`);
    expect(fresh.headers.get('set-cookie')).toBeNull();
    expect(fresh.headers.get('cache-control')).toBe('no-cache');

    await deployCandidate({
      root: env.site.root,
      pkg: 'group-societies',
      from: newRelease('group-societies', 'canary'),
      canaryPercent: 50,
    });
    await promote({ root: env.site.root, pkg: 'group-societies' });
    for (const cookie of [inCanary, outside, '']) expect(await releaseFor(cookie)).toBe(canary.buildId);
    const browser = await openPage(env.browser);
    await browser.page.goto(`${env.site.url}/fr/church`);
    expect(await manifestRelease(browser.page, 'group-societies')).toBe(canary.buildId);
    expect(browser.errors).toEqual([]);
    await browser.page.context().close();
  });
});

describe(`another deploy during a preview and a canary on the ${HOST} host`, () => {
  afterAll(clearCandidates);

  it('a section and the shell deployed meanwhile leave the preview and the canary each naming their candidate and the new live releases', async () => {
    const preview = await deployCandidate({
      root: env.site.root,
      pkg: 'personal-banking',
      from: newRelease('personal-banking', 'during'),
      preview: {},
    });
    const canary = await deployCandidate({
      root: env.site.root,
      pkg: 'business-banking',
      from: newRelease('business-banking', 'during'),
      canaryPercent: 50,
    });
    const cookies = `${CANARY_COOKIE}=3`;

    const verify = await env.site.deploy('verify-statement', newRelease('verify-statement', 'during'));
    const shell = await env.site.deploy('shell', newRelease('shell', 'during'));

    const previewer = await openPage(env.browser);
    await previewer.page.context().addCookies([{ name: CANARY_COOKIE, value: '3', url: env.site.url }]);
    await previewer.page.goto(`${env.site.url}${preview.previewPath}`);
    // The previewed pages composed again with the new shell, the bar still there; the manifest names the new verify-statement.
    await expect.poll(() => previewBar(previewer.page).count()).toBe(1);
    expect(await composedRelease(previewer.page, 'personal-banking')).toBe(preview.buildId);
    expect(await composedRelease(previewer.page, 'shell')).toBe(shell.buildId);
    expect(await manifestRelease(previewer.page, 'verify-statement')).toBe(verify.buildId);
    expect(await manifestRelease(previewer.page, 'personal-banking')).toBe(preview.buildId);
    // In the preview, the other section's canary is not mixed in: its live release.
    expect(await manifestRelease(previewer.page, 'business-banking')).toBe(
      env.site.liveRelease('business-banking').buildId,
    );

    // A canary visitor: the canary's pages with the new shell, its manifest with the new verify-statement.
    const visitor = await openPage(env.browser);
    await visitor.page.context().addCookies([{ name: CANARY_COOKIE, value: '3', url: env.site.url }]);
    await visitor.page.goto(`${env.site.url}/fr/business_loans`);
    expect(await composedRelease(visitor.page, 'business-banking')).toBe(canary.buildId);
    expect(await composedRelease(visitor.page, 'shell')).toBe(shell.buildId);
    expect(await manifestRelease(visitor.page, 'verify-statement')).toBe(verify.buildId);
    expect(await manifestRelease(visitor.page, 'business-banking')).toBe(canary.buildId);
    expect(await manifestRelease(visitor.page, 'personal-banking')).toBe(
      env.site.liveRelease('personal-banking').buildId,
    );
    expect([...previewer.errors, ...visitor.errors]).toEqual([]);
    await previewer.page.context().close();
    await visitor.page.context().close();

    // Rolling the section back takes its canary back from everyone; the shell's rollback recomposes the preview again.
    await env.site.rollback('business-banking');
    expect(
      /"business-banking":"([0-9a-f]{12})"/.exec(
        await (await fetch(`${env.site.url}/business_loans`, { headers: { Cookie: cookies } })).text(),
      )?.[1],
    ).toBe(env.site.liveRelease('business-banking').buildId);
    await env.site.rollback('shell');
    await env.site.rollback('verify-statement');
  }, 180_000);
});

describe(`with no preview and no canary on the ${HOST} host`, () => {
  it('pages and the manifest do not vary by cookie: a cache keeps one answer for everyone', async () => {
    await clearCandidates();
    for (const path of ['/personal-banking', '/fr', '/remotes.json']) {
      const response = await fetch(`${env.site.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('vary') ?? '', path).not.toMatch(/\bCookie\b/);
    }
  });
});

import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildIdOf } from '../../hosting/deploy/releases.mjs';
import { COMPOSED_FOLDER, composedFileOf } from '../../hosting/lib/routes.mjs';
import { BOOT_SCRIPT_HASHES } from '../../shared/src/bootScript.mjs';
import { identity } from '../../shared/src/identity';
import { pathInLanguage } from '../../shared/src/routePath.mjs';
import { ROUTES } from '../../shared/src/routes';
import { openPage, openWithoutJavaScript } from '../support/browser';
import {
  NOT_FOUND_HEADING,
  expectInternalLinksOpenPages,
  expectNoLinkLeadsToNotFound,
  siteLinkTargetsOf,
} from '../support/internalLinks';
import { mailLinksOf } from '../support/mailLinks';
import { expectedMeta } from '../support/pageMeta';
import { rebuildWithEdits } from '../support/rebuild';
import { HOST, ROOT, composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();

/** The same-site links of the site's header and footer, as written (but the language link: the page's own address in the other language). */
async function chromeLinksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href^="/"]:not([hreflang]), footer a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => !href.startsWith('//'));
}

describe('with JavaScript switched off', () => {
  // What a page shows does not depend on the host: nginx's pass checks that it answers each route,
  // in both languages, with the composed page the embedded host's pass walks.
  it.runIf(HOST === 'nginx')(
    'every route, in both languages, is answered with 200 and its composed page, byte for byte',
    async () => {
      const failures: string[] = [];
      for (const route of ROUTES) {
        for (const path of [route.path, pathInLanguage(route.path, 'fr')]) {
          const response = await fetch(env.site.url + path, { headers: { 'Accept-Encoding': 'identity' } });
          const composed = readFileSync(join(env.site.root, COMPOSED_FOLDER, composedFileOf(path)));
          if (response.status !== 200) failures.push(`${path}: HTTP ${response.status}`);
          else if (!composed.equals(Buffer.from(await response.arrayBuffer())))
            failures.push(`${path}: not its composed page`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it.runIf(HOST === 'embedded')(
    'every route of the ownership table shows its heading and content, with its title, description, link preview and canonical link, the same header and footer as the home page, mail links that say they write, and no link or button that leads to the not-found page',
    async () => {
      const page = await openWithoutJavaScript(env.browser);
      const failures: string[] = [];
      const linked = new Map<string, string>();
      let homeChrome: string[] | undefined;
      let mailLinks = 0;
      for (const route of ROUTES) {
        const response = await page.goto(env.site.url + route.path);
        const meta = await expectedMeta(route);
        const h1 = page.locator('main h1');
        // The sign-in pages show a spinner over the form for their first 500 ms (spec), by CSS alone:
        // the heading shows after it, and stays (a wait that cannot start too late).
        await h1
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 })
          .catch(() => undefined);
        const heading = (await h1.count()) === 1 && (await h1.isVisible()) ? (await h1.innerText()).trim() : '';
        const content = (await page.locator('main').innerText()).trim();
        const head = await page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          preview: [
            document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
            document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
          ],
          canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
        }));
        if (response?.status() !== 200) failures.push(`${route.path}: HTTP ${response?.status()}`);
        if (!heading || heading === NOT_FOUND_HEADING) failures.push(`${route.path}: heading "${heading}"`);
        if (content.length < 40) failures.push(`${route.path}: only ${content.length} characters of content`);
        if (head.title !== meta.title || head.description !== meta.description)
          failures.push(`${route.path}: title or description not the page's`);
        if (head.preview.join('\n') !== `${meta.title}\n${meta.description}`)
          failures.push(`${route.path}: link preview not the page's`);
        if (head.canonical.join() !== `${identity.siteOrigin}${route.path}`)
          failures.push(`${route.path}: canonical ${head.canonical.join()}`);
        for (const target of await siteLinkTargetsOf(page)) if (!linked.has(target)) linked.set(target, route.path);
        const chrome = await chromeLinksOf(page);
        homeChrome ??= chrome;
        if (chrome.join('\n') !== homeChrome.join('\n'))
          failures.push(`${route.path}: header and footer links ${chrome.join(' ')}`);
        const mail = await mailLinksOf(page, 'en');
        mailLinks += mail.count;
        for (const label of mail.wrong)
          failures.push(`${route.path}: a mail link that does not say it writes, “${label}”`);
      }
      expect(ROUTES[0]!.path, 'the walk starts at the home page').toBe('/');
      expect(homeChrome!.length, "the home page's header and footer links").toBeGreaterThan(15);
      expect(mailLinks, 'the mail links read: the pages hold many').toBeGreaterThan(ROUTES.length);
      expect(failures).toEqual([]);
      expect(linked.size, 'the links read: the pages hold many').toBeGreaterThan(ROUTES.length);
      await expectNoLinkLeadsToNotFound(page, env.site.url, linked);
      await page.context().close();
      // Every route in turn: minutes on a busy machine.
    },
    240_000,
  );

  it('each link of the header and footer opens a page of the site, at its #fragment', async () => {
    const page = await openWithoutJavaScript(env.browser, 1280);
    await page.goto(env.site.url + '/');
    const links = await chromeLinksOf(page);
    expect(links.length).toBeGreaterThan(15);
    await expectInternalLinksOpenPages(env.browser, env.site.url, links);
    await page.context().close();
  }, 240_000);

  it('a link followed in the page is a plain page load that lands on the next page', async () => {
    const page = await openWithoutJavaScript(env.browser, 1280);
    await page.goto(env.site.url + '/');
    await page
      .locator('footer')
      .getByRole('link', { name: /verify/i })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Verify a Statement' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify-statement');
    await page.context().close();
  });

  it('an unknown address answers 404 with the not-found page, which needs no script either', async () => {
    const page = await openWithoutJavaScript(env.browser);
    const response = await page.goto(env.site.url + '/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('main h1').innerText()).toBe(NOT_FOUND_HEADING);
    await page.context().close();
  });

  it('Verify Statement says plainly that its check needs JavaScript, and cannot be submitted', async () => {
    const page = await openWithoutJavaScript(env.browser);
    await page.goto(env.site.url + '/verify-statement');
    await page
      .getByText(/needs JavaScript/i)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe('with JavaScript on', () => {
  it('a page holds one script, the inline boot script, which imports nothing, allowed by the header’s policy by its pinned hash: no request for JavaScript before the app starts', async () => {
    const response = await fetch(env.site.url + '/savings_account');
    const html = await response.text();
    expect([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)], 'no script file').toHaveLength(0);
    const scripts = [...html.matchAll(/<script type="module"([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attributes, boot] = scripts[0]!;
    expect(attributes).toMatch(/^ data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*"$/);
    // The chunks to fetch with the entry: the page's own, named by its data block (shell/src/start/initialPage.ts).
    const pageChunks =
      /<script type="application\/json" id="mboa-page" data-preload="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    expect(pageChunks.length, 'the chunks to fetch with the entry').toBeGreaterThan(0);
    expect(boot, 'no static import in the boot script').not.toMatch(
      /\bimport\s*[\w{*"'\s][^(]*?from\s*["']|\bimport\s*["']/,
    );
    expect(boot, 'it imports the entry when the page has loaded').toMatch(/import\(/);
    // The header's policy allows it by its pinned hash; the page carries no policy of its own.
    const hash = `'sha256-${createHash('sha256').update(boot!).digest('base64')}'`;
    const scriptSources =
      /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain(hash);
    expect(BOOT_SCRIPT_HASHES).toContain(hash);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(html).not.toContain('http-equiv="Content-Security-Policy"');
  });

  // Hydration on every route, on the slow phone: every-route.e2e.ts.
  it('a section’s page hydrates with the release its HTML names', async () => {
    const { page, requests } = await openPage(env.browser);
    await page.goto(env.site.url + '/savings_account');
    await page.waitForLoadState('networkidle');
    const named = await page.evaluate(
      () => (JSON.parse(document.getElementById('mboa-page')?.textContent ?? '{}') as { entryUrl?: string }).entryUrl,
    );
    expect(named).toBe(env.site.manifest().remotes['personal-banking']);
    expect(requests.some((url) => url === new URL(named!, env.site.url).href)).toBe(true);
    await page.context().close();
  });
});

describe('a section that is down when its page is opened', () => {
  it('keeps the page readable; its error handling applies from the next visit to the section', async () => {
    await env.site.takeDown('personal-banking');
    try {
      const { page } = await openPage(env.browser);
      await page.goto(env.site.url + '/savings_account');
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
      expect(await page.locator('main .error-screen').count()).toBe(0);
      await page.evaluate(() => ((window as unknown as { pageLife: string }).pageLife = 'not reloaded'));
      // The shell hydrated around it: navigation is client-side, and the section's next page shows its error.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Personal Banking' }).click();
      await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { pageLife?: string }).pageLife)).toBe('not reloaded');
      await page.context().close();
    } finally {
      await env.site.bringBack('personal-banking');
    }
  });
});

describe('a new release of one section', () => {
  it('changes the composed HTML of that section’s routes only, and the shell’s build output not at all', async () => {
    const shellBuildId = buildIdOf(join(ROOT, 'shell', 'dist'), join(ROOT, 'shell', 'dist-server'));
    const composedFolder = join(env.site.root, 'composed');
    const snapshot = () =>
      Object.fromEntries(
        readdirSync(composedFolder)
          .filter((file) => file.endsWith('.html'))
          .map((file) => [file, readFileSync(join(composedFolder, file), 'utf8')]),
      );
    const before = snapshot();
    const liveShell = env.site.liveRelease('shell').buildId;

    const dist = rebuildWithEdits('personal-banking', {
      'src/content/accounts/savingsAccount.en.ts': (text) =>
        text.replace("title: 'Savings Account',", "title: 'Savings Account Plus',"),
    });
    const { buildId } = await env.site.deploy('personal-banking', dist);

    const after = snapshot();
    const changed = Object.keys(after)
      .filter((file) => after[file] !== before[file])
      .sort();
    const personalRoutes = ROUTES.filter((route) => route.owner === 'personal-banking')
      .map((route) => `${route.path.slice(1)}.html`)
      .sort();
    // Every route of the section names the new release; nothing else changed.
    expect(changed).toEqual(personalRoutes);
    for (const file of personalRoutes) expect(after[file]).toContain(`/${buildId}/assets/remoteEntry.js`);
    expect(after['savings_account.html']).toContain('Savings Account Plus');
    expect(env.site.liveRelease('shell').buildId).toBe(liveShell);
    expect(buildIdOf(join(ROOT, 'shell', 'dist'), join(ROOT, 'shell', 'dist-server'))).toBe(shellBuildId);

    // Served at once, and hydrated with the new release, cleanly.
    const { page, errors } = await openPage(env.browser);
    await page.goto(env.site.url + '/savings_account');
    await page.getByRole('heading', { level: 1, name: 'Savings Account Plus' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
    await env.site.rollback('personal-banking');
  });
});

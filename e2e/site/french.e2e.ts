import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { pathInLanguage, type Language } from '../../shared/src/routePath.mjs';
import { ROUTES, type RouteEntry } from '../../shared/src/routes';
import { SAME_IN_BOTH_LANGUAGES } from '../../shared/src/testing/sameInBothLanguages';
import { actSoTheAppStarts, expectNoAxeViolations, expectNoHorizontalScroll, openPage } from '../support/browser';
import { mailLinksOf } from '../support/mailLinks';
import { expectNoLinkLeadsToNotFound, siteLinkTargetsOf } from '../support/internalLinks';
import { NOT_FOUND_META, expectedMeta } from '../support/pageMeta';
import { composedSiteForThisFile } from '../support/site';

// The site in French: every route at /fr + its path, composed and hydrated like the English site.

const env = composedSiteForThisFile();
const french = (path: string) => pathInLanguage(path, 'fr');

/** What a page's document says about itself, read from the DOM. */
async function documentFacts(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: [...document.querySelectorAll('main h1')].map((h1) => (h1 as HTMLElement).textContent?.trim() ?? ''),
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    languageLink: (() => {
      const link = document.querySelector('header a[hreflang]');
      return link && { href: link.getAttribute('href'), lang: link.getAttribute('lang'), text: link.textContent };
    })(),
  }));
}

/** Every mismatch between a page's document and what its route promises in `language`. */
async function mismatches(
  page: Page,
  route: RouteEntry,
  language: Language,
  status: number | undefined,
): Promise<string[]> {
  const address = pathInLanguage(route.path, language);
  const other: Language = language === 'fr' ? 'en' : 'fr';
  const meta = await expectedMeta(route, language);
  const facts = await documentFacts(page);
  const found: string[] = [];
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      found.push(`${address}: ${what} ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`);
  };
  expect('status', status, 200);
  expect('lang', facts.lang, language);
  expect('title', facts.title, meta.title);
  expect('description', facts.description, meta.description);
  expect('canonical', facts.canonical, [`${identity.siteOrigin}${address}`]);
  expect('alternates', facts.alternates, {
    en: `${identity.siteOrigin}${route.path}`,
    fr: `${identity.siteOrigin}${french(route.path)}`,
    'x-default': `${identity.siteOrigin}${route.path}`,
  });
  expect('language link', facts.languageLink, {
    href: pathInLanguage(route.path, other),
    lang: other,
    text: other === 'fr' ? 'Français' : 'English',
  });
  if (facts.h1.length !== 1 || !facts.h1[0]) found.push(`${address}: h1 ${JSON.stringify(facts.h1)}`);
  return found;
}

/**
 * The texts of a page a visitor reads (its text nodes, in the order of the document, scripts and
 * data blocks left out), whether or not a closed disclosure hides them at this width.
 */
async function textsOf(page: Page): Promise<string[]> {
  // No filter callback: with JavaScript off, the page can run none (the evaluation itself runs).
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

/**
 * The texts of the English page as its host sends it (its text nodes, scripts and data blocks
 * left out): read from the HTML itself, which is all a visitor without JavaScript gets.
 */
async function englishTextsOf(path: string): Promise<string[]> {
  const html = await (await fetch(env.site.url + path)).text();
  const body = html.slice(html.indexOf('<body')).replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/g, '');
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#x27': "'",
    '#39': "'",
    nbsp: '\u00a0',
  };
  return [...body.matchAll(/>([^<]+)</g)]
    .map((match) =>
      match[1]!
        .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_entity, name: string) => entities[name]!)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The footer's copyright line: a name and years, the same in both languages. */
const COPYRIGHT_LINE = new RegExp(`^© \\d{4}-\\d{4} ${identity.name}$`);

/** A text a French page must not show as it is in English: three words or more, not on the reviewed list. */
const isEnglishSentence = (text: string) =>
  text.split(' ').filter((word) => /\p{L}/u.test(word)).length >= 3 &&
  !SAME_IN_BOTH_LANGUAGES.includes(text) &&
  !COPYRIGHT_LINE.test(text);

async function newPage(browser: Browser, options: { javaScriptEnabled: boolean; width: number }): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: options.width, height: 800 },
  });
  return context.newPage();
}

describe('every route in French, with JavaScript off', () => {
  it('answers 200 with lang="fr", its French heading, title, description, canonical and alternates, fits 320 px, links to French pages only and none to the not-found page, shows no English text of its English page, and mail links say they write', async () => {
    const page = await newPage(env.browser, { javaScriptEnabled: false, width: 320 });
    const failures: string[] = [];
    const linked = new Map<string, string>();
    let mailLinks = 0;
    for (const route of ROUTES) {
      const englishTexts = await englishTextsOf(route.path);
      // The comparison below means something only if the English page's texts were read.
      if (englishTexts.filter(isEnglishSentence).length < 10)
        failures.push(`${route.path}: only ${englishTexts.length} English texts read`);

      const response = await page.goto(env.site.url + french(route.path));
      failures.push(...(await mismatches(page, route, 'fr', response?.status())));
      const facts = await documentFacts(page);
      if (englishTexts.includes(facts.h1[0] ?? '') && !SAME_IN_BOTH_LANGUAGES.includes(facts.h1[0] ?? '')) {
        failures.push(`${french(route.path)}: the heading is an English text, "${facts.h1[0]}"`);
      }
      const frenchText = (await textsOf(page)).join('\n');
      for (const text of englishTexts.filter(isEnglishSentence))
        if (frenchText.includes(text)) failures.push(`${french(route.path)}: English text "${text}"`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > 320) failures.push(`${french(route.path)}: ${scrollWidth} px wide at 320 px`);
      // Links of the page and its chrome stay in French (the statement download and mail links are not pages).
      const englishLinks = await page
        .locator('header a[href^="/"]:not([hreflang]), main a[href^="/"], footer a[href^="/"]')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => !href.startsWith('/fr') && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!)),
        );
      if (englishLinks.length)
        failures.push(`${french(route.path)}: links to English pages ${englishLinks.join(', ')}`);
      const mail = await mailLinksOf(page, 'fr');
      mailLinks += mail.count;
      for (const label of mail.wrong)
        failures.push(`${french(route.path)}: a mail link that does not say it writes, « ${label} »`);
      for (const target of await siteLinkTargetsOf(page))
        if (!linked.has(target)) linked.set(target, french(route.path));
    }
    expect(failures).toEqual([]);
    expect(linked.size, 'the links read: the pages hold many').toBeGreaterThan(ROUTES.length);
    await expectNoLinkLeadsToNotFound(page, env.site.url, linked);
    expect(mailLinks, 'the mail links read: the pages hold many').toBeGreaterThan(ROUTES.length);
    await page.context().close();
  }, 240_000);

  it('an unknown path under /fr/ is the French not-found page, with 404', async () => {
    const page = await newPage(env.browser, { javaScriptEnabled: false, width: 390 });
    for (const path of ['/fr/no-such-page', '/FR/nope/deeper']) {
      const response = await page.goto(env.site.url + path);
      expect(response?.status(), path).toBe(404);
      const facts = await documentFacts(page);
      expect(facts.lang).toBe('fr');
      expect(facts.h1).toEqual(["C'est une erreur."]);
      expect(facts.title).toBe(NOT_FOUND_META.fr.title);
      expect(facts.canonical).toEqual([]);
      await page.getByText("L'URL demandée est introuvable sur ce serveur. C'est tout ce que nous savons.").waitFor();
      expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/fr');
    }
    const english = await page.goto(env.site.url + '/no-such-page');
    expect(english?.status()).toBe(404);
    expect((await documentFacts(page)).lang).toBe('en');
    await page.context().close();
  });
});

// With JavaScript on, a French page is the same document until the visitor acts (no script is
// requested before: app-start.e2e.ts, on /fr/njangie), so the walk above is not repeated with
// it; what the app does in French is checked here and on /fr/njangie's first act.
describe('the French site with JavaScript on', () => {
  it('moves between French pages in the app and stays in French', async () => {
    const watched = await openPage(env.browser, { width: 1280 });
    const { page } = watched;
    await page.goto(env.site.url + '/fr');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Particuliers' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/personal-banking');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect
      .poll(async () => (await documentFacts(page)).canonical)
      .toEqual([`${identity.siteOrigin}/fr/personal-banking`]);
    const heading = await h1.textContent();
    const englishMeta = await expectedMeta(
      ROUTES.find((route) => route.path === '/personal-banking')!,
      'en',
    );
    expect(await page.title()).not.toBe(englishMeta.title);
    expect(heading).toBeTruthy();
    await page.locator('main a[href="/fr/savings_account"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/savings_account');
    await expect
      .poll(() => page.title())
      .toBe(
        (
          await expectedMeta(
            ROUTES.find((route) => route.path === '/savings_account')!,
            'fr',
          )
        ).title,
      );
    expect((await documentFacts(page)).lang).toBe('fr');
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });
});

describe('each language’s text in chunks of its own', () => {
  // Vite names a record's chunk after its module: savingsAccount.fr-<hash>.js, chrome.en-<hash>.js.
  const recordChunk = (language: Language) => new RegExp(`\\.${language}-[\\w-]+\\.js(\\?|$)`);

  it.each([
    ['/savings_account', 'en', 'fr'],
    ['/fr/savings_account', 'fr', 'en'],
    ['/', 'en', 'fr'],
    ['/fr', 'fr', 'en'],
    ['/fr/help-center', 'fr', 'en'],
  ] as const)('%s downloads its own language’s records and none of the other’s', async (path, own, other) => {
    const watched = await openPage(env.browser, { width: 390 });
    await watched.page.goto(env.site.url + path);
    await watched.page.waitForLoadState('networkidle');
    const scripts = watched.requests.filter((url) => /\.js(\?|$)/.test(url));
    expect(scripts.filter((url) => recordChunk(own).test(url)).length).toBeGreaterThan(0);
    expect(scripts.filter((url) => recordChunk(other).test(url))).toEqual([]);
    await watched.page.context().close();
  });
});

describe('the language link', () => {
  it.each([
    ['/savings_account', '/fr/savings_account'],
    ['/', '/fr'],
    ['/verify-statement', '/fr/verify-statement'],
  ])('leads from %s to %s and back, each in its own language', async (englishPath, frenchPath) => {
    const watched = await openPage(env.browser, { width: 390 });
    const { page } = watched;
    await page.goto(env.site.url + englishPath);
    // On a phone it is in the header bar, not behind the menu.
    const toFrench = page.locator('header').getByRole('link', { name: /français/i });
    expect(await toFrench.isVisible()).toBe(true);
    await toFrench.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(frenchPath);
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
    await actSoTheAppStarts(page);
    const toEnglish = page.locator('header').getByRole('link', { name: /english/i });
    expect(await toEnglish.isVisible()).toBe(true);
    await toEnglish.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(englishPath);
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await actSoTheAppStarts(page);
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });
});

describe('the specification’s fixed wording, in French', () => {
  it('is where the specification puts it', async () => {
    const page = await newPage(env.browser, { javaScriptEnabled: false, width: 1280 });
    await page.goto(env.site.url + '/fr');
    expect(await page.locator('main h1').textContent()).toBe('La banque, au quotidien et partout');
    await page.getByText('Un instant, chargement ...').first().waitFor({ state: 'attached' });
    await page.locator('main').getByText('En savoir plus').first().waitFor({ state: 'attached' });
    await page.getByText(identity.liveChat.hours.fr, { exact: false }).first().waitFor({ state: 'attached' });
    const columns = await page.locator('footer [data-footer-column] h2').allTextContents();
    expect(columns).toEqual(['Particuliers', 'Entreprises', 'Groupes et associations', "Centre d'aide"]);
    await page.goto(env.site.url + '/fr/verify-statement');
    for (const label of [
      'Numéro de référence',
      "Numéro de la carte nationale d'identité du client",
      'Numéro de compte',
    ])
      await page.getByLabel(label).waitFor();
    await page.getByRole('button', { name: 'Vérifier' }).waitFor();
    await page.goto(env.site.url + '/fr/business_loans');
    await page.getByRole('link', { name: 'Demander un prêt entreprise' }).first().waitFor();
    await page.goto(env.site.url + '/fr/business_saving_account');
    await page.getByRole('link', { name: "Ouvrir un compte d'épargne entreprise" }).first().waitFor();
    await page.context().close();
  });
});

describe('French pages for every visitor', () => {
  it.each([
    '/fr',
    '/fr/savings_account',
    '/fr/verify-statement',
    '/fr/help-center',
    '/fr/group-societies',
    '/fr/no-such-page',
  ])('%s has no axe-core violations', async (path) => {
    const watched = await openPage(env.browser, { width: 390 });
    await watched.page.goto(env.site.url + path);
    await watched.page.locator('main h1').first().waitFor({ state: 'attached' });
    await expectNoAxeViolations(watched.page);
    await expectNoHorizontalScroll(watched.page);
    await watched.page.context().close();
  });

  it.each([1024, 1280])('at %i px the French header keeps each label on one line, inside the bar', async (width) => {
    const page = await newPage(env.browser, { javaScriptEnabled: true, width });
    await page.goto(env.site.url + '/fr/savings_account');
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('.site-header__bar')!;
      const contentRight = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
      const labels = [...document.querySelectorAll<HTMLElement>('.site-nav__link')].map((link) => {
        const text = document.createRange();
        text.selectNodeContents(link);
        const box = link.getBoundingClientRect();
        return {
          text: link.innerText,
          lines: new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size,
          left: box.left,
          right: box.right,
          top: box.top,
          visible: link.checkVisibility(),
        };
      });
      // In the order a visitor reads them, left to right.
      labels.sort((a, b) => a.left - b.left);
      const language = document.querySelector<HTMLElement>('.site-header__language')!;
      return {
        labels,
        contentRight,
        language: {
          text: language.innerText,
          visible: language.checkVisibility(),
          right: language.getBoundingClientRect().right,
        },
        scrollWidth: document.documentElement.scrollWidth,
        toggleShown: getComputedStyle(document.querySelector('.site-nav__toggle')!).display !== 'none',
      };
    });
    expect(layout.toggleShown).toBe(false);
    expect(layout.labels.map((label) => label.text)).toEqual([
      'Particuliers',
      'Entreprises',
      'Groupes et associations',
      "Centre d'aide",
      'Se connecter',
      'Ouverture de compte',
    ]);
    expect(layout.language).toMatchObject({ text: 'English', visible: true });
    expect(layout.language.right).toBeLessThanOrEqual(layout.contentRight + 0.5);
    for (const label of layout.labels) {
      expect(label.lines, label.text).toBe(1);
      expect(label.visible, label.text).toBe(true);
      expect(label.right, label.text).toBeLessThanOrEqual(layout.contentRight + 0.5);
    }
    expect(new Set(layout.labels.map((label) => Math.round(label.top))).size).toBe(1);
    expect(layout.scrollWidth).toBe(width);
    await page.context().close();
  });
});

describe('the offer of the French page', () => {
  it('is made on an English page to a browser that prefers French, never a redirect, and stays dismissed', async () => {
    const context = await env.browser.newContext({ locale: 'fr-CM', viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const response = await page.goto(env.site.url + '/savings_account');
    expect(response?.status()).toBe(200);
    await actSoTheAppStarts(page);
    const offer = page.getByRole('complementary', { name: 'Cette page existe aussi en français.' });
    await offer.waitFor();
    expect(new URL(page.url()).pathname).toBe('/savings_account');
    expect(await offer.getAttribute('lang')).toBe('fr');
    expect(await offer.getByRole('link', { name: 'Lire la page en français' }).getAttribute('href')).toBe(
      '/fr/savings_account',
    );
    await offer.getByRole('button', { name: 'Non, merci' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await actSoTheAppStarts(page);
    await page.locator('footer').waitFor();
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it('is not made to a browser that prefers English, nor on a French page', async () => {
    const context = await env.browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(env.site.url + '/savings_account');
    await actSoTheAppStarts(page);
    await page.locator('footer').waitFor();
    expect(await page.locator('.language-offer').count()).toBe(0);
    await context.close();
    const frenchBrowser = await env.browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 800 } });
    const frenchPage = await frenchBrowser.newPage();
    await frenchPage.goto(env.site.url + '/fr/savings_account');
    await actSoTheAppStarts(frenchPage);
    await frenchPage.locator('footer').waitFor();
    expect(await frenchPage.locator('.language-offer').count()).toBe(0);
    await frenchBrowser.close();
  });
});

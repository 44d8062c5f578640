import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_UI_PAGES_OFF,
  CHROME_LAUNCHER_FLAGS,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  disabledFeaturesOf,
} from './chromium.mjs';

/** The browser's own command line, as it was started, and the last `--disable-features`'s features: the only one Chromium honours. */
async function commandLineOf(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { arguments: args } = await cdp.send('Browser.getBrowserCommandLine');
  const honoured = args.filter((flag) => flag.startsWith('--disable-features=')).at(-1) ?? '';
  return { args, honoured: disabledFeaturesOf([honoured]) };
}

describe('Chromium as the browser tests launch it (Playwright)', () => {
  let browser: Browser;
  beforeAll(async () => {
    // --enable-automation: without it Chromium will not tell its command line.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS, '--enable-automation'],
    });
  });
  afterAll(() => browser?.close());

  it("keeps every feature Playwright disables (its --disable-features comes first, ours last and alone honoured) and turns the address bar's popups off", async () => {
    const { args, honoured } = await commandLineOf(browser);
    for (const feature of disabledFeaturesOf(args))
      expect(honoured, `${feature}, disabled by an earlier flag`).toContain(feature);
    expect(honoured).toEqual(expect.arrayContaining(BROWSER_UI_PAGES_OFF));
  });

  it('opens a context with no page of the browser window beside the test’s own', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<h1>Page</h1>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    expect(
      targetInfos.filter((target) => target.type !== 'page' && target.type !== 'tab').map((target) => target.url),
    ).toEqual([]);
    await context.close();
  });
});

describe('Chromium as chrome-launcher starts it (Lighthouse, bench:main-thread)', () => {
  it("keeps chrome-launcher's own disabled features, in the --disable-features that comes after theirs, in the new headless mode", () => {
    expect(disabledFeaturesOf(CHROME_LAUNCHER_FLAGS)).toEqual(
      expect.arrayContaining([...disabledFeaturesOf(chromeLauncher.Launcher.defaultFlags()), ...BROWSER_UI_PAGES_OFF]),
    );
    expect(CHROME_LAUNCHER_FLAGS).toEqual(
      expect.arrayContaining([
        '--headless=new',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
      ]),
    );
  });
});

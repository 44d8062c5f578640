// Debian's Chromium, as the browser tests, the budgets and the benchmarks launch it: no sandbox
// (root in CI), none of the background traffic this machine cannot serve, and none of the browser
// window's own web pages, which cost every new window more than the page under test.
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The address bar's suggestion popups. Headless Chromium (a real browser window since the new
 * headless mode) preloads them as web pages of their own in every new window, and so in every
 * browser context a test opens: about 1.7 s of CPU in a renderer of their own plus 0.7 s in the
 * browser process, against 0.4 s for a small page itself (measured on a 2-core machine). No test
 * types in an address bar; a visitor's page is the same without them.
 */
export const BROWSER_UI_PAGES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features Playwright 1.65 disables on its own (its `chromiumSwitches`): Chromium honours only
 * the last `--disable-features` on its command line, and ours comes after Playwright's, so ours
 * repeats them. chromium.test.ts compares this list with what Playwright passes.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE_FEATURES = '--disable-features=';

/** The features every `--disable-features` of `flags` names, in order. */
export function disabledFeaturesOf(/** @type {readonly string[]} */ flags) {
  return flags.filter((flag) => flag.startsWith(DISABLE_FEATURES)).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(',').filter(Boolean));
}

/** One `--disable-features` naming each of `features` once. */
function disableFeatures(/** @type {readonly string[]} */ features) {
  return DISABLE_FEATURES + [...new Set(features)].join(',');
}

const COMMON_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The `args` of Playwright's `chromium.launch` (the browser tests, the slow phone's benchmark, `bench:bytes`). */
export const CHROMIUM_FLAGS = [...COMMON_FLAGS, disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_PAGES_OFF])];

/**
 * The `chromeFlags` of chrome-launcher (Lighthouse, `bench:main-thread`), in the new headless mode
 * Lighthouse needs: chrome-launcher's own disabled features kept, as Playwright's are above.
 */
export const CHROME_LAUNCHER_FLAGS = [
  '--headless=new',
  ...COMMON_FLAGS,
  disableFeatures([...disabledFeaturesOf(chromeLauncher.Launcher.defaultFlags()), ...BROWSER_UI_PAGES_OFF]),
];

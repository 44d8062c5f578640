// Debian's headless Chromium as every test and benchmark launches it: no sandbox (root in CI), no
// background traffic, and, where CHROMIUM_PATH names the full browser, none of its window's own web
// pages (docs/testing.md, "What each part costs").
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** What to do when there is no Chromium at CHROMIUM_PATH, or undefined. */
export const chromiumMissing = () =>
  existsSync(CHROMIUM_PATH)
    ? undefined
    : `No Chromium at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`;

/** The address bar's popups, preloaded as pages in every new context. */
export const BROWSER_UI_PAGES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Playwright 1.65's own: Chromium honours only the last `--disable-features`, ours, so it repeats them. */
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

export function disabledFeaturesOf(/** @type {readonly string[]} */ flags) {
  return flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(',').filter(Boolean));
}

function disableFeatures(/** @type {readonly string[]} */ features) {
  return DISABLE_FEATURES + [...new Set(features)].join(',');
}

const COMMON_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For Playwright's `chromium.launch`. */
export const CHROMIUM_FLAGS = [
  ...COMMON_FLAGS,
  disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_PAGES_OFF]),
];

/** For chrome-launcher (Lighthouse, `bench:main-thread`), whose own disabled features are kept. */
export const CHROME_LAUNCHER_FLAGS = [
  '--headless=new',
  ...COMMON_FLAGS,
  disableFeatures([...disabledFeaturesOf(chromeLauncher.Launcher.defaultFlags()), ...BROWSER_UI_PAGES_OFF]),
];

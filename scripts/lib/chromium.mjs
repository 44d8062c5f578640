// Debian's Chromium, as the browser tests, the budgets and the byte benchmark launch it: no
// sandbox (root in CI), and none of the background traffic this machine cannot serve.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

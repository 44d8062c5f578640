// The site's deployable packages: the one list the Vite presets, eslint.config.js,
// shared/src/remotes.ts, the hosts and the scripts read. The browser bundle reads it too (through
// shared/src/remotes.ts), so it imports nothing, and Node runs it as it is (no TypeScript).
// Its types are in packages.d.mts, which packages.test.ts checks against these values.

/** The host: navigation, footer, routing and its own pages. */
export const SHELL_NAME = 'shell';

/** The four separately deployed sections. Names match package folders and remotes.json's keys. */
export const REMOTE_NAMES = [
  'personal-banking',
  'business-banking',
  'group-societies',
  'verify-statement',
];

/** The shell's local port; each remote takes the next one, in REMOTE_NAMES' order (5001 to 5004). */
const SHELL_PORT = 5000;

/** Every package with its default local port (ports.mjs lets the environment override it). */
export const PACKAGES = [SHELL_NAME, ...REMOTE_NAMES].map((name, index) => ({ name, port: SHELL_PORT + index, remote: name !== SHELL_NAME }));

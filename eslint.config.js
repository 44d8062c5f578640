import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTE_NAMES as REMOTES } from './shared/build/packages.mjs';

/**
 * Imports flow one way: every package may import `shared`; no remote imports another remote
 * or the shell; `shared` imports no other package. Both package names and relative paths
 * that climb into another package's folder are refused.
 */
function forbidPackages(packages, why) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: packages.flatMap((pkg) => [
          { group: [`@mboa/${pkg}`, `@mboa/${pkg}/*`], message: why },
          { group: [`**/${pkg}/src/**`, `**/${pkg}/src`], message: why },
        ]),
      },
    ],
  };
}

export const importBoundaries = [
  {
    files: ['shared/**/*.{ts,tsx,mjs}'],
    rules: forbidPackages(['shell', ...REMOTES], 'shared is the bottom layer: it imports no other package.'),
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,mjs}`],
    rules: forbidPackages(
      ['shell', ...REMOTES.filter((other) => other !== remote)],
      'A remote imports only @mboa/shared: never the shell or another remote (they deploy separately).',
    ),
  })),
];

const CLOCK_MESSAGE =
  'Read the time from shared/src/clock.mjs (`now()`), which tests fix; time a wait or a duration with performance.now().';

/** The time is read in one place, which tests fix (docs/decisions/clock.md). */
export const clockReads = {
  files: ['**/*.{ts,tsx,mjs,js}'],
  ignores: ['shared/src/clock.mjs'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: CLOCK_MESSAGE },
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
      { selector: "CallExpression[callee.name='Date']", message: CLOCK_MESSAGE },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.e2e-tmp/**', '.site/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    languageOptions: { globals: globals.browser },
  },
  {
    // Plain JavaScript shared by a page and its package's scripts runs in both places.
    files: ['*/src/**/*.mjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'hosting/**/*.{mjs,ts}',
      '*/scripts/**/*.mjs',
      'shared/build/**/*.{mjs,ts}',
      'shell/build/**/*.ts',
      'e2e/**/*.{ts,mjs}',
      '*.config.{js,ts}',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Hosting's retiring worker: a classic script that runs in a service worker (docs/offline.md).
    files: ['hosting/deploy/retiringServiceWorker.js'],
    languageOptions: { sourceType: 'script', globals: globals.serviceworker },
  },
  ...importBoundaries,
  clockReads,
);

import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const PACKAGES = '{shared,shell,personal-banking,business-banking,group-societies,verify-statement}';

/** Unit tests that need no DOM run in Node, which starts far faster than jsdom; the rest in jsdom. */
const NODE_TESTS = [
  'eslint.config.test.ts',
  'hosting/**/*.test.ts',
  'scripts/**/*.test.ts',
  'verify-statement/scripts/**/*.test.ts',
  `${PACKAGES}/src/server.test.ts`,
  '{shared,shell}/src/server/**/*.test.{ts,tsx}',
  'shell/src/pages/serverRender.test.tsx',
  'shared/build/**/*.test.ts',
  'shared/src/routes.test.ts',
  'shared/src/clock.test.ts',
  'shared/src/lib/callToAction.test.ts',
  'shell/src/pages/*.test.ts',
  'shell/src/pages/*/*.records.test.ts',
  'shell/src/pages/blog/articleSearch.test.ts',
  'shell/src/pages/help/liveChat.test.ts',
  'shell/src/pages/home/{groupInto,swipeThreshold}.test.ts',
  'shared/src/lib/formatDate.test.ts',
  'shell/src/chrome/chromeTranslations.test.ts',
  'shell/src/offline/worker/*.test.ts',
  'shell/src/offline/offline.translations.test.ts',
  'verify-statement/src/lib/{matchStatement,statementDigest,statementDownload,statementQuery,verification}.test.ts',
];

/** Tests that replace a module (vi.mock) get modules of their own: the other files share theirs. */
const MOCKING_TESTS = [
  'shell/src/vitals/reportVitals.test.ts',
  'shell/src/pages/home/TestimonialsSection.loadError.test.tsx',
  'shell/src/pages/search/SearchPage.test.tsx',
  'shell/src/layout/HeaderSearch.test.tsx',
];

/** The federation plugin keeps every build's options: a test that builds with it runs alone. */
const FEDERATION_BUILD_TESTS = ['shared/build/fixtureRemote.test.ts', 'shared/build/federationPatches.test.ts'];

// Unit tests of every package. The browser tests have their own config in e2e/.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'virtual:__federation__': fileURLToPath(
        new URL('./shell/src/remotes/testing/federationRuntimeStub.ts', import.meta.url),
      ),
    },
  },
  // As in the builds: the server-render tests compare the pages' HTML with the built entry's.
  build: { assetsInlineLimit: 0 },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', '**/dist-server/**'],
    restoreMocks: true,
    setupFiles: ['./vitest.setup.ts'],
    // Room for axe over a whole page in jsdom on a busy machine; a test that hangs still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A file on every core (the default leaves one free): the unit tests time nothing.
    maxWorkers: availableParallelism(),
    // Shared modules halve the suite's time; vitest.setup.ts puts back what a file leaves.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [`${PACKAGES}/**/*.test.{ts,tsx}`],
          exclude: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', ...NODE_TESTS, ...MOCKING_TESTS],
        },
      },
      { extends: true, test: { name: 'dom-mocking', environment: 'jsdom', include: MOCKING_TESTS, isolate: true } },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: ['**/node_modules/**', ...FEDERATION_BUILD_TESTS],
        },
      },
      {
        extends: true,
        test: { name: 'federation-builds', environment: 'node', include: FEDERATION_BUILD_TESTS, isolate: true },
      },
    ],
  },
});

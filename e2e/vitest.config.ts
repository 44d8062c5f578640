import { defineConfig } from 'vitest/config';
import { SERVER_ENTRY_FILE } from '../shared/build/buildFiles.mjs';
import { LongestFirst } from './sequencer';

// Browser tests: Debian's headless Chromium through playwright-core, against the built packages served
// as in production. site/ holds the site's pages as a visitor uses them; platform/ what serves
// and composes them (hosts, deploys, composition, security, start and stop). Four files at a
// time on two cores (E2E_WORKERS changes it), each worker on ports of its own (support/site.ts):
// part of a browser test is waiting on the page's own timers and network, and no test depends on
// the machine being idle (docs/decisions/suite-time.md).
const workers = Number(process.env.E2E_WORKERS ?? 4);

/**
 * Files that need the machine to themselves, after the rest: `npm run dev` rebuilds the remotes
 * into the dist folders every other file deploys from; the slow phone's check scores this
 * machine's CPU, which another file's browser on the other core would take.
 */
const ALONE = ['platform/start-stop.e2e.ts', 'platform/slow-phone.e2e.ts'];

export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    // The files of a worker share its modules (support code, content records, playwright-core)
    // instead of importing them again for each file: every file starts its own site and browser
    // (support/site.ts) and keeps no other state, so there is nothing to isolate.
    isolate: false,
    // A release's server build (600 KB, bundled) is imported by Node itself, as a deploy imports it:
    // through Vitest's module runner each deployed release cost seconds of transform.
    server: { deps: { external: [new RegExp(`/${SERVER_ENTRY_FILE.replaceAll('.', '\\.')}$`)] } },
    // Room for a test that visits many pages to finish on a machine twice as busy as usual; a
    // test that waits for something that never comes still fails on its own, shorter wait.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for a state that stays once reached (a title, a count): a second, Vitest's
    // default, is a race on a busy machine. States that come and go are recorded in the page
    // instead (support/pageClock.ts).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    sequence: { sequencer: LongestFirst },
    // A file's concurrent tests (every-route's visits), two at a time.
    maxConcurrency: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'side-by-side',
          include: ['**/*.e2e.ts'],
          exclude: ALONE,
          fileParallelism: workers > 1,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});

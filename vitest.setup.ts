import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy and waitFor wait for a state that comes once it is due (a page rendered, a head
// written): Testing Library's default second is a race on a busy machine, not a check of speed.
// A state that never comes still fails, after this wait.
configure({ asyncUtilTimeout: 15_000 });

// The files of a worker share one module graph and one environment (vitest.config.ts): whatever a
// file's tests leave changed (timers, globals, environment variables, spies) goes with the file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

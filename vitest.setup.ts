import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A state that comes once it is due is awaited, not raced: a state that never comes still fails.
configure({ asyncUtilTimeout: 15_000 });

// The files of a worker share one environment (vitest.config.ts): what a file changed goes with it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

import { expect } from 'vitest';
import type { PageModule, RemotePages } from '../contract';
import { DEFAULT_LANGUAGE } from '../routePath.mjs';
import type { RoutePath } from '../routes';

/** The asset base the tests render with: one origin, as nginx serves it. */
export const TEST_ASSET_BASE = '/remotes/test-remote/0123456789ab/';

export async function loadPage(remote: RemotePages, path: RoutePath): Promise<PageModule> {
  const load = remote.pages[path];
  expect(load, `${path} has a page`).toBeDefined();
  return load!(DEFAULT_LANGUAGE);
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which modules a page's loader imports, seen from the server build. A page loader is a function
 * (`productPage(() => import('./content/…'))`): only running it tells which modules make the
 * page. The server build wraps every dynamic import of the section's and shared's own modules
 * in trackPageImport, with the imported module's path relative to the remote's folder (the
 * same key the client build's page styles use: shared/build/remoteServerBuild.ts), and a render
 * collects them. Source run as it is (the unit tests) imports nothing through it.
 */
const collectors = new AsyncLocalStorage<string[]>();

export function trackPageImport<T>(module: string, imported: Promise<T>): Promise<T> {
  const collected = collectors.getStore();
  if (collected && !collected.includes(module)) collected.push(module);
  return imported;
}

/** Runs `load` and returns its result with the modules it imported, in the order it imported them. */
export async function collectPageImports<T>(load: () => Promise<T>): Promise<{ value: T; modules: string[] }> {
  const modules: string[] = [];
  const value = await collectors.run(modules, load);
  return { value, modules };
}

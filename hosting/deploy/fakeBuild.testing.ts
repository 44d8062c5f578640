import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page of a shell build's list: its address, its route (the English path), its owner and language. */
export interface FakePage {
  path: string;
  route: string;
  owner: string;
  language: 'en' | 'fr';
}

/** Each route of `owners` in English and in French, as a shell build lists them (SITE_PAGES). */
export const pagesInTwoLanguages = (owners: Record<string, string>): FakePage[] =>
  Object.entries(owners).flatMap(([route, owner]) => [
    { path: route, route, owner, language: 'en' as const },
    { path: route === '/' ? '/fr' : `/fr${route}`, route, owner, language: 'fr' as const },
  ]);

/**
 * A stand-in for a package's build, in today's format, made in `folder`: its dist folder, with a
 * remote entry (or index.html, its entry script and its service worker) naming a version, and beside it a server
 * build. With no `pages` it renders nothing (the shell's lists no route; its route list, as every shell build
 * writes it, is empty); with `pages`, the shell lists and renders them, the page in `<main data-pagefind-body>`
 * as its layout does, and a section renders any route it is asked for. Returns the dist folder.
 */
export function fakeBuild(folder: string, pkg: string, version: string, pages?: readonly FakePage[]): string {
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'));
  const words = `${pkg} ${version}`;
  writeFileSync(
    join(folder, 'dist-server', 'render.mjs'),
    pkg === 'shell'
      ? `export default { routes: ${JSON.stringify(pages ?? [])}, clientManifestFile: 'manifest.json',
          async renderDocument({ path, remotePage }) {
            if (!${pages !== undefined}) return '';
            return '<!doctype html><html><body><header>Menu</header><main data-pagefind-body>' + (remotePage ? remotePage.html : '<h1>' + path + '</h1><p>${words}</p>') + '</main></body></html>';
          } };`
      : `export default { routes: [], async renderPage(route, { language }) {
          return ${pages !== undefined} ? { html: '<h1>' + route + '</h1><p>${words} ' + language + '</p>', meta: { title: route, description: '' } } : undefined;
        } };`,
  );
  if (pkg === 'shell') {
    const listed = pages ?? [];
    writeFileSync(join(dist, 'manifest.json'), '{}');
    writeFileSync(
      join(dist, 'routes.json'),
      JSON.stringify({
        routes: listed.map((page) => page.path),
        owners: Object.fromEntries(listed.map((page) => [page.route, page.owner])),
      }),
    );
    writeFileSync(join(dist, 'index.html'), `<script type="module" src="/assets/index-${version}.js"></script>`);
    writeFileSync(join(dist, 'assets', `index-${version}.js`), `console.log(${JSON.stringify(version)})`);
    // The service worker (shell/build/serviceWorkerPlugin.ts).
    writeFileSync(join(dist, 'sw.js'), `// worker ${version}`);
  } else {
    writeFileSync(join(dist, 'assets', 'remoteEntry.js'), `export const version = ${JSON.stringify(version)};`);
  }
  return dist;
}

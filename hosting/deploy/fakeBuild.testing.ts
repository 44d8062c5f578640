import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in for a package's build, in today's format, made in `folder`: its dist folder, with a
 * remote entry (or index.html, its entry script and its service worker) naming a version, and beside it a server
 * build that renders nothing (the shell's lists no route; its route list, as every shell build
 * writes it, is empty). Returns the dist folder.
 */
export function fakeBuild(folder: string, pkg: string, version: string): string {
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(
    join(folder, 'dist-server', 'render.mjs'),
    pkg === 'shell'
      ? "export default { routes: [], clientManifestFile: 'manifest.json', async renderDocument() { return ''; } };"
      : 'export default { routes: [], async renderPage() { return undefined; } };',
  );
  if (pkg === 'shell') {
    writeFileSync(join(dist, 'manifest.json'), '{}');
    writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: [], owners: {} }));
    writeFileSync(join(dist, 'index.html'), `<script type="module" src="/assets/index-${version}.js"></script>`);
    writeFileSync(join(dist, 'assets', `index-${version}.js`), `console.log(${JSON.stringify(version)})`);
    // The service worker (shell/build/serviceWorkerPlugin.ts).
    writeFileSync(join(dist, 'sw.js'), `// worker ${version}`);
  } else {
    writeFileSync(join(dist, 'assets', 'remoteEntry.js'), `export const version = ${JSON.stringify(version)};`);
  }
  return dist;
}

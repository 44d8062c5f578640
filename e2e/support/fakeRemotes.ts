import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A deployed remote whose page throws while rendering: a hand-written remoteEntry.js that
 * honours the plugin's init/get protocol and the pages contract, and beside it a server build
 * that renders no page (its routes fall back to the shell's index.html, rendered in the browser).
 * Returns the client build's folder (`dist`).
 */
export function brokenRemoteFolder(route: string, message: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'broken-remote-'));
  // Deploying copies it: the folder itself goes when the test run ends.
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const root = join(folder, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(
    join(folder, 'dist-server', 'render.mjs'),
    'export default { routes: [], async renderPage() { return undefined; } };\n',
  );
  writeFileSync(
    join(root, 'assets', 'remoteEntry.js'),
    `export function init() {}
export function get() {
  const Broken = () => { throw new Error(${JSON.stringify(message)}); };
  const pages = { ${JSON.stringify(route)}: async () => ({ default: Broken, meta: { title: "Broken page", description: "A page that throws while rendering." } }) };
  return Promise.resolve(() => ({ __esModule: true, default: { pages } }));
}
`,
  );
  return root;
}

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A deployed remote whose page throws while rendering: a hand-written remoteEntry.js that
 * honours the plugin's init/get protocol and the pages contract.
 */
export function brokenRemoteFolder(route: string, message: string): string {
  const root = mkdtempSync(join(tmpdir(), 'broken-remote-'));
  // Deploying copies it: the folder itself goes when the test run ends.
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'assets'));
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

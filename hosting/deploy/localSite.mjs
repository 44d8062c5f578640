// A deploy root on this machine with every package's current build live: what `npm start`,
// `npm run serve:nginx` and the browser tests serve.
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGES } from '../../shared/build/ports.mjs';
import { writeLayout } from '../lib/deployRoot.mjs';
import { deploy } from './deploy.mjs';
import { writeManifest } from './manifest.mjs';

/**
 * Deploys each package's dist folder (a build already live is not copied again).
 * @param {string} root
 * @param {import('../lib/deployRoot.mjs').Layout} layout
 * @param {(name: string) => string} distOf
 */
export async function deployEveryPackage(root, layout, distOf) {
  mkdirSync(root, { recursive: true });
  // nginx's workers run as an unprivileged user when started by root: they must read the root.
  chmodSync(root, 0o755);
  writeLayout(root, layout);
  for (const { name } of PACKAGES) await deploy({ root, pkg: name, from: distOf(name) });
  // The layout may have changed since the last deploy (other ports): the manifest follows it.
  writeManifest(root);
}

/** Where `npm start` and `npm run serve:nginx` keep their deploy roots. @param {string} repoRoot */
export const localSiteRoot = (repoRoot, /** @type {'embedded' | 'nginx'} */ host) => join(repoRoot, '.site', host);

// A deploy root on this machine with every package's build live, for `npm start`, `serve:nginx` and the browser tests.
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGES } from '../../shared/build/ports.mjs';
import { writeLayout } from '../lib/deployRoot.mjs';
import { deploy } from './deploy.mjs';
import { writeManifest } from './manifest.mjs';

/** Deploys each package's dist folder (one already live is not copied again). @param {string} root @param {import('../lib/deployRoot.mjs').Layout} layout @param {(name: string) => string} distOf */
export async function deployEveryPackage(root, layout, distOf) {
  mkdirSync(root, { recursive: true });
  // nginx's workers, unprivileged when root starts nginx, must read it.
  chmodSync(root, 0o755);
  writeLayout(root, layout);
  for (const { name } of PACKAGES) await deploy({ root, pkg: name, from: distOf(name) });
  // The layout may have changed since the last deploy (other ports).
  writeManifest(root);
}

export const localSiteRoot = (/** @type {string} */ repoRoot, /** @type {'embedded' | 'nginx'} */ host) =>
  join(repoRoot, '.site', host);

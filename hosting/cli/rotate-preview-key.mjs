// npm run rotate-preview-key -- --root <deploy root> [--prefix <nginx folder>]…: a new key for the
// preview links, every nginx serving the root reloaded to read it (docs/hosting.md, "Preview and canary").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertDeployRoot } from '../lib/deployRoot.mjs';
import { rotatePreviewKey } from '../deploy/candidateReleases.mjs';
import { PREVIEW_KEY_INCLUDE_FILE } from '../lib/candidateFolders.mjs';
import { reloadNginxServing } from '../nginx/process.mjs';
import { nginxServing } from '../nginx/registry.mjs';
import { rootAndPrefixes } from './operatorArguments.mjs';

const USAGE = 'Usage: npm run rotate-preview-key -- --root <deploy root> [--prefix <nginx folder>]…';
const { root, prefixes } = rootAndPrefixes(USAGE);
try {
  assertDeployRoot(root);
  const previewed = await rotatePreviewKey({ root });
  console.log('New preview key: every preview link given before now gets 410.');
  if (previewed.length > 0)
    console.log(
      `Open previews whose link stopped working: ${previewed.join(', ')}; deploy each again with --preview for a new link.`,
    );
  // A config rendered before the key had a file of its own holds the old key itself.
  const include = join(root, PREVIEW_KEY_INCLUDE_FILE);
  const keyInConfig = [...nginxServing(root, prefixes).keys()].filter((prefix) => {
    const conf = join(prefix, 'nginx.conf');
    return existsSync(conf) && !readFileSync(conf, 'utf8').includes(`include ${include};`);
  });
  const { reloaded, failed } = await reloadNginxServing(root, prefixes);
  console.log(
    reloaded.length > 0
      ? `nginx reloaded with the new key: pid ${reloaded.join(', ')}.`
      : 'No nginx of this root is running here. An nginx a service manager runs keeps the old key until it reloads: `nginx -s reload` (or pass --prefix).',
  );
  for (const { reason } of failed) console.error(`Not reloaded, so still on the old key: ${reason}.`);
  for (const prefix of keyInConfig)
    console.error(`${prefix}/nginx.conf holds the old key itself: render it again (npm run nginx-config) and reload.`);
  if (failed.length > 0 || keyInConfig.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

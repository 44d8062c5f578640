// Where the deploy service keeps its tokens, audit log and uploads: `<root>/deploy-service/`, which no host serves
// (docs/hosting.md, "The deploy service"), readable by its owner only.
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SERVICE_FOLDER = 'deploy-service';

/** A path inside the folder, which may not exist yet (for reading). @param {string} root @param {...string} parts */
export const servicePath = (root, ...parts) => join(root, SERVICE_FOLDER, ...parts);

/** The folder (made, mode 700, when missing), or a path inside it, for writing. @param {string} root @param {...string} parts */
export function serviceFolder(root, ...parts) {
  const folder = join(root, SERVICE_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  return join(folder, ...parts);
}

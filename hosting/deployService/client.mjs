// The deploy command's side of the deploy service (docs/hosting.md, "The deploy service"): the build's files by
// SHA-256, only those the service lacks sent, then the action asked for.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { checkBuild, serverBuildOf } from '../lib/builds.mjs';

/** @typedef {import('./uploads.mjs').FileEntry} FileEntry */

/** A client build and its server build as the service names their files. @param {string} from @param {string} serverFrom @returns {(FileEntry & { file: string })[]} */
export function filesOfBuild(from, serverFrom) {
  return [
    ['client', from],
    ['server', serverFrom],
  ].flatMap(([half, folder]) =>
    readdirSync(/** @type {string} */ (folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        const path = `${half}/${relative(/** @type {string} */ (folder), file)
          .split(sep)
          .join('/')}`;
        return {
          path,
          file,
          size: statSync(file).size,
          sha256: createHash('sha256').update(readFileSync(file)).digest('hex'),
        };
      }),
  );
}

/** One call of the API; a refusal throws with the service's own sentence. */
async function call(
  /** @type {string} */ serviceUrl,
  /** @type {string} */ token,
  /** @type {string} */ method,
  /** @type {string} */ path,
  /** @type {{ json?: unknown, file?: string, size?: number }} */ body = {},
) {
  const headers = /** @type {Record<string, string>} */ ({ Authorization: `Bearer ${token}` });
  let payload = /** @type {any} */ (undefined);
  if (body.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body.file !== undefined) {
    headers['Content-Type'] = 'application/octet-stream';
    headers['Content-Length'] = String(body.size);
    payload = createReadStream(body.file);
  }
  const response = await fetch(new URL(path, serviceUrl), {
    method,
    headers,
    body: payload,
    ...(body.file !== undefined ? { duplex: 'half' } : {}),
  });
  const text = await response.text();
  const answer = text ? JSON.parse(text) : {};
  if (!response.ok) throw new Error(`The deploy service refused (${response.status}): ${answer.error ?? text}`);
  return answer;
}

/**
 * Sends `pkg`'s build and publishes it: live, or as a candidate with `preview` or `canaryPercent`. Resolves to the
 * deploy's result, what was sent and the site's origin the service knows.
 * @param {{ serviceUrl: string, token: string, pkg: string, from: string, serverFrom?: string, publish: Record<string, unknown> }} options
 */
export async function deployThroughService({
  serviceUrl,
  token,
  pkg,
  from,
  serverFrom = serverBuildOf(from),
  publish,
}) {
  checkBuild(pkg, from, serverFrom);
  const files = filesOfBuild(from, serverFrom);
  const base = `/v1/packages/${pkg}`;
  const { id, missing } = await call(serviceUrl, token, 'POST', `${base}/uploads`, {
    json: { files: files.map(({ path, sha256, size }) => ({ path, sha256, size })) },
  });
  const lacking = new Set(/** @type {string[]} */ (missing));
  let sentBytes = 0;
  let sentFiles = 0;
  for (const file of files) {
    if (!lacking.delete(file.sha256)) continue;
    await call(serviceUrl, token, 'PUT', `${base}/uploads/${id}/files/${file.sha256}`, {
      file: file.file,
      size: file.size,
    });
    sentBytes += file.size;
    sentFiles += 1;
  }
  const result = await call(serviceUrl, token, 'POST', `${base}/uploads/${id}/publish`, { json: publish });
  return { ...result, sent: { files: sentFiles, bytes: sentBytes, of: files.length } };
}

/** promote, discard or rollback through the service. @param {{ serviceUrl: string, token: string, pkg: string, action: 'promote' | 'discard' | 'rollback' }} options */
export function actThroughService({ serviceUrl, token, pkg, action }) {
  return call(serviceUrl, token, 'POST', `/v1/packages/${pkg}/${action}`);
}

/** The package's releases as the service sees them, and the site's origin it knows (for a preview's link). @param {{ serviceUrl: string, token: string, pkg: string }} options */
export function serviceStatus({ serviceUrl, token, pkg }) {
  return call(serviceUrl, token, 'GET', `/v1/packages/${pkg}`);
}

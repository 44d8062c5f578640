// A build sent to the deploy service by its files' SHA-256 (docs/hosting.md, "The deploy service"): the service asks
// only for the files no release of the section on disk already holds, checks each digest as it arrives, and puts the
// build together for the deploy code once every file is there. An upload cut short is resumed: what arrived stays.
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { writeFileAtomically } from '../lib/deployRoot.mjs';
import { serverBuildFolder } from '../deploy/releases.mjs';
import { serviceFolder } from './serviceFolder.mjs';

/** @typedef {{ path: string, sha256: string, size: number }} FileEntry `path` is `client/…` (the dist folder) or `server/…` */

/** A build of this site is a few hundred files and a few MB: far larger is refused before anything is stored. */
export const LIMITS = Object.freeze({ files: 5_000, fileBytes: 25 * 1024 * 1024, totalBytes: 200 * 1024 * 1024 });
/** Uploads of one package in progress at once: the oldest goes when a new one starts. */
const MAX_UPLOADS = 3;

/** An answer the service gives as it is: its HTTP status and a sentence that says why. */
export class RequestError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, unknown>} [details] */
  constructor(status, message, details = {}) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

const SEGMENT = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*$/;
const DIGEST = /^[0-9a-f]{64}$/;
const UPLOAD_ID = /^[0-9a-f]{24}$/;
const BUILD_ID = /^[0-9a-f]{12}$/;

/** The file list a client sends, checked: relative paths inside client/ or server/, digests, sizes and limits. @param {unknown} files @returns {FileEntry[]} */
export function checkedFileList(files) {
  if (!Array.isArray(files) || files.length === 0) throw new RequestError(400, 'The upload names no file.');
  if (files.length > LIMITS.files)
    throw new RequestError(413, `The upload names ${files.length} files; a build may have at most ${LIMITS.files}.`);
  const seen = new Set();
  let total = 0;
  for (const file of files) {
    const { path, sha256, size } = /** @type {Partial<FileEntry>} */ (file ?? {});
    const segments = typeof path === 'string' ? path.split('/') : [];
    if (
      typeof path !== 'string' ||
      !['client', 'server'].includes(segments[0] ?? '') ||
      segments.length < 2 ||
      !segments.slice(1).every((segment) => SEGMENT.test(segment) && segment !== '..')
    )
      throw new RequestError(
        400,
        `${JSON.stringify(path)}: a file is named by a plain relative path under client/ or server/ (no "..", no absolute path).`,
      );
    if (typeof sha256 !== 'string' || !DIGEST.test(sha256))
      throw new RequestError(400, `${path}: its sha256 is 64 lowercase hexadecimal digits.`);
    if (!Number.isSafeInteger(size) || /** @type {number} */ (size) < 0)
      throw new RequestError(400, `${path}: its size is a whole number of bytes.`);
    if (/** @type {number} */ (size) > LIMITS.fileBytes)
      throw new RequestError(413, `${path} is ${size} bytes; a file may be at most ${LIMITS.fileBytes}.`);
    if (seen.has(path)) throw new RequestError(400, `${path} is named twice.`);
    seen.add(path);
    total += /** @type {number} */ (size);
  }
  if (total > LIMITS.totalBytes)
    throw new RequestError(413, `The upload is ${total} bytes; a build may be at most ${LIMITS.totalBytes}.`);
  return /** @type {FileEntry[]} */ (files.map(({ path, sha256, size }) => ({ path, sha256, size })));
}

const uploadFolder = (/** @type {string} */ root, /** @type {string} */ pkg, /** @type {string} */ id) => {
  if (!UPLOAD_ID.test(id)) throw new RequestError(404, `There is no upload ${id}.`);
  return serviceFolder(root, 'uploads', pkg, id);
};

/**
 * Starts an upload of `pkg`'s build, or resumes the one of the same files cut short (its id is the list's digest);
 * answers its id and the digests the service still lacks. @param {string} root @param {string} pkg @param {FileEntry[]} files
 */
export function startUpload(root, pkg, files) {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : 1));
  const id = createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 24);
  const folder = uploadFolder(root, pkg, id);
  if (!existsSync(folder)) removeOldestUploads(dirname(folder), MAX_UPLOADS - 1);
  mkdirSync(join(folder, 'received'), { recursive: true });
  if (!existsSync(join(folder, 'files.json'))) writeFileAtomically(join(folder, 'files.json'), JSON.stringify(sorted));
  return { id, missing: missingDigests(root, pkg, id) };
}

/** @param {string} root @param {string} pkg @param {string} id @returns {FileEntry[]} */
export function filesOfUpload(root, pkg, id) {
  const list = join(uploadFolder(root, pkg, id), 'files.json');
  if (!existsSync(list)) throw new RequestError(404, `There is no upload ${id} of ${pkg}.`);
  return JSON.parse(readFileSync(list, 'utf8'));
}

/** The digests of the upload's files that neither arrived nor are in a release of the section on disk. */
export function missingDigests(/** @type {string} */ root, /** @type {string} */ pkg, /** @type {string} */ id) {
  const received = join(uploadFolder(root, pkg, id), 'received');
  const known = knownFiles(root, pkg);
  const wanted = new Set(filesOfUpload(root, pkg, id).map((file) => file.sha256));
  return [...wanted].filter((digest) => !known.has(digest) && !existsSync(join(received, digest)));
}

/**
 * Stores one file of the upload, named by its digest: streamed to disk, cut off past the size the list gave it, and
 * kept only if its content has that digest. @param {string} root @param {string} pkg @param {string} id @param {string} digest @param {import('node:stream').Readable} body
 */
export async function receiveFile(root, pkg, id, digest, body) {
  const entry = filesOfUpload(root, pkg, id).find((file) => file.sha256 === digest);
  if (!entry) throw new RequestError(404, `The upload ${id} names no file with sha256 ${digest}.`);
  const received = join(uploadFolder(root, pkg, id), 'received');
  const partial = join(received, `${digest}.${randomBytes(6).toString('hex')}.part`);
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    await pipeline(
      body,
      async function* (chunks) {
        for await (const chunk of chunks) {
          bytes += chunk.length;
          if (bytes > entry.size)
            throw new RequestError(413, `${entry.path} is larger than the ${entry.size} bytes its list gave.`);
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(partial, { mode: 0o600 }),
    );
    if (hash.digest('hex') !== digest)
      throw new RequestError(
        422,
        `${entry.path}: what arrived does not have the sha256 its list gave; nothing was kept.`,
      );
    renameSync(partial, join(received, digest));
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * The build put together in the upload's folder, `client/` and `server/`, from the files received and those of the
 * section's releases on disk. @param {string} root @param {string} pkg @param {string} id @returns {{ from: string, serverFrom: string }}
 */
export function assembleUpload(root, pkg, id) {
  const missing = missingDigests(root, pkg, id);
  if (missing.length > 0)
    throw new RequestError(
      409,
      `${missing.length} files of the upload have not arrived yet; send them, then publish.`,
      { missing },
    );
  const folder = uploadFolder(root, pkg, id);
  const build = join(folder, 'build');
  rmSync(build, { recursive: true, force: true });
  const known = knownFiles(root, pkg);
  for (const { path, sha256 } of filesOfUpload(root, pkg, id)) {
    const target = join(build, path);
    mkdirSync(dirname(target), { recursive: true });
    const received = join(folder, 'received', sha256);
    copyFileSync(existsSync(received) ? received : /** @type {string} */ (known.get(sha256)), target);
  }
  return { from: join(build, 'client'), serverFrom: join(build, 'server') };
}

/** Keeps at most `keep` of a package's uploads in progress, the ones started last: abandoned ones fill no disk. */
function removeOldestUploads(/** @type {string} */ folder, /** @type {number} */ keep) {
  if (!existsSync(folder)) return;
  const started = readdirSync(folder)
    .map((name) => ({ path: join(folder, name), at: statSync(join(folder, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { path } of started.slice(keep)) rmSync(path, { recursive: true, force: true });
}

/** Removes an upload's folder (once published, or abandoned). */
export function removeUpload(/** @type {string} */ root, /** @type {string} */ pkg, /** @type {string} */ id) {
  rmSync(uploadFolder(root, pkg, id), { recursive: true, force: true });
}

/** Digest -> a file with that content, in the section's releases on disk (live, earlier or candidates) (each release's digests kept once computed). */
function knownFiles(/** @type {string} */ root, /** @type {string} */ pkg) {
  const folder = join(root, pkg);
  const buildIds = existsSync(folder) ? readdirSync(folder).filter((name) => BUILD_ID.test(name)) : [];
  const known = /** @type {Map<string, string>} */ (new Map());
  for (const buildId of buildIds) {
    for (const [folder, digests] of [
      [join(root, pkg, buildId), releaseDigests(root, pkg, buildId, 'client')],
      [serverBuildFolder(root, pkg, buildId), releaseDigests(root, pkg, buildId, 'server')],
    ])
      for (const [path, digest] of Object.entries(/** @type {Record<string, string>} */ (digests)))
        if (!known.has(digest)) known.set(digest, join(/** @type {string} */ (folder), path));
  }
  return known;
}

/** A release's files and their digests (relative path -> sha256), computed once and kept beside the uploads. */
function releaseDigests(
  /** @type {string} */ root,
  /** @type {string} */ pkg,
  /** @type {string} */ buildId,
  /** @type {'client' | 'server'} */ half,
) {
  const folder = half === 'client' ? join(root, pkg, buildId) : serverBuildFolder(root, pkg, buildId);
  if (!existsSync(folder)) return {};
  const kept = serviceFolder(root, 'digests', pkg, `${buildId}-${half}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8'));
  const digests = /** @type {Record<string, string>} */ ({});
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    digests[path.slice(folder.length + 1)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  mkdirSync(dirname(kept), { recursive: true });
  writeFileAtomically(kept, JSON.stringify(digests));
  return digests;
}

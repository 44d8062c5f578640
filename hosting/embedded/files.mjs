// The embedded host's files: the file a path names in a folder (a public path only, never
// through a symbolic link), sent as its precompressed copy where the client takes one, with
// ranges as nginx answers them, and a mapped file read on each request (`/remotes.json`).
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';
import send from 'send';
import { ERROR_CACHE_CONTROL, STATEMENTS_PREFIX, cacheControlFor } from '../lib/policy.mjs';
import { plainAnswer } from './answers.mjs';

const COMPRESSED_VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * The file a normalised path names inside `folder`, if it is a regular file reached through no
 * symbolic link below the folder (a link in a build could point anywhere on the machine).
 * @param {string} folder @param {string} path
 * @returns {Promise<string | undefined>}
 */
export async function publicFileIn(folder, path) {
  try {
    // The folder first, once: a deploy may switch it (`shell/current`) during this request, and
    // the file is then looked for in the release the folder named when the request came.
    const realFolder = await realpath(folder);
    const file = join(realFolder, path);
    const [real, stats] = await Promise.all([realpath(file), stat(file)]);
    if (!stats.isFile()) return undefined;
    return real === file && real.startsWith(realFolder + sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file: its precompressed copy where the client accepts one (q-values respected), the
 * requested byte range of it (206; 416 when no byte of it is in the file; several ranges are
 * answered with the whole file, as nginx's `max_ranges 1` does), HEAD without a body.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path the normalised path
 * @param {string} file
 */
export async function sendFile(req, res, path, file) {
  const { chosen, hasVariants } = await copyToSend(req, file);
  res.setHeader('Content-Type', contentTypeOf(file));
  res.setHeader('Cache-Control', cacheControlFor(path));
  if (req.headers.range !== undefined) {
    // As nginx: only `bytes=` ranges, one at a time (several get the whole file), and one it
    // cannot read is unsatisfiable. The answer to a range request is never stored.
    if (!path.startsWith(STATEMENTS_PREFIX)) res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
    const range = req.headers.range;
    if (!/^bytes=./i.test(range) || range.includes(',')) delete req.headers.range;
    else {
      const { size } = await stat(chosen.file);
      if (parseRange(size, range) === -2) return plainAnswer(res, path, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${size}` });
    }
  }
  if (hasVariants) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  await new Promise((resolve, reject) => {
    send(req, chosen.file, { dotfiles: 'allow', etag: false, lastModified: false, index: false, cacheControl: false })
      .on('error', (/** @type {Error & { status?: number, headers?: Record<string, string> }} */ error) => {
        // The file went while it was read (a release pruned): the answer is cut short.
        if (res.headersSent) return void (res.destroy(), resolve(undefined));
        res.removeHeader('Content-Encoding');
        res.removeHeader('Vary');
        if (error.status === 416) plainAnswer(res, path, 416, 'Range not satisfiable', { 'Content-Range': error.headers?.['Content-Range'] ?? '' });
        else if (error.status && error.status < 500) plainAnswer(res, path, 404, 'Not found');
        else reject(error);
        resolve(undefined);
      })
      .on('end', () => resolve(undefined))
      .pipe(res);
    res.once('close', () => resolve(undefined));
  });
}

/**
 * The copy of a file to send: the precompressed one the client prefers by its q-values
 * (`br;q=0` refuses brotli), or the file as it is.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} file
 * @returns {Promise<{ chosen: { file: string, encoding: string }, hasVariants: boolean }>}
 */
export async function copyToSend(req, file) {
  const variants = await Promise.all(
    COMPRESSED_VARIANTS.map(async (variant) => ({ ...variant, exists: await stat(file + variant.suffix).then((stats) => stats.isFile(), () => false) })),
  );
  const available = variants.filter((variant) => variant.exists);
  const negotiator = new Negotiator(req);
  // negotiator 1.x breaks ties (`gzip, br`) by our order; its published types predate that argument.
  const encodings = /** @type {(available: string[], preferred: string[]) => string[]} */ (negotiator.encodings.bind(negotiator));
  const preferred = encodings([...available.map((variant) => variant.encoding), 'identity'], ['br', 'gzip', 'identity'])[0];
  const variant = available.find((candidate) => candidate.encoding === preferred);
  return { chosen: variant ? { file: file + variant.suffix, encoding: variant.encoding } : { file, encoding: '' }, hasVariants: available.length > 0 };
}

/** @param {string} file */
const contentTypeOf = (file) => {
  const type = mime.lookup(extname(file)) || 'application/octet-stream';
  const charset = mime.charset(type);
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
};

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {string} file
 * @param {Record<string, string>} [headers] besides the path's own (a candidate's manifest's caching)
 */
export async function serveMappedFile(req, res, path, file, headers = {}) {
  const body = await readFile(file).catch(() => undefined);
  if (!body) return plainAnswer(res, path, 404, 'Not found');
  const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': cacheControlFor(path), ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The service worker, read on each request from the deploy root (`<root>/sw.js`, which a deploy
 * rewrites): its precompressed copy where the client takes one, and an ETag made from its content,
 * so that a browser checking for a new worker on each page view downloads it only when it changed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {string} file
 */
export async function serveServiceWorker(req, res, path, file) {
  const { chosen, hasVariants } = await copyToSend(req, file);
  const body = await readFile(chosen.file).catch(() => undefined);
  if (!body) return plainAnswer(res, path, 404, 'Not found');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlFor(path),
    ETag: etag,
    ...(hasVariants ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length, ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

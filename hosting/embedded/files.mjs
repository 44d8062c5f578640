// The embedded host's files: never through a symbolic link, as their copy compressed at build time
// where the client takes one, ranges as nginx answers them. nginx's copy: files.conf.template.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';
import send from 'send';
import { REMOTES, SEARCH_FOLDER } from '../lib/deployRoot.mjs';
import { nginxParts } from '../lib/nginxTemplate.mjs';
import { ERROR_CACHE_CONTROL, STATEMENTS_PREFIX, cacheControlFor } from '../lib/policy.mjs';
import { plainAnswer } from './answers.mjs';

const COMPRESSED_VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** A regular file reached through no symbolic link below `folder`, else undefined. */
export async function publicFileIn(/** @type {string} */ folder, /** @type {string} */ path) {
  try {
    // Resolved once: a deploy may switch `shell/current` during this request.
    const realFolder = await realpath(folder);
    const file = join(realFolder, path);
    const [real, stats] = await Promise.all([realpath(file), stat(file)]);
    if (!stats.isFile()) return undefined;
    return real === file && real.startsWith(realFolder + sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

/** `path` the normalised path. */
export async function sendFile(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {string} */ path,
  /** @type {string} */ file,
) {
  const { chosen, hasVariants } = await copyToSend(req, file);
  res.setHeader('Content-Type', contentTypeOf(file));
  res.setHeader('Cache-Control', cacheControlFor(path));
  if (req.headers.range !== undefined) {
    // As nginx: `bytes=` only, one range (several: the whole file); the answer is never stored.
    if (!path.startsWith(STATEMENTS_PREFIX)) res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
    const range = req.headers.range;
    if (!/^bytes=./i.test(range) || range.includes(',')) delete req.headers.range;
    else {
      const { size } = await stat(chosen.file);
      if (parseRange(size, range) === -2)
        return plainAnswer(res, path, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${size}` });
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
        if (error.status === 416)
          plainAnswer(res, path, 416, 'Range not satisfiable', {
            'Content-Range': error.headers?.['Content-Range'] ?? '',
          });
        else if (error.status && error.status < 500) plainAnswer(res, path, 404, 'Not found');
        else reject(error);
        resolve(undefined);
      })
      .on('end', () => resolve(undefined))
      .pipe(res);
    res.once('close', () => resolve(undefined));
  });
}

/** The compressed copy the client prefers by its q-values, or the file as it is. */
export async function copyToSend(/** @type {import('node:http').IncomingMessage} */ req, /** @type {string} */ file) {
  const variants = await Promise.all(
    COMPRESSED_VARIANTS.map(async (variant) => ({
      ...variant,
      exists: await stat(file + variant.suffix).then(
        (stats) => stats.isFile(),
        () => false,
      ),
    })),
  );
  const available = variants.filter((variant) => variant.exists);
  const negotiator = new Negotiator(req);
  // negotiator 1.x breaks ties (`gzip, br`) by our order; its published types predate that argument.
  const encodings = /** @type {(available: string[], preferred: string[]) => string[]} */ (
    negotiator.encodings.bind(negotiator)
  );
  const preferred = encodings(
    [...available.map((variant) => variant.encoding), 'identity'],
    ['br', 'gzip', 'identity'],
  )[0];
  const variant = available.find((candidate) => candidate.encoding === preferred);
  return {
    chosen: variant ? { file: file + variant.suffix, encoding: variant.encoding } : { file, encoding: '' },
    hasVariants: available.length > 0,
  };
}

const contentTypeOf = (/** @type {string} */ file) => {
  const type = mime.lookup(extname(file)) || 'application/octet-stream';
  const charset = mime.charset(type);
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
};

/** A file read on each request (`/remotes.json`); `headers` besides the path's own. */
export async function serveMappedFile(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {string} */ path,
  /** @type {string} */ file,
  /** @type {Record<string, string>} */ headers = {},
) {
  const body = await readFile(file).catch(() => undefined);
  if (!body) return plainAnswer(res, path, 404, 'Not found');
  const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': cacheControlFor(path),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The root's sw.js, read on each request, with an ETag of its content a browser's check revalidates. */
export async function serveServiceWorker(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {string} */ path,
  /** @type {string} */ file,
) {
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
  res.writeHead(200, {
    ...headers,
    'Content-Length': body.length,
    ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export const filesForNginx = (/** @type {import('../lib/nginxTemplate.mjs').NginxSite} */ { root }) =>
  nginxParts(new URL('./files.conf.template', import.meta.url), {
    SITE_ROOT: root,
    REMOTES_REGEX: REMOTES.join('|'),
    SEARCH_FOLDER,
  });

// A small production-like static host: what a CDN or nginx would do for the built folders.
// Used by `npm start`, `npm run dev`, the end-to-end tests and the byte benchmark.
import compression from 'compression';
import { createServer } from 'node:http';
import sirv from 'sirv';

const ONE_YEAR = 31_536_000;
/** Files whose URL never changes while their content does: always revalidated. */
const REVALIDATE = /(^|\/)(index\.html|remotes\.json|remoteEntry\.js)$/;
/** Vite's hashed build output: safe to cache for ever. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)$/;

/**
 * @typedef {object} StaticHostOptions
 * @property {string} root folder to serve
 * @property {number} port 0 picks a free port
 * @property {boolean} [spa] serve index.html for unknown extension-less paths (history fallback)
 * @property {boolean} [cors] allow any origin to load the files (remotes are loaded cross-origin)
 * @property {Record<string, string>} [overrides] path -> JSON body served instead of a file
 */

/**
 * @param {StaticHostOptions} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticHost({ root, port, spa = false, cors = false, overrides = {} }) {
  const files = sirv(root, {
    // Read the folder on every request (as nginx does): a redeployed or rebuilt folder is
    // served at once. sirv's production mode would keep serving the file list of its start.
    dev: true,
    etag: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  // Like nginx's gzip_min_length (20 bytes): a page's small chunks are compressed too.
  const compress = compression({ threshold: 20 });

  const server = createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Vary', 'Origin');
    }
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    const override = overrides[pathname];
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      if (override !== undefined) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(override);
        return;
      }
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('Not found');
      });
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  if (pathname === '/' || REVALIDATE.test(pathname) || !pathname.includes('.')) return 'no-cache';
  if (HASHED_ASSET.test(pathname)) return `public, max-age=${ONE_YEAR}, immutable`;
  return 'public, max-age=3600';
}

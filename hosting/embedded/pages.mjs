// The embedded host's pages: a path that is no file, on the shell's host, answered from the live
// shell release's route list with the route's composed page or the not-found page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheControlFor } from '../lib/policy.mjs';
import { COMPOSED_FOLDER, composedFileOf, notFoundFileFor, readRouteListNow, routeOf } from '../lib/routes.mjs';
import { plainAnswer } from './answers.mjs';
import { copyToSend } from './files.mjs';

const SHELL_PAGE = 'index.html';

/**
 * A path that is no file, on the shell's host: a route gets its composed page, anything else
 * the composed not-found page (in French under /fr/) with 404, never a soft 404 a crawler indexes; either is the
 * shell's index.html (which renders in the browser) where nothing is composed. Sent as the
 * .br or .gz copy when the browser takes it, like the files.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * A route's page is looked for first in `candidate`'s composed folder (a preview's or the
 * canary's, hosting/embedded/releaseChoice.mjs), whose headers then go with it.
 * `headers` go with a page (200) whichever it is (a canary's caching).
 * @param {{ root: string, composedFolder: string | undefined, path: string,
 *   candidate?: { folder: string, headers: Record<string, string> }, headers?: Record<string, string> }} context
 */
export async function serveShellDocument(req, res, { root, composedFolder, path, candidate, headers = {} }) {
  let routes;
  try {
    routes = await readRouteListNow(root);
  } catch {
    // A release being switched, or a broken route list: this one answer fails, not the host.
    return plainAnswer(res, path, 503, 'The site is being updated. Please try again in a moment.', { 'Retry-After': '5' });
  }
  const route = routeOf(routes, path);
  const status = route === undefined ? 404 : 200;
  const composed = composedFolder && join(composedFolder, route === undefined ? notFoundFileFor(path) : composedFileOf(route));
  const candidatePage = candidate && route !== undefined ? join(candidate.folder, COMPOSED_FOLDER, composedFileOf(route)) : undefined;
  const pages = [...(candidatePage ? [candidatePage] : []), ...(composed ? [composed] : []), join(root, SHELL_PAGE)];
  for (const page of pages) {
    const { chosen } = await copyToSend(req, page);
    // The copy may go between the check and the read (a deploy rewriting pages): then the file as it is.
    for (const { file, encoding } of [chosen, { file: page, encoding: '' }]) {
      const body = await readFile(file).catch(() => undefined);
      if (!body) continue;
      res.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': status === 200 ? cacheControlFor(`/${SHELL_PAGE}`) : cacheControlFor(path, status),
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ...(status === 200 ? headers : {}),
        ...(page === candidatePage ? candidate?.headers : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  plainAnswer(res, path, 404, 'Not found');
}

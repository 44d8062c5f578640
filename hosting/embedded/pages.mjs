// The embedded host's pages, from the live shell's route list (nginx: routes.conf.template).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheControlFor } from '../lib/policy.mjs';
import { COMPOSED_FOLDER, composedFileOf, notFoundFileFor, readRouteListNow, routeOf } from '../lib/routes.mjs';
import { plainAnswer } from './answers.mjs';
import { copyToSend } from './files.mjs';

const SHELL_PAGE = 'index.html';

// A route: its composed page (200), first from `candidate`'s folder with its headers; else the
// not-found page (404); either the shell's index.html where nothing is composed. `headers` go with any 200.
export async function serveShellDocument(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {{ root: string, composedFolder: string | undefined, path: string, candidate?: { folder: string, headers: Record<string, string> }, headers?: Record<string, string> }} */ {
    root,
    composedFolder,
    path,
    candidate,
    headers = {},
  },
) {
  let routes;
  try {
    routes = await readRouteListNow(root);
  } catch {
    // A release being switched, or a broken route list: this one answer fails, not the host.
    return plainAnswer(res, path, 503, 'The site is being updated. Please try again in a moment.', {
      'Retry-After': '5',
    });
  }
  const route = routeOf(routes, path);
  const status = route === undefined ? 404 : 200;
  const composed =
    composedFolder && join(composedFolder, route === undefined ? notFoundFileFor(path) : composedFileOf(route));
  const candidatePage =
    candidate && route !== undefined ? join(candidate.folder, COMPOSED_FOLDER, composedFileOf(route)) : undefined;
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

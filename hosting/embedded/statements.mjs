// Statement files on the embedded host: their headers, and the two rate limits of
// statements.conf.template, nginx's copy (docs/security.md).
import { nginxParts } from '../lib/nginxTemplate.mjs';
import {
  STATEMENTS_PREFIX,
  STATEMENT_HEADERS,
  STATEMENT_NOT_FOUND_RATE_LIMIT,
  STATEMENT_RATE_LIMIT,
} from '../lib/policy.mjs';
import { allowAll, createRateLimiter } from '../lib/rateLimit.mjs';
import { isPublicFilePath } from '../lib/requestPath.mjs';
import { plainAnswer } from './answers.mjs';
import { publicFileIn, sendFile } from './files.mjs';

/** Answers a statement's file, or 429; false leaves the path (no file) to the host's 404. */
export function statementAnswerer(/** @type {string} */ root, /** @type {RegExp | undefined} */ filePaths) {
  const limit = createRateLimiter(STATEMENT_RATE_LIMIT);
  const notFoundLimit = createRateLimiter(STATEMENT_NOT_FOUND_RATE_LIMIT);
  return async (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {string} */ path,
    /** @type {string} */ client,
  ) => {
    if (!path.startsWith(STATEMENTS_PREFIX)) return false;
    for (const [name, value] of Object.entries(STATEMENT_HEADERS)) res.setHeader(name, value);
    const file =
      isPublicFilePath(path) && (!filePaths || filePaths.test(path)) ? await publicFileIn(root, path) : undefined;
    if (!allowAll(file ? [limit] : [limit, notFoundLimit], client)) {
      plainAnswer(res, path, 429, 'Too many requests for statements. Please wait a minute and try again.', {
        'Retry-After': '60',
      });
      return true;
    }
    if (!file) return false;
    await sendFile(req, res, path, file);
    return true;
  };
}

const rate = (/** @type {{ perMinute: number }} */ { perMinute }) => `${perMinute}r/m`;

export const statementsForNginx = () =>
  nginxParts(new URL('./statements.conf.template', import.meta.url), {
    STATEMENTS_PREFIX,
    RATE: rate(STATEMENT_RATE_LIMIT),
    BURST: String(STATEMENT_RATE_LIMIT.burst),
    NOT_FOUND_RATE: rate(STATEMENT_NOT_FOUND_RATE_LIMIT),
    NOT_FOUND_BURST: String(STATEMENT_NOT_FOUND_RATE_LIMIT.burst),
  });

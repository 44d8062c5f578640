// One spelling of every request path. The embedded host normalises a request's path once, here,
// and applies every rule (caching, statements, document headers, routes, files) to the result,
// so `//statements/x.pdf`, `/%73tatements/x.pdf` and `/statements/./x.pdf` all meet the
// statement rules. nginx does the same with its own normalised `$uri`; what nginx refuses with
// 400 (a NUL, an encoded slash, a path above the root), this refuses too.

/** True when `text` holds a C0 control character or DEL. @param {string} text */
const hasControlCharacter = (text) => [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/** Longer request targets are refused with 414, as nginx does with its default 8 KB buffers. */
export const MAX_PATH_LENGTH = 8192;

/**
 * @typedef {{ path: string } | { status: 400 | 414, reason: string }} NormalisedPath
 */

/**
 * Decodes and normalises the path of a request target (`req.url`): percent-decoding, dot
 * segments resolved, repeated slashes merged, a trailing slash kept. Refuses what cannot name a
 * file: a control character or DEL (a NUL among them), a slash or backslash encoded inside a
 * segment, a malformed escape, a path that climbs above the root.
 * @param {string} target the request target, as sent (origin form, or absolute form)
 * @returns {NormalisedPath}
 */
export function normaliseRequestPath(target) {
  if (target.length > MAX_PATH_LENGTH) return { status: 414, reason: 'request target too long' };
  let raw = target.split(/[?#]/, 1)[0] ?? '';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) raw = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
  if (!raw.startsWith('/')) return { status: 400, reason: 'the path must start with /' };
  if (/%(2f|5c|00)/i.test(raw)) return { status: 400, reason: 'an encoded slash, backslash or NUL in the path' };

  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { status: 400, reason: 'a malformed percent-escape in the path' };
  }
  // A control character or DEL names no file, and written into a header it would end the line.
  if (hasControlCharacter(raw) || hasControlCharacter(decoded)) return { status: 400, reason: 'a control character in the path' };

  /** @type {string[]} */
  const segments = [];
  const parts = decoded.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return { status: 400, reason: 'the path climbs above the root' };
      segments.pop();
      if (last) segments.push('');
    } else if (part === '.' || part === '') {
      if (last) segments.push('');
    } else {
      segments.push(part);
    }
  }
  // An empty segment is only ever the last one: a trailing slash, kept once.
  return { path: `/${segments.join('/')}` };
}

/**
 * True when a normalised path may name a public file: no segment starting with a dot (dot-files,
 * `.vite/`, a deploy's `.incoming-…` copies), and not a precompressed copy asked for by name (the
 * host chooses `.br` and `.gz` copies itself, with the original's headers).
 * @param {string} path
 */
export function isPublicFilePath(path) {
  return !path.split('/').some((segment) => segment.startsWith('.')) && !/\.(br|gz)$/i.test(path);
}

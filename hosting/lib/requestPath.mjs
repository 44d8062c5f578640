// One spelling of a request's path, to which every rule applies, and what nginx refuses with 400 or 414.

const hasControlCharacter = (/** @type {string} */ text) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

export const MAX_PATH_LENGTH = 8192;

/** Decoded, dot segments resolved, slashes merged, a trailing slash kept. @returns {{ path: string } | { status: 400 | 414, reason: string }} */
export function normaliseRequestPath(/** @type {string} */ target) {
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
  // Written into a header, it would end the line.
  if (hasControlCharacter(raw) || hasControlCharacter(decoded))
    return { status: 400, reason: 'a control character in the path' };

  const segments = /** @type {string[]} */ ([]);
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
  return { path: `/${segments.join('/')}` };
}

/** No dot-file or -folder, and no compressed copy asked for by name. */
export function isPublicFilePath(/** @type {string} */ path) {
  return !path.split('/').some((segment) => segment.startsWith('.')) && !/\.(br|gz)$/i.test(path);
}

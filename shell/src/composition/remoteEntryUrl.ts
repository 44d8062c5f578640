import { ManifestError } from './errors';

/** A section's entry in the manifest: where its remoteEntry.js is, or why its URL was refused. */
export type RemoteEntry = { readonly url: string } | { readonly error: ManifestError };

/** Hosts a remote may be served from over plain http: this machine only (development, tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks one manifest URL and resolves it against the page's URL. The browser's URL parser
 * decides where a value points, not its spelling: `//host/x.js`, `/\host/x.js` or a path with a
 * tab in it are other hosts written as paths, and a path must stay on the page's origin. An
 * absolute URL must use https, since the shell runs whatever script it names. Plain http is
 * allowed for this machine only, and only when the page itself is on this machine (development,
 * tests): a site on the internet never runs a script from its visitor's own machine.
 */
export function resolveRemoteEntry(manifestPath: string, name: string, value: unknown, pageUrl: string): RemoteEntry {
  const refuse = (reason: string) => ({ error: new ManifestError(`${manifestPath}: the URL of "${name}" ${reason}`) });
  if (typeof value !== 'string') return refuse('must be a string.');

  const written = `(${value})`;
  if (value.startsWith('/')) {
    const resolved = new URL(value, pageUrl);
    if (resolved.origin !== new URL(pageUrl).origin) {
      return refuse(`${written} is on another host; a path must stay on this site.`);
    }
    return { url: resolved.href };
  }

  const absolute = parseAbsoluteUrl(value);
  if (absolute?.protocol === 'https:') return { url: absolute.href };
  if (absolute?.protocol === 'http:') {
    if (!LOCAL_HOSTS.has(absolute.hostname)) return refuse(`${written} must use https (plain http is allowed only for localhost).`);
    return LOCAL_HOSTS.has(new URL(pageUrl).hostname)
      ? { url: absolute.href }
      : refuse(`${written} is on this machine, but the site is not: a remote must be on the site's own origin or https.`);
  }
  return refuse(`${written} must be an https URL or a path starting with "/".`);
}

/** The URL a value names on its own, or undefined when it is relative (or not a URL at all). */
function parseAbsoluteUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

// The runtime manifest, /remotes.json, and its checks; the errors a remote's load ends with.
import { isRemoteName, type RemoteName, type RouteOwner } from '@mboa/shared';
import { DEFAULT_TIMEOUT_MS, MANIFEST_FILE, TIMEOUT_RANGE_MS } from '@mboa/shared/runtime-manifest';

/** A remote (its entry or a chunk) failed to load or timed out. Name and message prefix are contract. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly remote: string,
    /** What went wrong, for whoever reads the console or a support report (in English). */
    readonly detail: string,
  ) {
    super(`Loading chunk failed: ${remote} (${detail})`);
  }
}

/** /remotes.json is missing, malformed, or does not list a remote. */
export class ManifestError extends Error {
  override readonly name = 'ManifestError';
}

/** A section's entry in the manifest: where its remoteEntry.js is, or why its URL was refused. */
export type RemoteEntry = { readonly url: string } | { readonly error: ManifestError };

/** Hosts a remote may be served from over plain http: this machine only (development, tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks a manifest URL as the browser's parser reads it (`//host/x.js`, `/\host/x.js` are other hosts): a path stays
 * on the page's origin, else https, since the shell runs the script; plain http only from this machine to itself.
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
    if (!LOCAL_HOSTS.has(absolute.hostname))
      return refuse(`${written} must use https (plain http is allowed only for localhost).`);
    return LOCAL_HOSTS.has(new URL(pageUrl).hostname)
      ? { url: absolute.href }
      : refuse(
          `${written} is on this machine, but the site is not: a remote must be on the site's own origin or https.`,
        );
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

/** /remotes.json, each section's URL checked on its own: one refused URL costs only that section. */
export interface RemoteManifest {
  timeoutMs: number;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  /** The share of page views that report their speed (shell/src/vitals/); 0, off, unless the deployment sets it. */
  vitalsSampleRate: number;
  /** The service worker's switch (shell/src/offline/): on unless `"offlineReading": false`. */
  offlineReading: boolean;
  /** What keeping each section offline downloads, as the deploy measured it (offline/keepSectionOffline.ts). */
  offlineSections: unknown;
  /** Each live release's search bundles (the folder holding one per language), checked as entries are (search/). */
  searchBundles: Partial<Record<RouteOwner, RemoteEntry>>;
}

export const MANIFEST_PATH = `/${MANIFEST_FILE}`;
export { DEFAULT_TIMEOUT_MS, TIMEOUT_RANGE_MS };

/** Validates the parsed JSON: a malformed file throws a ManifestError; a refused section URL is kept as its error. */
export function parseManifest(value: unknown, pageUrl: string): RemoteManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ManifestError(`${MANIFEST_PATH} must be a JSON object.`);
  }
  const { timeoutMs = DEFAULT_TIMEOUT_MS, remotes } = value as { timeoutMs?: unknown; remotes?: unknown };
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new ManifestError(`${MANIFEST_PATH}: "timeoutMs" must be a positive number of milliseconds.`);
  }
  const boundedTimeoutMs =
    timeoutMs >= TIMEOUT_RANGE_MS.min && timeoutMs <= TIMEOUT_RANGE_MS.max ? timeoutMs : DEFAULT_TIMEOUT_MS;
  if (boundedTimeoutMs !== timeoutMs) {
    console.warn(
      `${MANIFEST_PATH}: "timeoutMs" ${timeoutMs} is outside ${TIMEOUT_RANGE_MS.min}–${TIMEOUT_RANGE_MS.max} ms; using ${DEFAULT_TIMEOUT_MS} ms.`,
    );
  }
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new ManifestError(`${MANIFEST_PATH}: "remotes" must map section names to remoteEntry.js URLs.`);
  }
  const parsed: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!isRemoteName(name)) continue; // unknown sections are ignored, not fatal
    parsed[name] = resolveRemoteEntry(MANIFEST_PATH, name, url, pageUrl);
  }
  return {
    timeoutMs: boundedTimeoutMs,
    remotes: parsed,
    vitalsSampleRate: sampleRateOf((value as { vitals?: unknown }).vitals),
    offlineReading: (value as { offlineReading?: unknown }).offlineReading !== false,
    offlineSections: (value as { offlineSections?: unknown }).offlineSections,
    searchBundles: searchBundlesOf((value as { search?: unknown }).search, pageUrl),
  };
}

/** `"search": { "shell": "/pagefind/", "<section>": "…/pagefind/" }`; absent or malformed, no bundle at all. */
function searchBundlesOf(search: unknown, pageUrl: string): Partial<Record<RouteOwner, RemoteEntry>> {
  if (typeof search !== 'object' || search === null || Array.isArray(search)) return {};
  const bundles: Partial<Record<RouteOwner, RemoteEntry>> = {};
  for (const [owner, url] of Object.entries(search)) {
    if (owner === 'shell' || isRemoteName(owner))
      bundles[owner] = resolveRemoteEntry(MANIFEST_PATH, owner, url, pageUrl);
  }
  return bundles;
}

/** `"vitals": { "sampleRate": 0.1 }`; anything else (absent, malformed, out of range) is off, never an error. */
function sampleRateOf(vitals: unknown): number {
  const rate =
    typeof vitals === 'object' && vitals !== null ? (vitals as { sampleRate?: unknown }).sampleRate : undefined;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 0;
}

/** The resolved remoteEntry.js URL of a section; throws the section's ManifestError when it has none. */
export function remoteEntryUrl(manifest: RemoteManifest, name: RemoteName): string {
  const entry = manifest.remotes[name];
  if (!entry) throw new ManifestError(`The section "${name}" is not listed in ${MANIFEST_PATH}.`);
  if ('error' in entry) throw entry.error;
  return entry.url;
}

let pending: Promise<RemoteManifest> | undefined;

/** Fetched once, a failure forgotten; `fresh` fetches again (a release may have changed), keeping its success. */
export function loadManifest({ fresh = false } = {}): Promise<RemoteManifest> {
  if (fresh) {
    const refreshed = fetchManifest();
    return refreshed.then((manifest) => {
      pending = refreshed;
      return manifest;
    });
  }
  pending ??= fetchManifest().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchManifest(): Promise<RemoteManifest> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(MANIFEST_PATH, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) {
      throw new ManifestError(`${MANIFEST_PATH} could not be loaded (HTTP ${response.status}).`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ManifestError(`${MANIFEST_PATH} is not valid JSON.`);
    }
    return parseManifest(json, window.location.href);
  } catch (error) {
    if (error instanceof ManifestError) throw error;
    throw new ManifestError(
      `${MANIFEST_PATH} could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    clearTimeout(timer);
  }
}

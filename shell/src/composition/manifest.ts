import { isRemoteName, type RemoteName } from '@mboa/shared';
import { ManifestError } from './errors';

/** The runtime manifest (decisions.md): where each remote's remoteEntry.js lives. */
export interface RemoteManifest {
  timeoutMs: number;
  remotes: Partial<Record<RemoteName, string>>;
}

export const MANIFEST_PATH = '/remotes.json';
export const DEFAULT_TIMEOUT_MS = 120_000;

/** Validates the parsed JSON; throws a ManifestError that says what is wrong. */
export function parseManifest(value: unknown): RemoteManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ManifestError(`${MANIFEST_PATH} must be a JSON object.`);
  }
  const { timeoutMs = DEFAULT_TIMEOUT_MS, remotes } = value as { timeoutMs?: unknown; remotes?: unknown };
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new ManifestError(`${MANIFEST_PATH}: "timeoutMs" must be a positive number of milliseconds.`);
  }
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new ManifestError(`${MANIFEST_PATH}: "remotes" must map section names to remoteEntry.js URLs.`);
  }
  const parsed: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!isRemoteName(name)) continue; // unknown sections are ignored, not fatal
    if (typeof url !== 'string' || !(url.startsWith('/') || /^https?:\/\//.test(url))) {
      throw new ManifestError(`${MANIFEST_PATH}: the URL of "${name}" must be absolute or start with "/".`);
    }
    parsed[name] = url;
  }
  return { timeoutMs, remotes: parsed };
}

let pending: Promise<RemoteManifest> | undefined;

/** Fetches the manifest once; a failure is not remembered, so a retry fetches again. */
export function loadManifest(): Promise<RemoteManifest> {
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
    return parseManifest(json);
  } catch (error) {
    if (error instanceof ManifestError) throw error;
    throw new ManifestError(`${MANIFEST_PATH} could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
  } finally {
    clearTimeout(timer);
  }
}

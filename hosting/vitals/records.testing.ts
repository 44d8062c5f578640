import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isoTime, logLineOf, type VitalsRecord } from '../../shared/src/vitalsBeacon.mjs';
import { mulberry32 } from './bootstrap.mjs';

export const SHELL_RELEASE = 'aaaaaaaaaaa1';
export const PERSONAL_RELEASE = 'bbbbbbbbbbb1';

/** A valid record: one phone page view of /savings_account in English; `fields` change it. */
export function recordOf(fields: Partial<VitalsRecord> = {}): VitalsRecord {
  return {
    v: 1,
    time: '2026-11-26T05:00:00+00:00',
    route: '/savings_account',
    language: 'en',
    shell: SHELL_RELEASE,
    section: 'personal-banking',
    release: PERSONAL_RELEASE,
    connection: '4g',
    device: 'phone',
    fcp: null,
    lcp: null,
    ttfb: null,
    cls: null,
    inp: null,
    takeover: null,
    ...fields,
  };
}

/** A log's text, as the hosts write it: one line a record, each ended by a newline. */
export const logOf = (records: Partial<VitalsRecord>[]) =>
  records.map((fields) => `${logLineOf(recordOf(fields))}\n`).join('');

/** Writes a log file (making its folder) and returns its path. */
export function writeLog(file: string, text: string): string {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** The release personal-banking's canary runs in the comparison's tests. */
export const CANARY_RELEASE = 'ccccccccccc1';
/** When that canary started. */
export const CANARY_SINCE = '2026-11-26T00:00:00.000Z';

/**
 * `count` page views of a release of personal-banking, one a minute from `from`, each with an LCP
 * drawn around `lcp` ms and spread as field values are (log-normal), from a seed: the same every run.
 */
export function pageViewsOf({
  release,
  count,
  lcp,
  seed,
  from = CANARY_SINCE,
}: {
  release: string;
  count: number;
  lcp: number;
  seed: number;
  from?: string;
}): Partial<VitalsRecord>[] {
  const random = mulberry32(seed);
  // Box–Muller: a standard normal value from two uniform ones (1 - random() is never 0).
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Array.from({ length: count }, (_, index) => ({
    time: isoTime(new Date(Date.parse(from) + index * 60_000)),
    release,
    lcp: Math.round(lcp * Math.exp(0.4 * normal())),
  }));
}

/**
 * Writes personal-banking's releases.json in a deploy root: PERSONAL_RELEASE live, and CANARY_RELEASE
 * its candidate, with `canary` if given (without, the candidate has a preview only).
 */
export function writeReleaseState(root: string, { canary }: { canary?: { percent: number; since: string } } = {}) {
  const deployedAt = '2026-11-25T00:00:00.000Z';
  const candidate = {
    buildId: CANARY_RELEASE,
    deployedAt,
    preview: { token: 'preview-token', expiresAt: '2026-12-25T00:00:00.000Z' },
    ...(canary ? { canary } : {}),
  };
  mkdirSync(join(root, 'personal-banking'), { recursive: true });
  writeFileSync(
    join(root, 'personal-banking', 'releases.json'),
    JSON.stringify({
      history: [PERSONAL_RELEASE],
      releases: { [PERSONAL_RELEASE]: { deployedAt }, [CANARY_RELEASE]: { deployedAt } },
      candidate,
    }),
  );
}

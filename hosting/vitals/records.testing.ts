import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logLineOf, type VitalsRecord } from '../../shared/src/vitalsBeacon.mjs';

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
    ...fields,
  };
}

/** A log's text, as the hosts write it: one line a record, each ended by a newline. */
export const logOf = (records: Partial<VitalsRecord>[]) => records.map((fields) => `${logLineOf(recordOf(fields))}\n`).join('');

/** Writes a log file (making its folder) and returns its path. */
export function writeLog(file: string, text: string): string {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

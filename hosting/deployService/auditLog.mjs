// The deploy service's record of every action (docs/hosting.md, "The deploy service"): one JSON line each, appended;
// past MAX_BYTES the file becomes audit.log.1 (the one before it dropped), so the record stays bounded.
import { appendFileSync, chmodSync, existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { serviceFolder, servicePath } from './serviceFolder.mjs';

/** @typedef {{ at: string, token: string, section: string, action: string, release?: string, result: string }} AuditEntry */

export const AUDIT_FILE = 'audit.log';
export const MAX_BYTES = 1024 * 1024;

/** @param {string} root @param {Omit<AuditEntry, 'at'>} entry @param {{ now?: number, maxBytes?: number }} [options] */
export function appendAudit(root, entry, { now = clockNow(), maxBytes = MAX_BYTES } = {}) {
  const file = serviceFolder(root, AUDIT_FILE);
  if (existsSync(file) && statSync(file).size >= maxBytes) renameSync(file, `${file}.1`);
  appendFileSync(file, JSON.stringify({ at: new Date(now).toISOString(), ...entry }) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** The entries kept, oldest first, of one section or all. @param {string} root @param {{ section?: string }} [options] @returns {AuditEntry[]} */
export function readAudit(root, { section } = {}) {
  const file = servicePath(root, AUDIT_FILE);
  const lines = [`${file}.1`, file].flatMap((path) =>
    existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [],
  );
  const entries = lines.flatMap((line) => {
    try {
      return [/** @type {AuditEntry} */ (JSON.parse(line))];
    } catch {
      return [];
    }
  });
  return section ? entries.filter((entry) => entry.section === section) : entries;
}

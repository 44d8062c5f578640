// Deploy tokens (docs/hosting.md, "The deploy service"): each for one package; the service keeps only their SHA-256.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { assertPackage, writeFileAtomically } from '../lib/deployRoot.mjs';
import { serviceFolder, servicePath } from './serviceFolder.mjs';

/** @typedef {{ name: string, section: string, sha256: string, createdAt: string }} TokenRecord */

const TOKENS_FILE = 'tokens.json';
const TOKEN_PREFIX = 'mboa-deploy-';
const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

const digestOf = (/** @type {string} */ token) => createHash('sha256').update(token).digest();

/** @param {string} root @returns {TokenRecord[]} */
export function readTokens(root) {
  const file = servicePath(root, TOKENS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

function writeTokens(/** @type {string} */ root, /** @type {TokenRecord[]} */ tokens) {
  const file = serviceFolder(root, TOKENS_FILE);
  writeFileAtomically(file, JSON.stringify(tokens, null, 2) + '\n');
  chmodSync(file, 0o600);
}

/**
 * A new token for `section`, named `name` (by default the section and a number). The token itself is returned once and
 * never stored. @param {string} root @param {string} section @param {{ name?: string, now?: number }} [options]
 */
export function createToken(root, section, { name, now = clockNow() } = {}) {
  assertPackage(section);
  const tokens = readTokens(root);
  const chosen = name ?? `${section}-${tokens.filter((token) => token.section === section).length + 1}`;
  if (!NAME.test(chosen))
    throw new Error(`"${chosen}": a token's name is up to 64 letters, digits, dots, dashes, underscores or @.`);
  if (tokens.some((token) => token.name === chosen)) throw new Error(`A token named "${chosen}" exists already.`);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const record = {
    name: chosen,
    section,
    sha256: digestOf(token).toString('hex'),
    createdAt: new Date(now).toISOString(),
  };
  writeTokens(root, [...tokens, record]);
  return { name: chosen, section, token };
}

/** Removes the token named `name`; false when there is none. @param {string} root @param {string} name */
export function revokeToken(root, name) {
  const tokens = readTokens(root);
  const kept = tokens.filter((token) => token.name !== name);
  if (kept.length === tokens.length) return false;
  writeTokens(root, kept);
  return true;
}

/**
 * The record of the token presented, or undefined. Every stored digest is compared, each in constant time, so the
 * time taken says nothing of which one matched or how much of it. @param {TokenRecord[]} tokens @param {string} presented
 */
export function tokenOf(tokens, presented) {
  const digest = digestOf(presented);
  let found = /** @type {TokenRecord | undefined} */ (undefined);
  for (const record of tokens) {
    const stored = Buffer.from(record.sha256, 'hex');
    if (stored.length === digest.length && timingSafeEqual(stored, digest) && !found) found = record;
  }
  return found;
}

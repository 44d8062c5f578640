// Package names and ports (decisions.md): the one place both the Vite configs and the
// scripts read them from. PERSONAL_BANKING_PORT=6001 (etc.) overrides a default.
import { readFileSync } from 'node:fs';

/** @type {Record<string, { port: number, remote: boolean }>} */
const packages = JSON.parse(readFileSync(new URL('./packages.json', import.meta.url), 'utf8'));

/** @type {{ name: string, port: number, remote: boolean }[]} */
export const PACKAGES = Object.entries(packages).map(([name, { port, remote }]) => ({ name, port, remote }));

/** @param {string} name */
export function portOf(name) {
  const known = packages[name];
  if (!known) throw new Error(`Unknown package ${name}`);
  const fromEnv = Number(process.env[`${name.toUpperCase().replace(/-/g, '_')}_PORT`]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : known.port;
}

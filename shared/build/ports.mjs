// Each package's local port: the default from packages.mjs, unless the environment names another
// (PERSONAL_BANKING_PORT=6001 and so on). Node only: it reads process.env.
import { PACKAGES } from './packages.mjs';

export { PACKAGES };

export function portOf(name) {
  const known = PACKAGES.find((pkg) => pkg.name === name);
  if (!known) throw new Error(`Unknown package ${name}`);
  const fromEnv = Number(process.env[`${name.toUpperCase().replace(/-/g, '_')}_PORT`]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : known.port;
}

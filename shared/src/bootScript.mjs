// The hashes of the shell's inline boot script (shell/src/start/boot.ts), which the hosts' policy
// allows: its bytes stay the same from release to release. Node only.
import { createHash } from 'node:crypto';

/** Every boot script a live or rolled-back shell may carry: a change to boot.ts adds its hash here
 * before that shell deploys, or the shell's build fails. */
export const BOOT_SCRIPT_HASHES = Object.freeze([
  // Until the first touch: any press starts the app.
  "'sha256-hB5zwAlokFp6sgNB8RNFtbaqmfzB8lbovflPP+ESXSY='",
  // A press on a link leaves the app to what follows (the next page, or the next act); the first act is marked.
  "'sha256-CxqnGdmUXDjpadtZb+Z18dCuOCSd/mWM2xSRmFyxYpA='",
]);

export const scriptHashOf = (/** @type {string} */ code) =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

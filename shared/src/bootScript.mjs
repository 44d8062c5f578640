// The one inline script a page may run: the shell's boot script (shell/src/start/boot.ts), inlined
// into every page by the shell's build. Its bytes stay the same from release to release (it reads
// what to load from the page's data- attributes), so the hosts' header policy allows it by hash.
// Node only: the shell's build and the hosts read it, no page does.
import { createHash } from 'node:crypto';

/**
 * The hashes of every boot script a live or rolled-back shell release may carry, as
 * Content-Security-Policy sources. The shell's build fails when its boot script's hash is not here:
 * a change to boot.ts adds its new hash (the hosts' policy then allows both) before that shell deploys.
 */
export const BOOT_SCRIPT_HASHES = Object.freeze([
  // Until the first touch: any press starts the app.
  "'sha256-hB5zwAlokFp6sgNB8RNFtbaqmfzB8lbovflPP+ESXSY='",
  // A press on a link leaves the app to what follows (the next page, or the next act); the first act is marked.
  "'sha256-CxqnGdmUXDjpadtZb+Z18dCuOCSd/mWM2xSRmFyxYpA='",
]);

/** An inline script's hash as a Content-Security-Policy source names it (the build's and the deploy's check). @param {string} code */
export const scriptHashOf = (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

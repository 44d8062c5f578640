// The service worker's file: the shell's build writes it, a deploy puts it at the deploy root,
// both hosts answer it at the site's root (so its scope is the whole site), the page registers it.

/** The worker's file name, in the shell's build and at the deploy root. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The address the page registers and the hosts answer. */
export const SERVICE_WORKER_PATH = `/${SERVICE_WORKER_FILE}`;

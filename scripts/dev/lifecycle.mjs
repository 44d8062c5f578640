// How the long-running scripts (`npm start`, `npm run dev`, `npm run serve:nginx`) stop: on
// Ctrl-C, on SIGTERM or SIGHUP, and when the process that started them goes away. The last
// matters because npm runs a script through `sh -c`: a SIGTERM to npm ends npm and sh but never
// reaches the script, which would keep every port open, orphaned. Node has no parent-death
// signal, so the parent is polled.

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
const PARENT_CHECK_MS = 250;

/** Calls `onOrphaned` once when the process that started this one has ended. @param {() => void} onOrphaned */
export function whenOrphaned(onOrphaned) {
  const parent = process.ppid;
  const check = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(check);
    onOrphaned();
  }, PARENT_CHECK_MS);
  check.unref();
}

/**
 * Calls `stop` once, on the first signal or when this process is orphaned, then exits.
 * @param {() => Promise<void> | void} stop closes what the script opened
 */
export function stopOnSignalOrOrphaning(stop) {
  let stopping = false;
  const stopOnce = async (/** @type {string} */ reason) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}: stopping…`);
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  for (const signal of SIGNALS) process.on(signal, () => void stopOnce(signal));
  whenOrphaned(() => void stopOnce('The process that started this one has ended'));
}

/** The interface the local hosts listen on: this machine only, unless HOST says otherwise. */
export const LISTEN_HOST = process.env.HOST || 'localhost';


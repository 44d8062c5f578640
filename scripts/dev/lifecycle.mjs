// How the long-running scripts stop: on a signal, and when their parent goes away, since npm runs
// them through `sh -c` and a SIGTERM to npm never reaches them. Node has no parent-death signal: it is polled.

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
const PARENT_CHECK_MS = 250;

export function whenOrphaned(/** @type {() => void} */ onOrphaned) {
  const parent = process.ppid;
  const check = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(check);
    onOrphaned();
  }, PARENT_CHECK_MS);
  check.unref();
}

export function stopOnSignalOrOrphaning(/** @type {() => Promise<void> | void} */ stop) {
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

export const LISTEN_HOST = process.env.HOST || 'localhost';

// The processes under a process, read from /proc (Linux), and signalling them all at once.
import { readFileSync, readdirSync } from 'node:fs';

/** Walking the tree with `ps`, as concurrently's tree-kill does, took more than 5 s on a busy machine.
 * @param {number} pid @returns {number[]} */
export function descendantsOf(pid) {
  let children = /** @type {number[]} */ ([]);
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children.push(
        ...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
      );
    }
  } catch {
    children = [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** The tree is read first, so that a parent that exits cannot orphan a child out of reach. */
export function signalProcessTree(/** @type {number} */ pid, /** @type {NodeJS.Signals} */ signal) {
  for (const target of [pid, ...descendantsOf(pid)]) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone.
    }
  }
}

// The processes under a process, read from /proc (Linux), and signalling them all at once: the dev
// script stops its commands with it, and the stressed browser run finds Vitest's workers with it.
import { readFileSync, readdirSync } from 'node:fs';

/**
 * Every process under `pid`, read from /proc (Linux; none elsewhere). Reading it is immediate,
 * where walking the tree with `ps` (concurrently's tree-kill) starts one process per level and
 * node: on a machine whose cores are busy that took more than 5 seconds for `npm run dev`.
 * @param {number} pid
 * @returns {number[]}
 */
export function descendantsOf(pid) {
  /** @type {number[]} */
  let children = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    }
  } catch {
    children = [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * Sends `signal` to `pid` and every process under it at once (the tree read first, so a parent
 * that exits cannot orphan a child out of reach).
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
export function signalProcessTree(pid, signal) {
  for (const target of [pid, ...descendantsOf(pid)]) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone.
    }
  }
}

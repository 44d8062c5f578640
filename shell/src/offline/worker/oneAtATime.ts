let last: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` once the worker's earlier store work has settled: tidying reads the kept files and their lists in several
 * steps, and a bundle kept meanwhile would be half seen (its list without its files, or the reverse).
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = last.then(work, work);
  last = run.catch(() => undefined);
  return run;
}

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { descendantsOf, signalProcessTree } from './processTree.mjs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(process.platform === 'linux')('a process tree, as the dev script stops it', () => {
  it('finds every process under a command, grandchildren included, and signals them all at once', async () => {
    // sh → (sh → sleep) and sleep: two levels under the command.
    const command = spawn('sh', ['-c', "sh -c 'sleep 30; true' & sleep 30; wait"], { stdio: 'ignore' });
    const pid = command.pid!;
    await until(() => descendantsOf(pid).length >= 3);
    const tree = descendantsOf(pid);
    expect(tree).toHaveLength(3);
    signalProcessTree(pid, 'SIGTERM');
    await until(() => [pid, ...tree].every((member) => !alive(member) || isZombie(member)));
    expect(descendantsOf(pid)).toEqual([]);
  });

  it('finds nothing under a process that does not exist', () => {
    expect(descendantsOf(2 ** 22 + 1)).toEqual([]);
  });
});

/** An exited child not yet reaped by its parent still answers signal 0. */
function isZombie(pid: number) {
  try {
    return /\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

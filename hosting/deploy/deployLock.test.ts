// @vitest-environment node
import { existsSync, mkdirSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { now } from '../../shared/src/clock.mjs';
import { fixClockAt } from '../../shared/src/testing/fixedClock';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { withDeployLock } from './deployLock.mjs';
import { holdDeployLock } from './deployLock.testing';

const temp = temporaryFoldersForThisFile();

describe('the deploy lock', () => {
  it.each([
    ['centuries ahead of', Date.UTC(2200, 0, 1)],
    ['decades behind', Date.UTC(1990, 0, 1)],
  ])(
    'makes a second deploy wait when the process clock is %s the file system’s (a moved clock, a network share)',
    async (_, time) => {
      const root = temp('lock-root-');
      mkdirSync(root, { recursive: true });
      // A lock taken and given back first: the lock library keeps what it learnt of the file system.
      await (
        await holdDeployLock(root)
      )();
      fixClockAt(time);
      const releaseFirst = await holdDeployLock(root);
      const order: string[] = [];
      const second = withDeployLock(root, () => order.push('second'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('first released');
      await releaseFirst();
      await second;
      expect(order).toEqual(['first released', 'second']);
    },
  );

  it('is not taken from a holder that has just made it, while it still carries the file system’s time (far behind the clock)', async () => {
    const root = temp('lock-root-');
    const lock = join(root, '.deploy.lock');
    fixClockAt(Date.UTC(2028, 1, 29, 9, 59, 30));
    // Another process's lock, made an instant ago on a file system whose clock reads 1990; it stamps it 200 ms later.
    mkdirSync(lock, { recursive: true });
    utimesSync(lock, new Date(Date.UTC(1990, 0, 1)), new Date(Date.UTC(1990, 0, 1)));
    const order: string[] = [];
    const second = withDeployLock(root, () => order.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    utimesSync(lock, new Date(now()), new Date(now()));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    order.push('first released');
    rmSync(lock, { recursive: true });
    await second;
    expect(order).toEqual(['first released', 'second']);
  });

  it('is taken, a moment later, from a holder that never stamps it again (a deploy that crashed)', async () => {
    const root = temp('lock-root-');
    const lock = join(root, '.deploy.lock');
    mkdirSync(lock, { recursive: true });
    utimesSync(lock, new Date(Date.UTC(1990, 0, 1)), new Date(Date.UTC(1990, 0, 1)));
    expect(await withDeployLock(root, () => 'deployed')).toBe('deployed');
    expect(existsSync(lock)).toBe(false);
  });
});

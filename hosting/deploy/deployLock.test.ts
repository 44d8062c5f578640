// @vitest-environment node
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixClockAt } from '../../shared/src/testing/fixedClock';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { withDeployLock } from './deployLock.mjs';
import { holdDeployLock } from './deployLock.testing';

const temp = temporaryFoldersForThisFile();

describe('the deploy lock', () => {
  it.each([
    ['centuries ahead of', Date.UTC(2200, 0, 1)],
    ['decades behind', Date.UTC(1990, 0, 1)],
  ])('makes a second deploy wait when the process clock is %s the file system’s (a moved clock, a network share)', async (_, time) => {
    const root = temp('lock-root-');
    mkdirSync(root, { recursive: true });
    // A lock taken and given back first: the lock library keeps what it learnt of the file system.
    await (await holdDeployLock(root))();
    fixClockAt(time);
    const releaseFirst = await holdDeployLock(root);
    const order: string[] = [];
    const second = withDeployLock(root, () => order.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    order.push('first released');
    await releaseFirst();
    await second;
    expect(order).toEqual(['first released', 'second']);
  });
});

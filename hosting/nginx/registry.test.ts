// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { nginxServing, signalNginxMasters } from './registry.mjs';
import { endingSignal, untilCommandLine } from './testSites.testing';

const temp = temporaryFoldersForThisFile();

describe('which nginx serves a deploy root', () => {
  it('reads /proc again right before each signal: a pid that stopped being the nginx master since it was found is left alone, and said so', async () => {
    const root = temp('mboa-registry-');
    const prefix = join(temp('mboa-registry-nginx-'), 'nginx');
    mkdirSync(prefix);
    // The prefix's master for a second, then (the same pid) another program: as after a crash, the pid taken again.
    const master = spawn('sh', ['-c', 'sleep 1; exec sleep 60'], {
      argv0: `nginx: master process nginx -p ${prefix} -g daemon off;`,
      stdio: 'ignore',
      detached: true,
    });
    try {
      await untilCommandLine(master.pid!, (line) => line.startsWith('nginx: master process'));
      writeFileSync(join(prefix, 'nginx.pid'), `${master.pid}\n`);
      const masters = nginxServing(root, [prefix]);
      expect(masters).toEqual(new Map([[prefix, master.pid]]));
      await untilCommandLine(master.pid!, (line) => line.startsWith('sleep 60'));

      expect(signalNginxMasters(masters, 'SIGHUP')).toEqual({
        signalled: [],
        failed: [{ pid: master.pid, prefix, reason: `pid ${master.pid} is no longer the nginx master of ${prefix}` }],
      });
      expect(await endingSignal(master)).toBeNull();
    } finally {
      process.kill(-master.pid!, 'SIGKILL');
    }
  });
});

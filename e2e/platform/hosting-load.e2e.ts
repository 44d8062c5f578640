// Load on nginx, the production host, while every package, the shell included, is deployed and rolled
// back in turn (loopback only, bounded; scripts/bench/hostLoad.mjs): no failed response, no crash, and
// memory that stays flat. `npm run bench:load` puts either host under load at full size.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLoad, loadHostWhileDeploying } from '../../scripts/bench/hostLoad.mjs';
import { HOST, SHELL_PORT, distOf } from '../support/site';

describe.runIf(HOST === 'nginx')('nginx under load', () => {
  it('answers a mix of pages, files, the manifest and beacons from 50 connections while the shell and every section are deployed and rolled back in turn: no error, no answer but 200 and the beacons’ 204 or 429, memory flat', async () => {
    // 300 requests a second in all: the deploys run while the host is busy, and the other test files
    // keep their share of the CPU (`npm run bench:load` sends as many as the host answers).
    const result = await loadHostWhileDeploying({
      host: HOST,
      seconds: 10,
      rounds: 1,
      connections: 50,
      port: SHELL_PORT,
      rate: 300,
      warmUpRequests: 5000,
    });
    console.log(describeLoad(result));
    writeFileSync(join(tmpdir(), `mboa-load-${HOST}.json`), JSON.stringify(result));
    expect(result.errors).toBe(0);
    const { 200: ok = 0, 204: accepted = 0, 429: refused = 0, ...others } = result.statuses;
    expect(others, 'no other answer').toEqual({});
    expect(ok).toBeGreaterThan(0);
    // One request in nine is a beacon (scripts/bench/hostLoad.mjs), all from one client: past its
    // burst they are refused, and nothing else is.
    expect(accepted + refused).toBeLessThanOrEqual(Math.ceil(result.requests / 9) + 50);
    expect(refused).toBeGreaterThan(0);
    // The shell and every section deployed and rolled back.
    expect(result.deploys).toBeGreaterThanOrEqual(10);
    expect(
      result.memoryAfterMb - result.memoryBeforeMb,
      `memory ${result.memoryBeforeMb.toFixed(1)} -> ${result.memoryAfterMb.toFixed(1)} MB`,
    ).toBeLessThan(30);
  }, 600_000);
});

describe.runIf(HOST === 'embedded')('the embedded host serving a folder that is replaced under it', () => {
  it('keeps running: a file removed between its check and its read costs that one response', async () => {
    // As `npm run dev` serves a remote's dist while `vite build --watch` rewrites it.
    const folder = mkdtempSync(join(tmpdir(), 'mboa-replaced-'));
    const { startStaticHost } = await import('../../hosting/embedded/staticHost.mjs');
    // The section's scripts only (the requests ask for no compressed copy): each replacement
    // copies a quarter of the files, so the race is run as often in a quarter of the time.
    const scripts = mkdtempSync(join(tmpdir(), 'mboa-replacement-'));
    const files = readdirSync(join(distOf('personal-banking'), 'assets')).filter((file) => file.endsWith('.js'));
    for (const file of files) cpSync(join(distOf('personal-banking'), 'assets', file), join(scripts, file));
    cpSync(scripts, join(folder, 'assets'), { recursive: true });
    let errorsInProcess = 0;
    const onUncaught = () => errorsInProcess++;
    process.on('uncaughtException', onUncaught);
    const host = await startStaticHost({ root: folder, port: 0, cors: true });
    try {
      let replacing = true;
      let replacements = 0;
      const replaceLoop = (async () => {
        while (replacing) {
          replacements++;
          rmSync(join(folder, 'assets'), { recursive: true, force: true });
          cpSync(scripts, join(folder, 'assets'), { recursive: true });
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const statuses = new Map<string, number>();
      await Promise.all(
        // 20 clients of 15 requests each: each request waits for a copy of the folder (synchronous,
        // between requests), so more would only make the test longer, not the race likelier.
        Array.from({ length: 20 }, async (_, worker) => {
          for (let i = 0; i < 15; i++) {
            const file = files[(worker + i) % files.length];
            const outcome = await fetch(`${host.url}/assets/${file}`, {
              headers: { 'Accept-Encoding': 'identity' },
            }).then(
              async (response) => (await response.arrayBuffer(), String(response.status)),
              () => 'connection cut',
            );
            statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
          }
        }),
      );
      replacing = false;
      await replaceLoop;
      console.log(`responses while the folder was replaced ${replacements} times:`, Object.fromEntries(statuses));
      expect(replacements, 'the folder was replaced while the requests ran').toBeGreaterThan(1);
      expect(errorsInProcess).toBe(0);
      expect(statuses.get('200')).toBeGreaterThan(0);
      // Still serving afterwards.
      expect((await fetch(`${host.url}/assets/remoteEntry.js`)).status).toBe(200);
    } finally {
      process.off('uncaughtException', onUncaught);
      await host.close();
      rmSync(folder, { recursive: true, force: true });
      rmSync(scripts, { recursive: true, force: true });
    }
  }, 180_000);
});

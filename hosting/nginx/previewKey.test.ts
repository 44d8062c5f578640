// @vitest-environment node
// The preview key under nginx: never in nginx.conf, read from the root's include when nginx loads
// its config, so a new key (npm run rotate-preview-key) ends every link given before once nginx reloads.
import { mkdirSync, readFileSync, readdirSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  makePreviewsFolder,
  PREVIEW_KEY_FILE,
  PREVIEW_KEY_INCLUDE_FILE,
  previewFolder,
} from '../lib/candidateFolders.mjs';
import { newPreviewToken, previewKey, previewValue, replacePreviewKey } from '../lib/previewLinks.mjs';
import { runCommand } from '../cli/runCommand.testing';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { renderNginxConfig, writeNginxConfig } from './config.mjs';
import { nginxAvailable, reloadNginxServing, startNginx, workersOf } from './process.mjs';
import { beaconSite, endingSignal, fakeNginxMaster } from './testSites.testing';

const temp = temporaryFoldersForThisFile();

/** Whether one of an nginx's workers has accepted the connection from `clientPort` (its socket among the worker's files). */
function acceptedByAWorker(master: number, port: number, clientPort: number): boolean {
  const hex = (value: number) => `:${value.toString(16).toUpperCase().padStart(4, '0')}`;
  const inode = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(([, local, remote]) => local?.endsWith(hex(port)) && remote?.endsWith(hex(clientPort)))?.[9];
  if (!inode || inode === '0') return false;
  return workersOf(master).some((worker) =>
    readdirSync(`/proc/${worker}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${worker}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    }),
  );
}

/** A connection an nginx worker has accepted, with no request on it yet; what it answers to one. */
async function connectionAcceptedBy(master: number, port: number) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => undefined); // written after the server closed it: nothing answers
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  await expect.poll(() => acceptedByAWorker(master, port, socket.localPort!)).toBe(true);
  return {
    answerTo: async (request: string) => {
      if (!socket.destroyed) socket.end(`${request} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      await closed;
      return answer.split('\r\n')[0];
    },
  };
}

describe('the preview key under nginx', () => {
  it('is not in nginx.conf: the config includes the file beside the key (mode 600), which a root with no preview yet gets when the config is written', () => {
    const dir = temp('mboa-key-conf-');
    const site = beaconSite(dir);
    const prefix = join(dir, 'nginx');
    const include = join(site, PREVIEW_KEY_INCLUDE_FILE);
    expect(renderNginxConfig({ root: site, port: 5000, prefix })).toContain(`    include ${include};\n`);
    if (!nginxAvailable()) return;
    const conf = readFileSync(writeNginxConfig({ root: site, port: 5000, prefix }), 'utf8');
    const key = readFileSync(join(site, PREVIEW_KEY_FILE), 'utf8').trim();
    expect(conf).not.toContain(key);
    expect(conf).not.toContain('secure_link_md5');
    expect(readFileSync(include, 'utf8')).toBe(`secure_link_md5 "$mboa_pv_expires$mboa_pv_token ${key}";\n`);
    expect(statSync(include).mode & 0o777).toBe(0o600);
  });

  it.runIf(nginxAvailable())(
    'ends every link given before once a new key is made and nginx reloads (as rotate-preview-key does), on a connection opened before it too; a link signed with the new key opens',
    async () => {
      const dir = temp('mboa-key-rotate-');
      const site = beaconSite(dir);
      const nginx = await startNginx({ root: site, port: 5092, prefix: join(dir, 'nginx') });
      const statusOf = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;
      try {
        const token = newPreviewToken();
        // As a deploy makes it: nginx's workers (another user when root starts nginx) reach it by its token.
        makePreviewsFolder(site);
        mkdirSync(previewFolder(site, token), { mode: 0o755 });
        // An hour from nginx's own time (its Date header), whatever clock another test left this worker.
        const hostTime = Date.parse((await fetch(`${nginx.url}/robots.txt`)).headers.get('date') ?? '');
        const linkWith = (key: string) => `${nginx.url}/?preview=${previewValue(token, hostTime + 3_600_000, key)}`;
        const old = linkWith(previewKey(site));
        expect(await statusOf(old)).toBe(303);
        const key = replacePreviewKey(site);
        // nginx reads the key when it loads its config: until it reloads, the old one stands.
        expect(await statusOf(old)).toBe(303);
        const openedAhead = await connectionAcceptedBy(nginx.pid, 5092);
        expect(await reloadNginxServing(site)).toEqual({ reloaded: [nginx.pid], failed: [] });
        expect(await statusOf(old)).toBe(410);
        // As a browser uses a connection it opened ahead of need: the old worker that held it is gone.
        expect(await openedAhead.answerTo(`GET ${new URL(old).pathname}${new URL(old).search}`)).toBe('');
        expect(await statusOf(linkWith(key))).toBe(303);
      } finally {
        await nginx.stop();
      }
    },
  );

  it('rotate-preview-key says so, and exits with 1, when an nginx it reloads has a config rendered before: the old key is in it', async () => {
    const dir = temp('mboa-key-old-conf-');
    const site = beaconSite(dir);
    const prefix = join(dir, 'nginx');
    mkdirSync(prefix);
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `    secure_link_md5 "$mboa_pv_expires$mboa_pv_token ${previewKey(site)}";\n`,
    );
    const master = await fakeNginxMaster(prefix);
    try {
      writeFileSync(join(prefix, 'nginx.pid'), `${master.pid}\n`);
      const rotated = await runCommand(
        fileURLToPath(new URL('../cli/rotate-preview-key.mjs', import.meta.url)),
        ['--root', site, '--prefix', prefix],
        dir,
      );
      expect(rotated.stdout).toContain(`nginx reloaded with the new key: pid ${master.pid}.`);
      expect(rotated.stderr).toBe(
        `${prefix}/nginx.conf holds the old key itself: render it again (npm run nginx-config) and reload.\n`,
      );
      expect(rotated.code).toBe(1);
      expect(await endingSignal(master)).toBe('SIGHUP');
    } finally {
      master.kill('SIGKILL');
    }
  });
});

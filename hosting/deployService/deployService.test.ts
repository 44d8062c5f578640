// @vitest-environment node
import { cpSync, existsSync, readFileSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBuildOf } from '../lib/builds.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { deployCandidate } from '../deploy/candidateReleases.mjs';
import { deploy } from '../deploy/deploy.mjs';
import { fakeBuild as fakeBuildIn, pagesInTwoLanguages } from '../deploy/fakeBuild.testing';
import { holdDeployLock } from '../deploy/deployLock.testing';
import { buildIdOf, readState } from '../deploy/releases.mjs';
import { appendAudit, readAudit } from './auditLog.mjs';
import { actThroughService, deployThroughService, filesOfBuild } from './client.mjs';
import { startDeployService } from './service.mjs';
import { SERVICE_FOLDER } from './serviceFolder.mjs';
import { createToken, readTokens, revokeToken, tokenOf } from './tokens.mjs';
import { LIMITS } from './uploads.mjs';

// The service is reached over real HTTP on a port of the loopback; the builds are small stand-ins (fakeBuild).
const temp = temporaryFoldersForThisFile();
const fakeBuild = (pkg: string, version: string, pages?: Parameters<typeof fakeBuildIn>[3]) =>
  fakeBuildIn(temp(`${pkg}-build-`), pkg, version, pages);
const PUBLISH_LIVE = {};

const services: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});
async function serviceFor(root: string, now?: () => number) {
  const service = await startDeployService({ root, port: 0, ...(now ? { now } : {}) });
  services.push(service);
  return service;
}

/** A deploy root with the shell live, a token for each of `packages`, and its service. */
async function siteWithTokens(packages: string[], now?: () => number) {
  const root = temp('service-root-');
  await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 's1') });
  const tokens = Object.fromEntries(
    packages.map((pkg) => [pkg, createToken(root, pkg, { name: `${pkg}-team` }).token]),
  );
  const { url } = await serviceFor(root, now);
  return { root, tokens, url };
}

/** A copy of `build` (client and server halves) with one file's content changed. */
function withOneFileChanged(build: string, file: string, content: string): string {
  const copy = join(temp('changed-build-'), 'dist');
  cpSync(build, copy, { recursive: true });
  cpSync(serverBuildOf(build), serverBuildOf(copy), { recursive: true });
  writeFileSync(join(copy, file), content);
  return copy;
}

const api = (url: string, path: string, token: string | undefined, init: RequestInit = {}) =>
  fetch(new URL(path, url), {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
  });

/** An upload of `build`'s files started by hand, as the deploy command starts one: its files and id. */
async function uploadStarted(url: string, pkg: string, token: string, build: string) {
  const files = filesOfBuild(build, serverBuildOf(build));
  const started = await api(url, `/v1/packages/${pkg}/uploads`, token, {
    method: 'POST',
    body: JSON.stringify({ files: files.map(({ path, sha256, size }) => ({ path, sha256, size })) }),
  });
  return { files, id: ((await started.json()) as { id: string }).id };
}

describe('deploy tokens', () => {
  it('are kept as their SHA-256 only, each for one package, and a revoked one is found no more', () => {
    const root = temp('tokens-root-');
    const { token, name } = createToken(root, 'personal-banking');
    expect(name).toBe('personal-banking-1');
    expect(token).toMatch(/^mboa-deploy-[A-Za-z0-9_-]{43}$/);
    const stored = readFileSync(join(root, SERVICE_FOLDER, 'tokens.json'), 'utf8');
    expect(stored).not.toContain(token);
    expect(tokenOf(readTokens(root), token)).toMatchObject({ name, section: 'personal-banking' });
    expect(tokenOf(readTokens(root), `${token}x`)).toBeUndefined();
    expect(() => createToken(root, 'personal-banking', { name })).toThrow(/exists already/);
    expect(() => createToken(root, 'payments')).toThrow(/Unknown package/);
    expect(revokeToken(root, name)).toBe(true);
    expect(tokenOf(readTokens(root), token)).toBeUndefined();
  });
});

describe('the deploy service', () => {
  it('publishes a section’s build as a local deploy does, and a one-file change sends only that file', async () => {
    const { root, tokens, url } = await siteWithTokens(['personal-banking']);
    const token = tokens['personal-banking'] ?? '';
    const first = fakeBuild('personal-banking', 'v1');
    const sent = await deployThroughService({
      serviceUrl: url,
      token,
      pkg: 'personal-banking',
      from: first,
      publish: PUBLISH_LIVE,
    });
    expect(sent.buildId).toBe(buildIdOf(first));
    expect(sent.sent.files).toBe(filesOfBuild(first, serverBuildOf(first)).length);
    expect(readState(root, 'personal-banking').history).toEqual([buildIdOf(first)]);
    expect(readFileSync(join(root, 'personal-banking', sent.buildId, 'assets', 'remoteEntry.js'), 'utf8')).toContain(
      'v1',
    );

    const changed = withOneFileChanged(first, 'assets/remoteEntry.js', 'export const version = "v2";');
    const second = await deployThroughService({
      serviceUrl: url,
      token,
      pkg: 'personal-banking',
      from: changed,
      publish: PUBLISH_LIVE,
    });
    expect(second.sent).toEqual({
      files: 1,
      bytes: Buffer.byteLength('export const version = "v2";'),
      of: filesOfBuild(changed, serverBuildOf(changed)).length,
    });
    expect(second).toMatchObject({ buildId: buildIdOf(changed), previousBuildId: buildIdOf(first) });
    // The release put together from what was sent and what the service held is the build, file for file.
    for (const { path, sha256 } of filesOfBuild(changed, serverBuildOf(changed))) {
      const [half, ...rest] = path.split('/');
      const folder =
        half === 'client'
          ? join(root, 'personal-banking', second.buildId)
          : join(root, 'server', 'personal-banking', second.buildId);
      expect(filesOfBuild(folder, folder).find((file) => file.path === `client/${rest.join('/')}`)?.sha256).toBe(
        sha256,
      );
    }
    expect(
      await actThroughService({ serviceUrl: url, token, pkg: 'personal-banking', action: 'rollback' }),
    ).toMatchObject({ buildId: buildIdOf(first) });
    expect(
      readAudit(root, { section: 'personal-banking' }).map(({ token: name, action, release, result }) => [
        name,
        action,
        release,
        result,
      ]),
    ).toEqual([
      ['personal-banking-team', 'upload', undefined, `${sent.sent.files} of ${sent.sent.files} files to send`],
      ['personal-banking-team', 'publish', sent.buildId, 'done'],
      ['personal-banking-team', 'upload', undefined, `1 of ${second.sent.of} files to send`],
      ['personal-banking-team', 'publish', second.buildId, 'done'],
      ['personal-banking-team', 'rollback', sent.buildId, 'done'],
    ]);
  });

  it('refuses a token for one section on another and on the shell (403), a revoked or wrong one (401), nothing changed', async () => {
    const { root, tokens, url } = await siteWithTokens(['personal-banking', 'business-banking']);
    const build = fakeBuild('business-banking', 'v1');
    await deploy({ root, pkg: 'business-banking', from: build });
    const before = { business: readState(root, 'business-banking'), shell: readState(root, 'shell') };
    const other = fakeBuild('business-banking', 'v2');
    const attempt = (pkg: string, token: string) =>
      deployThroughService({ serviceUrl: url, token, pkg, from: other, publish: {} });
    await expect(attempt('business-banking', tokens['personal-banking'] ?? '')).rejects.toThrow(
      /\(403\): This token deploys personal-banking only, not business-banking; nothing was changed/,
    );
    const shellBuild = fakeBuild('shell', 's2');
    await expect(
      deployThroughService({
        serviceUrl: url,
        token: tokens['personal-banking'] ?? '',
        pkg: 'shell',
        from: shellBuild,
        publish: {},
      }),
    ).rejects.toThrow(/\(403\)/);
    await expect(
      actThroughService({ serviceUrl: url, token: tokens['personal-banking'] ?? '', pkg: 'shell', action: 'rollback' }),
    ).rejects.toThrow(/\(403\)/);
    revokeToken(root, 'business-banking-team');
    await expect(attempt('business-banking', tokens['business-banking'] ?? '')).rejects.toThrow(/\(401\)/);
    expect({ business: readState(root, 'business-banking'), shell: readState(root, 'shell') }).toEqual(before);
    expect(existsSync(join(root, SERVICE_FOLDER, 'uploads', 'business-banking'))).toBe(false);
    expect(readAudit(root).map(({ token, section, result }) => [token, section, result.split(':')[0]])).toEqual([
      ['personal-banking-team', 'business-banking', 'refused'],
      ['personal-banking-team', 'shell', 'refused'],
      ['personal-banking-team', 'shell', 'refused'],
      ['-', 'business-banking', 'refused'],
    ]);
  });

  it('limits failed attempts to authenticate per client: a guesser is answered 429 even with a good token then', async () => {
    // The service's clock stands still: no attempt drains however long the requests take.
    const { tokens, url } = await siteWithTokens(['group-societies'], () => Date.UTC(2026, 0, 1));
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await api(url, '/v1/packages/group-societies', 'mboa-deploy-guess')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect((await api(url, '/v1/packages/group-societies', tokens['group-societies'])).status).toBe(429);
  });

  it('refuses file lists naming paths outside the build, and sizes over its limits, before storing anything', async () => {
    const { root, tokens, url } = await siteWithTokens(['verify-statement']);
    const token = tokens['verify-statement'];
    const digest = 'a'.repeat(64);
    const upload = (files: unknown) =>
      api(url, '/v1/packages/verify-statement/uploads', token, { method: 'POST', body: JSON.stringify({ files }) });
    for (const path of [
      'client/../../shell/current/index.html',
      '/etc/passwd',
      'client//x.js',
      'dist/x.js',
      'client/a\\b.js',
      'client/..',
    ])
      expect((await upload([{ path, sha256: digest, size: 1 }])).status, path).toBe(400);
    expect((await upload([{ path: 'client/big.js', sha256: digest, size: LIMITS.fileBytes + 1 }])).status).toBe(413);
    const many = Array.from({ length: 10 }, (_, index) => ({
      path: `client/part-${index}.bin`,
      sha256: index.toString(16).padStart(64, '0'),
      size: LIMITS.fileBytes,
    }));
    const tenGigabytes = await upload(many.map((file) => ({ ...file, size: LIMITS.fileBytes })));
    expect(tenGigabytes.status).toBe(413);
    expect(await tenGigabytes.json()).toEqual({ error: expect.stringMatching(/a build may be at most/) });
    expect(existsSync(join(root, SERVICE_FOLDER, 'uploads'))).toBe(false);
  });

  it('is sent no build holding a symbolic link: the command refuses it before the first request', async () => {
    const { root, tokens, url } = await siteWithTokens(['verify-statement']);
    const build = fakeBuild('verify-statement', 'v1');
    symlinkSync('/etc/passwd', join(build, 'assets', 'passwd.js'));
    await expect(
      deployThroughService({
        serviceUrl: url,
        token: tokens['verify-statement'] ?? '',
        pkg: 'verify-statement',
        from: build,
        publish: PUBLISH_LIVE,
      }),
    ).rejects.toThrow(/passwd\.js is a symbolic link: a release holds files only/);
    expect(readAudit(root)).toEqual([]);
  });

  it('keeps a file only when its content has the digest its list gave, and no more bytes than its size', async () => {
    const { root, tokens, url } = await siteWithTokens(['verify-statement']);
    const token = tokens['verify-statement'];
    const build = fakeBuild('verify-statement', 'v1');
    const { files, id } = await uploadStarted(url, 'verify-statement', token ?? '', build);
    const entry = files[0]!;
    const send = (body: string) =>
      api(url, `/v1/packages/verify-statement/uploads/${id}/files/${entry.sha256}`, token, { method: 'PUT', body });
    expect((await send('x'.repeat(entry.size))).status).toBe(422);
    expect((await send('x'.repeat(entry.size + 10))).status).toBe(413);
    const received = join(root, SERVICE_FOLDER, 'uploads', 'verify-statement', id, 'received');
    expect(readdirSync(received)).toEqual([]);
    expect((await send(readFileSync(entry.file, 'utf8'))).status).toBe(204);
    expect(readdirSync(received)).toEqual([entry.sha256]);
  });

  it('resumes an upload cut in the middle: the live release unchanged meanwhile, only the rest sent again', async () => {
    const { root, tokens, url } = await siteWithTokens(['group-societies']);
    const token = tokens['group-societies'] ?? '';
    const build = fakeBuild('group-societies', 'v1');
    const { files, id } = await uploadStarted(url, 'group-societies', token ?? '', build);
    const [whole, cut] = files as [(typeof files)[0], (typeof files)[0]];
    expect(
      (
        await api(url, `/v1/packages/group-societies/uploads/${id}/files/${whole.sha256}`, token, {
          method: 'PUT',
          body: readFileSync(whole.file),
        })
      ).status,
    ).toBe(204);
    // The connection drops halfway through the second file.
    await new Promise<void>((resolve) => {
      const { hostname, port } = new URL(url);
      const half = request({
        hostname,
        port,
        method: 'PUT',
        path: `/v1/packages/group-societies/uploads/${id}/files/${cut.sha256}`,
        headers: { Authorization: `Bearer ${token}`, 'Content-Length': cut.size },
      });
      half.on('error', () => resolve());
      half.write(readFileSync(cut.file).subarray(0, Math.floor(cut.size / 2)), () => {
        half.destroy();
        setTimeout(resolve, 50);
      });
    });
    const early = await api(url, `/v1/packages/group-societies/uploads/${id}/publish`, token, {
      method: 'POST',
      body: '{}',
    });
    expect(early.status).toBe(409);
    expect(readState(root, 'group-societies').history).toEqual([]);

    const resumed = await deployThroughService({
      serviceUrl: url,
      token,
      pkg: 'group-societies',
      from: build,
      publish: PUBLISH_LIVE,
    });
    expect(resumed.sent.files).toBe(files.length - 1);
    expect(readState(root, 'group-societies').history).toEqual([buildIdOf(build)]);
  });

  it('gives a preview the link a local preview gives, and a canary through the service', async () => {
    const pages = pagesInTwoLanguages({ '/': 'shell', '/njangie': 'group-societies' });
    const root = temp('service-root-');
    await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 's1', pages) });
    await deploy({ root, pkg: 'group-societies', from: fakeBuild('group-societies', 'live', pages) });
    const token = createToken(root, 'group-societies').token;
    const { url } = await serviceFor(root);
    const local = fakeBuild('group-societies', 'local', pages);
    const localPreview = await deployCandidate({ root, pkg: 'group-societies', from: local, preview: {} });
    const remote = fakeBuild('group-societies', 'remote', pages);
    const servicePreview = await deployThroughService({
      serviceUrl: url,
      token,
      pkg: 'group-societies',
      from: remote,
      publish: { preview: true },
    });
    const shape = (path: string | undefined) => path?.replace(/=[^&]+$/, '=…');
    expect(shape(servicePreview.previewPath)).toBe(shape(localPreview.previewPath));
    expect(servicePreview.previewPath).toMatch(/^\/njangie\?/);
    expect(readState(root, 'group-societies').candidate?.buildId).toBe(buildIdOf(remote));
    await actThroughService({ serviceUrl: url, token, pkg: 'group-societies', action: 'discard' });
    expect(readState(root, 'group-societies').candidate).toBeUndefined();
    const canary = await deployThroughService({
      serviceUrl: url,
      token,
      pkg: 'group-societies',
      from: remote,
      publish: { canaryPercent: 25 },
    });
    expect(canary).toMatchObject({ buildId: buildIdOf(remote), percent: 25 });
    expect(canary.sent.files).toBe(0);
    expect(readState(root, 'group-societies').candidate?.canary?.percent).toBe(25);
    expect(
      await actThroughService({ serviceUrl: url, token, pkg: 'group-societies', action: 'promote' }),
    ).toMatchObject({
      buildId: buildIdOf(remote),
    });
  });

  it('lets two sections deploy at once, and refuses a second action on one section while the first runs (409)', async () => {
    const { root, tokens, url } = await siteWithTokens(['personal-banking', 'business-banking']);
    const both = await Promise.all(
      (['personal-banking', 'business-banking'] as const).map((pkg) => {
        const build = fakeBuild(pkg, 'v1');
        return deployThroughService({
          serviceUrl: url,
          token: tokens[pkg] ?? '',
          pkg,
          from: build,
          publish: PUBLISH_LIVE,
        });
      }),
    );
    expect(both.map(({ buildId }) => buildId)).toEqual([
      readState(root, 'personal-banking').history.at(-1),
      readState(root, 'business-banking').history.at(-1),
    ]);
    // The first rollback waits for the deploy lock, held here; a second one meanwhile is refused at once.
    const token = tokens['personal-banking'] ?? '';
    const releaseLock = await holdDeployLock(root);
    const first = api(url, '/v1/packages/personal-banking/rollback', token, { method: 'POST' });
    await expect
      .poll(
        async () =>
          ((await (await api(url, '/v1/packages/personal-banking', token)).json()) as { actionUnderWay: boolean })
            .actionUnderWay,
      )
      .toBe(true);
    const second = await api(url, '/v1/packages/personal-banking/rollback', token, { method: 'POST' });
    expect(second.status).toBe(409);
    expect((await second.json()).error).toMatch(/under way: try again when it ends/);
    await releaseLock();
    // personal-banking has one release: the first is refused by the deploy code, with its reason.
    const firstAnswer = await first;
    expect(firstAnswer.status).toBe(422);
    expect((await firstAnswer.json()).error).toMatch(/no previous release/);
  });
});

describe('uploads in progress', () => {
  it('are at most three a package: the one started longest ago goes when a fourth starts', async () => {
    const { root, tokens, url } = await siteWithTokens(['shell']);
    const ids = [];
    for (let n = 0; n < 4; n++) {
      const answer = await api(url, '/v1/packages/shell/uploads', tokens.shell, {
        method: 'POST',
        body: JSON.stringify({ files: [{ path: `client/${n}.js`, sha256: String(n).repeat(64), size: 1 }] }),
      });
      ids.push(((await answer.json()) as { id: string }).id);
      // Their folders' times tell which started first.
      utimesSync(join(root, SERVICE_FOLDER, 'uploads', 'shell', ids[n]!), n + 1, n + 1);
    }
    expect(readdirSync(join(root, SERVICE_FOLDER, 'uploads', 'shell')).sort()).toEqual(ids.slice(1).sort());
    expect((await api(url, `/v1/packages/shell/uploads/${ids[0]}`, tokens.shell)).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('is appended to, and past its bound the older lines move to audit.log.1, the ones before them dropped', () => {
    const root = temp('audit-root-');
    const entry = (n: number) => ({
      token: 't',
      section: 'shell',
      action: 'publish',
      release: `r${n}`,
      result: 'done',
    });
    for (let n = 0; n < 30; n++) appendAudit(root, entry(n), { now: Date.UTC(2026, 0, 1, 0, n), maxBytes: 1_000 });
    const kept = readAudit(root);
    expect(kept.at(-1)).toEqual({ at: '2026-01-01T00:29:00.000Z', ...entry(29) });
    expect(kept.length).toBeLessThan(30);
    expect(kept.map((line) => Number(line.release?.slice(1)))).toEqual(
      Array.from({ length: kept.length }, (_, index) => 30 - kept.length + index),
    );
  });
});

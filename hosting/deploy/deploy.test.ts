// @vitest-environment node
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { REMOTES } from '../lib/deployRoot.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { deploy, rollback } from './deploy.mjs';
import { fakeBuild as fakeBuildIn, pagesInTwoLanguages } from './fakeBuild.testing';
import { holdDeployLock } from './deployLock.testing';
import { buildIdOf, readState } from './releases.mjs';

// Where a date matters (pruning by age), every deploy is given its `now`, and rollback reads no
// clock: the dates below never meet the machine's clock.
const DAY = 86_400_000;
const temp = temporaryFoldersForThisFile();

const fakeBuild = (pkg: string, version: string) => fakeBuildIn(temp(`${pkg}-build-`), pkg, version);

const manifestOf = (root: string) =>
  JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as {
    timeoutMs: number;
    remotes: Record<string, string>;
    search?: Record<string, string>;
  };

describe('deploy', () => {
  it('publishes an immutable release and points remotes.json at it', async () => {
    const root = temp('deploy-root-');
    const build = fakeBuild('personal-banking', 'v1');
    const { buildId, previousBuildId } = await deploy({ root, pkg: 'personal-banking', from: build });
    expect(buildId).toBe(buildIdOf(build));
    expect(previousBuildId).toBeUndefined();
    expect(readFileSync(join(root, 'personal-banking', buildId, 'assets', 'remoteEntry.js'), 'utf8')).toContain('v1');
    expect(manifestOf(root)).toEqual({
      timeoutMs: 120000,
      remotes: { 'personal-banking': `/remotes/personal-banking/${buildId}/assets/remoteEntry.js` },
      // No shell, no composed page: nothing to keep offline.
      offlineSections: {},
    });
  });

  it('keeps the old release on disk when a new one goes live, and rolls back to it', async () => {
    const root = temp('deploy-root-');
    const first = await deploy({ root, pkg: 'business-banking', from: fakeBuild('business-banking', 'v1') });
    const second = await deploy({ root, pkg: 'business-banking', from: fakeBuild('business-banking', 'v2') });
    expect(second.previousBuildId).toBe(first.buildId);
    expect(existsSync(join(root, 'business-banking', first.buildId, 'assets', 'remoteEntry.js'))).toBe(true);
    expect(manifestOf(root).remotes['business-banking']).toContain(second.buildId);

    const back = await rollback({ root, pkg: 'business-banking' });
    expect(back).toMatchObject({ buildId: first.buildId, previousBuildId: second.buildId });
    expect(manifestOf(root).remotes['business-banking']).toContain(first.buildId);
    await expect(rollback({ root, pkg: 'business-banking' })).rejects.toThrow(/no previous release/);
  });

  it('switches to an existing release when the same build is deployed again', async () => {
    const root = temp('deploy-root-');
    const build = fakeBuild('group-societies', 'v1');
    const first = await deploy({ root, pkg: 'group-societies', from: build });
    const again = await deploy({ root, pkg: 'group-societies', from: build });
    expect(again.buildId).toBe(first.buildId);
    expect(readState(root, 'group-societies').history).toEqual([first.buildId]);
  });

  it('switches the shell with its current and previous links', async () => {
    const root = temp('deploy-root-');
    const first = await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 'a1') });
    const second = await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 'b2') });
    expect(readlinkSync(join(root, 'shell', 'current'))).toBe(second.buildId);
    expect(readlinkSync(join(root, 'shell', 'previous'))).toBe(first.buildId);
    expect(readFileSync(join(root, 'shell', 'current', 'index.html'), 'utf8')).toContain('index-b2.js');
    // The shell's deploy names no remote in the manifest (none is deployed); the worker is the live shell's.
    expect(manifestOf(root).remotes).toEqual({});
    expect(readFileSync(join(root, 'sw.js'), 'utf8')).toBe('// worker b2');
  });

  it('tells which routes a shell release adds or removes, and which section a route moved to; a rollback the reverse', async () => {
    const root = temp('deploy-root-');
    const shellWith = (version: string, owners: Record<string, string>) => {
      const dist = fakeBuild('shell', version);
      writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: Object.keys(owners), owners }));
      return dist;
    };
    const first = await deploy({ root, pkg: 'shell', from: shellWith('a1', { '/': 'shell', '/press': 'shell' }) });
    expect(first.routeChange).toEqual({ added: ['/', '/press'], removed: [], ownersChanged: false });
    const same = await deploy({ root, pkg: 'shell', from: shellWith('b2', { '/': 'shell', '/press': 'shell' }) });
    expect(same.routeChange).toEqual({ added: [], removed: [], ownersChanged: false });
    const next = await deploy({ root, pkg: 'shell', from: shellWith('c3', { '/': 'shell', '/open-day': 'shell' }) });
    expect(next.routeChange).toEqual({ added: ['/open-day'], removed: ['/press'], ownersChanged: false });
    expect((await rollback({ root, pkg: 'shell' })).routeChange).toEqual({
      added: ['/press'],
      removed: ['/open-day'],
      ownersChanged: false,
    });
    const moved = await deploy({
      root,
      pkg: 'shell',
      from: shellWith('d4', { '/': 'shell', '/press': 'business-banking' }),
    });
    expect(moved.routeChange).toEqual({ added: [], removed: [], ownersChanged: true });
    // A section's deploy changes no route.
    expect(
      (await deploy({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v1') })).routeChange,
    ).toEqual({ added: [], removed: [], ownersChanged: false });
  });

  it('keeps the shell release a rollback rolls away from as its previous one, for the tabs opened on it', async () => {
    const root = temp('deploy-root-');
    const first = await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 'a1') });
    const second = await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 'b2') });
    await rollback({ root, pkg: 'shell' });
    expect(readlinkSync(join(root, 'shell', 'current'))).toBe(first.buildId);
    expect(readlinkSync(join(root, 'shell', 'previous'))).toBe(second.buildId);
    // A remote's deploy prunes nothing of the shell; the shell's own pruning spares it while it is the previous one.
    await deploy({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v1'), keep: 0, retentionMs: 0 });
    expect(existsSync(join(root, 'shell', second.buildId, 'assets', 'index-b2.js'))).toBe(true);
  });

  it('prunes a release rolled away from by the usual rules, once it is no longer the previous one', async () => {
    const root = temp('deploy-root-');
    const now = Date.UTC(2026, 0, 1);
    const first = await deploy({ root, pkg: 'business-banking', from: fakeBuild('business-banking', 'v1'), now });
    const second = await deploy({
      root,
      pkg: 'business-banking',
      from: fakeBuild('business-banking', 'v2'),
      now: now + DAY,
    });
    await rollback({ root, pkg: 'business-banking' });
    expect(readState(root, 'business-banking').previous).toBe(second.buildId);
    // The next deploy: the one rolled back to becomes the previous; the one rolled away from is old and beyond keep.
    const third = await deploy({
      root,
      pkg: 'business-banking',
      from: fakeBuild('business-banking', 'v3'),
      keep: 0,
      retentionMs: 0,
      now: now + 2 * DAY,
    });
    expect(third.previousBuildId).toBe(first.buildId);
    expect(third.prunedBuildIds).toEqual([second.buildId]);
  });

  it('refuses a shell whose pages run an inline script the hosts’ policy does not allow, on deploy and on rollback, changing nothing', async () => {
    const root = temp('deploy-root-');
    // Scripts from files only, and a data block: nothing inline runs.
    const allowed = fakeBuild('shell', 'a1');
    writeFileSync(
      join(allowed, 'index.html'),
      `<script type="module" src="/assets/index-a1.js"></script><script type="application/json" id="mboa-page">{}</script>`,
    );
    const live = await deploy({ root, pkg: 'shell', from: allowed });
    // Built without the pinned boot script (another boot.ts, or an inline script added by hand).
    const other = fakeBuild('shell', 'b2');
    writeFileSync(join(other, 'index.html'), `<script type="module">import('/assets/index-b2.js')</script>`);
    await expect(deploy({ root, pkg: 'shell', from: other })).rejects.toThrow(
      /runs an inline script \('sha256-[^)]+'\) the hosts' policy does not allow/,
    );
    expect(readlinkSync(join(root, 'shell', 'current'))).toBe(live.buildId);
    // A release of that kind already on disk (deployed before the policy was pinned): no rollback to it.
    const second = await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 'c3') });
    const state = JSON.parse(readFileSync(join(root, 'shell', 'releases.json'), 'utf8')) as { history: string[] };
    writeFileSync(join(root, 'shell', state.history.at(-2)!, 'index.html'), `<script>alert(1)</script>`);
    await expect(rollback({ root, pkg: 'shell' })).rejects.toThrow(/the hosts' policy does not allow/);
    expect(readlinkSync(join(root, 'shell', 'current'))).toBe(second.buildId);
  });

  it('refuses a build that holds a symbolic link: a host would serve whatever it points to', async () => {
    const root = temp('deploy-root-');
    const build = fakeBuild('personal-banking', 'v1');
    symlinkSync('/etc/hostname', join(build, 'assets', 'leak.txt'));
    await expect(deploy({ root, pkg: 'personal-banking', from: build })).rejects.toThrow(
      /leak\.txt is a symbolic link/,
    );
    expect(existsSync(join(root, 'remotes.json'))).toBe(false);
  });

  it('publishes nothing while another deploy holds the lock: every check and write is inside it', async () => {
    const root = temp('deploy-root-');
    mkdirSync(root, { recursive: true });
    const unlockOtherDeploy = await holdDeployLock(root);
    const waiting = deploy({ root, pkg: 'group-societies', from: fakeBuild('group-societies', 'v1') });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(existsSync(join(root, 'group-societies')) ? readdirSync(join(root, 'group-societies')) : []).toEqual([]);
    await unlockOtherDeploy();
    const { buildId } = await waiting;
    expect(manifestOf(root).remotes['group-societies']).toContain(buildId);
  });

  it('refuses a folder that is not a build of the package', async () => {
    await expect(deploy({ root: temp('deploy-root-'), pkg: 'verify-statement', from: temp('empty-') })).rejects.toThrow(
      /npm run build -w verify-statement/,
    );
    await expect(deploy({ root: temp('deploy-root-'), pkg: 'payroll', from: temp('empty-') })).rejects.toThrow(
      /Unknown package/,
    );
  });
});

describe('pruning', () => {
  async function deployVersions(
    root: string,
    count: number,
    { keep, retentionMs, start }: { keep: number; retentionMs: number; start: number },
  ) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const { buildId } = await deploy({
        root,
        pkg: 'personal-banking',
        from: fakeBuild('personal-banking', `v${i}`),
        keep,
        retentionMs,
        now: start + i * DAY,
      });
      ids.push(buildId);
    }
    return ids;
  }
  const onDisk = (root: string, id: string) => existsSync(join(root, 'personal-banking', id));

  it('deletes releases beyond the last N that are also older than the retention time', async () => {
    const root = temp('deploy-root-');
    // Ten daily deploys, keep 5, retention 7 days: at the last one (day 9), the releases of
    // days 0 and 1 are both outside the last five and more than 7 days old; day 2 is 7 days old.
    const ids = await deployVersions(root, 10, { keep: 5, retentionMs: 7 * DAY, start: Date.UTC(2026, 0, 1) });
    expect(ids.map((id) => onDisk(root, id))).toEqual([false, false, true, true, true, true, true, true, true, true]);
    expect(Object.keys(readState(root, 'personal-banking').releases)).toHaveLength(8);
  });

  it('keeps recent releases however many there are, and the last N however old', async () => {
    const recent = temp('deploy-root-');
    const recentIds = await deployVersions(recent, 8, { keep: 2, retentionMs: 30 * DAY, start: Date.UTC(2026, 0, 1) });
    expect(recentIds.every((id) => onDisk(recent, id))).toBe(true);
    const old = temp('deploy-root-');
    const oldIds = await deployVersions(old, 8, { keep: 8, retentionMs: 0, start: Date.UTC(2026, 0, 1) });
    expect(oldIds.every((id) => onDisk(old, id))).toBe(true);
  });

  it('removes the unfinished copies a crashed deploy left, client and server, whatever their age', async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v1') });
    const leftovers = [
      join(root, 'personal-banking', '.incoming-0123456789ab-42'),
      join(root, 'server', 'personal-banking', '.incoming-0123456789ab-42'),
    ];
    for (const folder of leftovers) mkdirSync(join(folder, 'assets'), { recursive: true });
    await deploy({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v2') });
    expect(leftovers.filter((folder) => existsSync(folder))).toEqual([]);
  });

  it('never deletes the live or the previous release', async () => {
    const root = temp('deploy-root-');
    const ids = await deployVersions(root, 4, { keep: 0, retentionMs: 0, start: Date.UTC(2026, 0, 1) });
    expect(ids.map((id) => onDisk(root, id))).toEqual([false, false, true, true]);
    await rollback({ root, pkg: 'personal-banking' });
    expect(manifestOf(root).remotes['personal-banking']).toContain(ids[2]);
  });
});

describe('site search', () => {
  const PAGES = pagesInTwoLanguages({
    '/': 'shell',
    '/savings_account': 'personal-banking',
    '/njangie': 'group-societies',
  });
  const withPages = (pkg: string, version: string) => fakeBuildIn(temp(`${pkg}-build-`), pkg, version, PAGES);
  const pageCounts = (root: string, pkg: string, buildId: string) => {
    const bundles = join(root, pkg, buildId, 'pagefind');
    if (!existsSync(bundles)) return undefined;
    return Object.fromEntries(
      readdirSync(bundles).map((language) => {
        const entry = JSON.parse(readFileSync(join(bundles, language, 'pagefind-entry.json'), 'utf8')) as {
          languages: Record<string, { page_count: number }>;
        };
        return [language, entry.languages[language]?.page_count];
      }),
    );
  };

  it('indexes each release’s own pages into its folder before it goes live, once, and the manifest names each bundle; pruning takes a release’s bundles with it', async () => {
    const root = temp('deploy-root-');
    const start = Date.UTC(2026, 0, 1);
    // Before any shell, a section has no page: nothing to index.
    const first = await deploy({
      root,
      pkg: 'personal-banking',
      from: withPages('personal-banking', 'v1'),
      now: start,
    });
    expect(pageCounts(root, 'personal-banking', first.buildId)).toBeUndefined();
    expect(manifestOf(root).search).toBeUndefined();

    // The shell's deploy renders every page: its own are its bundles', the section's release gets its own.
    const shell = await deploy({ root, pkg: 'shell', from: withPages('shell', 'v1'), now: start });
    expect(pageCounts(root, 'shell', shell.buildId)).toEqual({ en: 1, fr: 1 });
    expect(pageCounts(root, 'personal-banking', first.buildId)).toEqual({ en: 1, fr: 1 });
    expect(manifestOf(root).search).toEqual({
      shell: '/pagefind/',
      'personal-banking': `/remotes/personal-banking/${first.buildId}/pagefind/`,
    });

    const second = await deploy({
      root,
      pkg: 'personal-banking',
      from: withPages('personal-banking', 'v2'),
      now: start + DAY,
    });
    expect(pageCounts(root, 'personal-banking', second.buildId)).toEqual({ en: 1, fr: 1 });
    expect(manifestOf(root).search?.['personal-banking']).toBe(`/remotes/personal-banking/${second.buildId}/pagefind/`);

    // A rollback finds the release's bundles as they were.
    const entry = join(root, 'personal-banking', first.buildId, 'pagefind', 'fr', 'pagefind-entry.json');
    const before = statSync(entry);
    await rollback({ root, pkg: 'personal-banking' });
    expect(manifestOf(root).search?.['personal-banking']).toBe(`/remotes/personal-banking/${first.buildId}/pagefind/`);
    expect([statSync(entry).ino, statSync(entry).mtimeMs]).toEqual([before.ino, before.mtimeMs]);

    const third = await deploy({
      root,
      pkg: 'personal-banking',
      from: withPages('personal-banking', 'v3'),
      keep: 0,
      retentionMs: 0,
      now: start + 2 * DAY,
    });
    expect(third.prunedBuildIds).toEqual([second.buildId]);
    expect(existsSync(join(root, 'personal-banking', second.buildId))).toBe(false);
    expect(readdirSync(join(root, 'personal-banking')).sort()).toEqual(
      [first.buildId, third.buildId, 'releases.json'].sort(),
    );
  });

  it('stops a deploy whose pages cannot be indexed before anything visitors get changes', async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: withPages('shell', 'v1') });
    const live = await deploy({ root, pkg: 'personal-banking', from: withPages('personal-banking', 'v1') });
    const page = readFileSync(join(root, 'composed', 'savings_account.html'), 'utf8');
    const manifest = readFileSync(join(root, 'remotes.json'), 'utf8');
    // Pagefind's binary missing: its service stops at once, and says so.
    vi.stubEnv('PAGEFIND_BINARY_PATH', join(temp('no-pagefind-'), 'pagefind'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const next = withPages('personal-banking', 'v2');
    try {
      await expect(deploy({ root, pkg: 'personal-banking', from: next })).rejects.toThrow(
        /^Pagefind could not index the en pages of personal-banking's release [0-9a-f]{12} for site search/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
    expect(readFileSync(join(root, 'composed', 'savings_account.html'), 'utf8')).toBe(page);
    expect(readFileSync(join(root, 'remotes.json'), 'utf8')).toBe(manifest);
    expect(readState(root, 'personal-banking').history).toEqual([live.buildId]);
    expect(existsSync(join(root, 'personal-banking', buildIdOf(next), 'pagefind'))).toBe(false);
  });
});

describe('concurrent deploys', () => {
  const cli = fileURLToPath(new URL('../cli/deploy.mjs', import.meta.url));
  /** Runs the deploy command as npm would: in the package's folder. */
  function deployInProcess(root: string, pkg: string, version: string): Promise<number | null> {
    const packageFolder = join(temp(`${pkg}-pkg-`), pkg);
    mkdirSync(packageFolder);
    const dist = fakeBuild(pkg, version);
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [cli, 'deploy', '--root', root, '--from', dist], {
        cwd: packageFolder,
        stdio: 'ignore',
      });
      child.on('exit', resolve);
    });
  }

  it('of the four sections at once take turns and lose none of their updates', async () => {
    const root = temp('deploy-root-');
    const expectAllLive = (round: number) => {
      const remotes = manifestOf(root).remotes;
      for (const pkg of REMOTES) {
        const live = readState(root, pkg).history.at(-1);
        expect(remotes[pkg], `${pkg} in round ${round}`).toBe(`/remotes/${pkg}/${live}/assets/remoteEntry.js`);
        expect(readState(root, pkg).history).toHaveLength(round + 1);
      }
    };
    // Round 0: another deploy holds the lock; the four wait for it, then all go live.
    mkdirSync(root, { recursive: true });
    const unlockOtherDeploy = await holdDeployLock(root);
    const waiting = Promise.all(REMOTES.map((pkg) => deployInProcess(root, pkg, 'round-0')));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(existsSync(join(root, 'remotes.json')), 'no deploy switched while the lock was held').toBe(false);
    await unlockOtherDeploy();
    expect(await waiting).toEqual([0, 0, 0, 0]);
    expectAllLive(0);
    // Rounds 1 and 2: free-running.
    for (let round = 1; round < 3; round++) {
      const exits = await Promise.all(REMOTES.map((pkg) => deployInProcess(root, pkg, `round-${round}`)));
      expect(exits).toEqual([0, 0, 0, 0]);
      expectAllLive(round);
    }
  }, 60_000);
});

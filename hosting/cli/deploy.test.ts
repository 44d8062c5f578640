// @vitest-environment node
// The deploy command as a section team runs it (npm runs it in the package's folder, which names
// the package): a preview prints its link last, a canary its share, promote and discard say what
// they did, and a mistake is one line with exit code 1.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deploy } from '../deploy/deploy.mjs';
import { fakeBuild } from '../deploy/fakeBuild.testing';
import { readState } from '../deploy/releases.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { runCommand } from './runCommand.testing';

const temp = temporaryFoldersForThisFile();
const CLI = fileURLToPath(new URL('./deploy.mjs', import.meta.url));

/** A section's folder with a build in dist/ (another version than the live one), as its team has it. */
function sectionFolder(pkg: string, version: string) {
  const folder = join(temp(`${pkg}-work-`), pkg);
  mkdirSync(folder);
  fakeBuild(folder, pkg, version);
  return folder;
}

const run = (command: string, args: string[], cwd: string) => runCommand(CLI, [command, ...args], cwd);

describe('npm run deploy -- --preview, --canary; npm run promote, discard', () => {
  it('prints the preview link as its last line, on the origin given; then a canary, promote and discard say what they did', async () => {
    const root = temp('deploy-cli-root-');
    await deploy({ root, pkg: 'shell', from: fakeBuild(temp('shell-'), 'shell', 'v1') });
    await deploy({ root, pkg: 'personal-banking', from: fakeBuild(temp('pb-'), 'personal-banking', 'v1') });
    const work = sectionFolder('personal-banking', 'v2');

    const preview = await run(
      'deploy',
      ['--root', root, '--preview', '--preview-days', '3', '--origin', 'https://www.example.cm'],
      work,
    );
    expect(preview.stderr).toBe('');
    expect(preview.code).toBe(0);
    const lines = preview.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^Preview: https:\/\/www\.example\.cm\/\?preview=[0-9a-f]{32}\.\d+\.[A-Za-z0-9_-]{22}$/,
    );
    expect(preview.stdout).toContain('is published for preview, not live');
    const candidate = readState(root, 'personal-banking').candidate;
    expect(Date.parse(candidate?.preview?.expiresAt ?? '') - Date.parse(candidate?.deployedAt ?? '')).toBe(
      3 * 86_400_000,
    );

    const canary = await run('deploy', ['--root', root, '--canary', '10%'], work);
    expect(canary.code).toBe(0);
    expect(canary.stdout).toContain(
      `personal-banking: release ${candidate?.buildId} is live for 10% of visitors (a canary)`,
    );
    expect(canary.stdout).toContain('--compare personal-banking');

    const promoted = await run('promote', ['--root', root], work);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain(`personal-banking: release ${candidate?.buildId} is live for everyone`);

    await run('deploy', ['--root', root, '--canary', '25'], sectionFolder('personal-banking', 'v3'));
    const discarded = await run('discard', ['--root', root], work);
    expect(discarded.code).toBe(0);
    expect(discarded.stdout).toContain('the 25% of visitors in its canary are back on the live release');
  });

  it('refuses, in one line, a preview link with no origin to put it on, and a share that is no percentage', async () => {
    const root = temp('deploy-cli-root-');
    await deploy({ root, pkg: 'shell', from: fakeBuild(temp('shell-'), 'shell', 'v1') });
    const work = sectionFolder('group-societies', 'v1');
    const noOrigin = await run('deploy', ['--root', root, '--preview'], work);
    expect(noOrigin.code).toBe(1);
    expect(noOrigin.stderr.trim()).toBe(
      "Where is the site? Give --origin https://… (or siteOrigin in the root's hosting.json) for the preview link.",
    );
    // Nothing was published: no link, no preview.
    expect(readState(root, 'group-societies').candidate).toBeUndefined();
    const share = await run('deploy', ['--root', root, '--canary', 'half'], work);
    expect(share.code).toBe(1);
    expect(share.stderr.trim()).toBe("--canary half: a canary's share is a whole percentage from 1 to 99 (10 or 10%).");
  });
});

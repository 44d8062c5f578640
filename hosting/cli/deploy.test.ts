// @vitest-environment node
// The deploy command as a section team runs it (npm runs it in the package's folder, which names
// the package): a preview prints its link last, a canary its share, promote and discard say what
// they did, and a mistake is one line with exit code 1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deploy } from '../deploy/deploy.mjs';
import { fakeBuild } from '../deploy/fakeBuild.testing';
import { readState } from '../deploy/releases.mjs';
import { startDeployService } from '../deployService/service.mjs';
import { createToken } from '../deployService/tokens.mjs';
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

describe('npm run deploy -- --to <service> --token-file <file>', () => {
  it('deploys through the deploy service as from the root, saying what it sent, and prints the preview link last', async () => {
    const root = temp('deploy-cli-root-');
    await deploy({ root, pkg: 'shell', from: fakeBuild(temp('shell-'), 'shell', 'v1') });
    const service = await startDeployService({ root, port: 0 });
    try {
      const tokenFile = join(temp('token-'), 'token');
      writeFileSync(tokenFile, `${createToken(root, 'personal-banking').token}\n`);
      const work = sectionFolder('personal-banking', 'v1');
      const through = ['--to', service.url, '--token-file', tokenFile];
      const live = await run('deploy', through, work);
      expect(live.stderr).toBe('');
      expect(live.stdout).toMatch(
        /^personal-banking: sent \d+ of the build's \d+ files \([\d.]+ KB\); the service had the rest\.$/m,
      );
      expect(live.stdout).toContain(
        `personal-banking: release ${readState(root, 'personal-banking').history.at(-1)} is live for everyone`,
      );

      const preview = await run(
        'deploy',
        [...through, '--preview', '--origin', 'https://www.example.cm'],
        sectionFolder('personal-banking', 'v2'),
      );
      expect(preview.stderr).toBe('');
      // v2 differs from v1 in its remote entry and its server build alone.
      expect(preview.stdout).toContain("personal-banking: sent 2 of the build's");
      expect(preview.stdout.trim().split('\n').at(-1)).toMatch(
        /^Preview: https:\/\/www\.example\.cm\/\?preview=[0-9a-f]{32}\.\d+\.[A-Za-z0-9_-]{22}$/,
      );

      // With no origin given nor known to the service, nothing is sent: a preview no one can open is not published.
      const before = readState(root, 'personal-banking').candidate;
      const noOrigin = await run('deploy', [...through, '--preview'], sectionFolder('personal-banking', 'v3'));
      expect(noOrigin.code).toBe(1);
      expect(noOrigin.stderr.trim()).toMatch(/^Where is the site\? Give --origin/);
      expect(readState(root, 'personal-banking').candidate).toEqual(before);

      const noToken = await run('deploy', ['--to', service.url], work);
      expect(noToken.code).toBe(1);
      expect(noToken.stderr.trim()).toBe(
        '--to needs --token-file <file>: the file holding your deploy token (npm run deploy-token).',
      );
      const otherSection = await run('deploy', through, sectionFolder('group-societies', 'v1'));
      expect(otherSection.code).toBe(1);
      expect(otherSection.stderr.trim()).toBe(
        'The deploy service refused (403): This token deploys personal-banking only, not group-societies; nothing was changed.',
      );
    } finally {
      await service.close();
    }
  });
});

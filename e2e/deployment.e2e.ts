import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { ROOT, distOf, composedSiteForThisFile } from './support/site';

const env = composedSiteForThisFile();
function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(folder, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(folder);
  return files;
}

/**
 * Builds personal-banking from a copy of its sources, as its team would, with a new hub heading
 * and a new document title for the savings account page (both in the remote's content records).
 */
function rebuildPersonalBankingWith({ hubHeading, savingsTitle }: { hubHeading: string; savingsTitle: string }): string {
  const work = join(ROOT, '.e2e-tmp');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  // The copy sits inside the repository so that @mboa/shared and the tools resolve as usual.
  cpSync(join(ROOT, 'tsconfig.json'), join(work, 'tsconfig.json'));
  cpSync(join(ROOT, 'shared'), join(work, 'shared'), { recursive: true });
  cpSync(join(ROOT, 'personal-banking'), join(work, 'personal-banking'), {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  editFile(join(work, 'personal-banking', 'src', 'content', 'hub.ts'), (text) => text.replace("title: 'Personal banking'", `title: ${JSON.stringify(hubHeading)}`));
  // The record's first title is its meta title (meta comes first in every content record).
  editFile(join(work, 'personal-banking', 'src', 'content', 'accounts', 'savingsAccount.ts'), (text) =>
    text.replace(/title: [^\n]*,\n/, `title: ${JSON.stringify(savingsTitle)},\n`),
  );
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], {
    cwd: join(work, 'personal-banking'),
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  return join(work, 'personal-banking', 'dist');
}

function editFile(path: string, edit: (text: string) => string) {
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  expect(after, `${path} was changed`).not.toBe(before);
  writeFileSync(path, after);
}

describe('deploying one remote', () => {
  it('replacing its built folder changes the composed site without touching the shell', async () => {
    // The remote is served from its own deployment folder, as on a static host.
    const deployed = mkdtempSync(join(tmpdir(), 'personal-banking-deployed-'));
    cpSync(distOf('personal-banking'), deployed, { recursive: true });
    await env.site.startRemote('personal-banking', deployed);
    const shellBefore = fingerprint(distOf('shell'));

    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/personal-banking');
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();

    await page.goto(env.site.url + '/savings_account');
    await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
    const savingsTitleBefore = await page.title();

    const savingsTitle = 'Savings that grow with you | Mboa CCU';
    const rebuilt = rebuildPersonalBankingWith({ hubHeading: 'Personal banking for every season', savingsTitle });
    rmSync(deployed, { recursive: true, force: true });
    cpSync(rebuilt, deployed, { recursive: true });

    // The page's document title is the remote's to change: a new deployment of it changes the tab.
    await page.reload();
    await expect.poll(() => page.title()).toBe(savingsTitle);
    expect(savingsTitleBefore).not.toBe(savingsTitle);
    await page.goto(env.site.url + '/personal-banking');
    await page.getByRole('heading', { level: 1, name: 'Personal banking for every season' }).waitFor();
    expect(fingerprint(distOf('shell'))).toEqual(shellBefore);
    await page.context().close();
    rmSync(join(ROOT, '.e2e-tmp'), { recursive: true, force: true });
  });
});

// @vitest-environment node
// The operator's token and record commands: a token printed once as the last line, listed by name, revoked; the
// record read back for one package.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deploy } from '../deploy/deploy.mjs';
import { fakeBuild } from '../deploy/fakeBuild.testing';
import { appendAudit } from '../deployService/auditLog.mjs';
import { SERVICE_FOLDER } from '../deployService/serviceFolder.mjs';
import { readTokens, tokenOf } from '../deployService/tokens.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { runCommand } from './runCommand.testing';

const temp = temporaryFoldersForThisFile();
const TOKEN_CLI = fileURLToPath(new URL('./deploy-token.mjs', import.meta.url));
const LOG_CLI = fileURLToPath(new URL('./deploy-log.mjs', import.meta.url));

async function siteRoot() {
  const root = temp('token-cli-root-');
  await deploy({ root, pkg: 'shell', from: fakeBuild(temp('shell-'), 'shell', 'v1') });
  return root;
}

describe('npm run deploy-token', () => {
  it('prints a new token once, as its last line; lists tokens by name and package, never the token; revokes by name', async () => {
    const root = await siteRoot();
    const created = await runCommand(
      TOKEN_CLI,
      ['--root', root, 'create', 'business-banking', '--name', 'bb-ci'],
      root,
    );
    expect(created.code).toBe(0);
    const token = created.stdout.trim().split('\n').at(-1) ?? '';
    expect(tokenOf(readTokens(root), token)).toMatchObject({ name: 'bb-ci', section: 'business-banking' });
    expect(readFileSync(join(root, SERVICE_FOLDER, 'tokens.json'), 'utf8')).not.toContain(token);

    const listed = await runCommand(TOKEN_CLI, ['--root', root, 'list'], root);
    expect(listed.stdout).toMatch(/^bb-ci\tbusiness-banking\tcreated \d{4}-\d\d-\d\dT/m);
    expect(listed.stdout).not.toContain(token);

    expect((await runCommand(TOKEN_CLI, ['--root', root, 'revoke', 'bb-ci'], root)).stdout).toContain('revoked');
    expect(tokenOf(readTokens(root), token)).toBeUndefined();
    const again = await runCommand(TOKEN_CLI, ['--root', root, 'revoke', 'bb-ci'], root);
    expect(again).toMatchObject({ code: 1, stderr: 'There is no token named "bb-ci".\n' });
    expect((await runCommand(TOKEN_CLI, ['--root', root, 'create', 'payments'], root)).code).toBe(1);
    expect((await runCommand(TOKEN_CLI, ['--root', root, 'make'], root)).code).toBe(2);
  });
});

describe('npm run deploy-log', () => {
  it('prints the record, one line an action, of every package or one', async () => {
    const root = await siteRoot();
    const at = Date.UTC(2026, 10, 28, 9);
    appendAudit(
      root,
      {
        token: 'pb-ci',
        section: 'personal-banking',
        action: 'publish',
        release: 'aaaaaaaaaaa1',
        result: 'done',
      },
      { now: at },
    );
    appendAudit(
      root,
      { token: '-', section: 'shell', action: 'rollback', result: 'refused: no valid token' },
      { now: at + 60_000 },
    );
    const all = await runCommand(LOG_CLI, ['--root', root], root);
    expect(all.stdout.trim().split('\n')).toEqual([
      '2026-11-28T09:00:00.000Z\tpb-ci\tpersonal-banking\tpublish\taaaaaaaaaaa1\tdone',
      '2026-11-28T09:01:00.000Z\t-\tshell\trollback\t-\trefused: no valid token',
    ]);
    const one = await runCommand(LOG_CLI, ['--root', root, '--section', 'shell'], root);
    expect(one.stdout.trim().split('\n')).toHaveLength(1);
  });
});

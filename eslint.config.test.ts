import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

async function ruleIdsFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe('import boundaries (eslint.config.js)', () => {
  it('refuses a remote importing the shell or another remote', async () => {
    expect(await ruleIdsFor("import '@mboa/shell';\n", 'personal-banking/src/x.ts')).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor("import '../../business-banking/src/content/hub';\n", 'personal-banking/src/pages/x.ts'),
    ).toContain('no-restricted-imports');
  });

  it('refuses shared importing any other package', async () => {
    expect(await ruleIdsFor("import '../../shell/src/App';\n", 'shared/src/lib/x.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('lets every package import shared', async () => {
    expect(await ruleIdsFor("import '@mboa/shared';\n", 'group-societies/src/x.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor("import '@mboa/shared';\n", 'shell/src/x.ts')).not.toContain('no-restricted-imports');
  });
});

describe('one clock (eslint.config.js)', () => {
  it('refuses a read of the time anywhere but shared/src/clock.mjs, tests included', async () => {
    for (const code of ['Date.now();\n', 'new Date();\n', 'Date();\n']) {
      for (const file of ['hosting/deploy/x.mjs', 'shell/src/x.ts', 'e2e/site/x.e2e.ts', 'hosting/deploy/x.test.ts']) {
        expect(await ruleIdsFor(code, file), `${code} in ${file}`).toContain('no-restricted-syntax');
      }
    }
    expect(await ruleIdsFor('export const now = () => Date.now();\n', 'shared/src/clock.mjs')).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('lets a date be made from a given time, and a wait be timed with performance.now()', async () => {
    expect(await ruleIdsFor('new Date(0); performance.now();\n', 'hosting/deploy/x.mjs')).not.toContain(
      'no-restricted-syntax',
    );
  });
});

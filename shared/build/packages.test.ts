// @vitest-environment node
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PACKAGES, REMOTE_NAMES, SHELL_NAME } from './packages.mjs';
import { portOf } from './ports.mjs';

/** The string literals TypeScript reads from packages.d.mts for one export (a literal or a tuple of them). */
function declaredLiterals(exportName: string): string[] {
  const file = fileURLToPath(new URL('./packages.d.mts', import.meta.url));
  const program = ts.createProgram([file], { noLib: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`TypeScript did not read ${file}`);
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === exportName);
  if (!symbol) throw new Error(`packages.d.mts declares no ${exportName}`);
  const type = checker.getTypeOfSymbol(symbol);
  const members = checker.isTupleType(type) ? checker.getTypeArguments(type as ts.TypeReference) : [type];
  return members.map((member) => (member.isStringLiteral() ? member.value : checker.typeToString(member)));
}

describe('the list of packages', () => {
  it('has the types its values have: packages.d.mts names the same shell and remotes, in order', () => {
    expect(declaredLiterals('SHELL_NAME')).toEqual([SHELL_NAME]);
    expect(declaredLiterals('REMOTE_NAMES')).toEqual([...REMOTE_NAMES]);
  });

  it('lists the shell, then each remote, on ports 5000 to 5004', () => {
    expect(PACKAGES).toEqual([
      { name: 'shell', port: 5000, remote: false },
      { name: 'personal-banking', port: 5001, remote: true },
      { name: 'business-banking', port: 5002, remote: true },
      { name: 'group-societies', port: 5003, remote: true },
      { name: 'verify-statement', port: 5004, remote: true },
    ]);
  });

  it('lets the environment move a package to another port, and refuses an unknown package', () => {
    process.env.GROUP_SOCIETIES_PORT = '6003';
    try {
      expect(portOf('group-societies')).toBe(6003);
      expect(portOf('personal-banking')).toBe(5001);
    } finally {
      delete process.env.GROUP_SOCIETIES_PORT;
    }
    expect(() => portOf('savings')).toThrow('Unknown package savings');
  });
});

// The operator commands' shared arguments (relative paths from where npm was run); a wrong call prints the usage, exit code 2.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const here = () => process.env.INIT_CWD ?? process.cwd();

/** @param {string} usage @returns {never} */
function usageError(usage) {
  console.error(usage);
  process.exit(2);
}

/** `<command> --root <dir> [--prefix <dir>]…`, the command one of `commands` (none: no positional). @param {string} usage @param {string[]} [commands] @returns {{ root: string, prefixes: string[], command: string | undefined }} */
export function rootAndPrefixes(usage, commands = []) {
  const { values, positionals } = parseArgs({
    options: { root: { type: 'string' }, prefix: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  const [command] = positionals;
  const commandOk =
    commands.length === 0 ? positionals.length === 0 : positionals.length === 1 && commands.includes(command ?? '');
  if (!values.root || !commandOk) return usageError(usage);
  return {
    root: resolve(here(), values.root),
    prefixes: (values.prefix ?? []).map((prefix) => resolve(here(), prefix)),
    command,
  };
}

/** `on|off --root <dir>`. @param {string} usage @returns {{ root: string, on: boolean }} */
export function onOffSwitch(usage) {
  const { values, positionals } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: true });
  const [setting] = positionals;
  if (!values.root || (setting !== 'on' && setting !== 'off') || positionals.length !== 1) return usageError(usage);
  return { root: resolve(here(), values.root), on: setting === 'on' };
}

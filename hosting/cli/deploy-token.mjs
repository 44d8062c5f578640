// npm run deploy-token -- --root <deploy root> create <package> [--name <who>] | revoke <name> | list
// A team's token for the deploy service (docs/hosting.md, "The deploy service"): printed once, as the last line.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { assertDeployRoot } from '../lib/deployRoot.mjs';
import { createToken, readTokens, revokeToken } from '../deployService/tokens.mjs';

const USAGE =
  'Usage: npm run deploy-token -- --root <deploy root> create <package> [--name <who>] | revoke <name> | list';
const { values, positionals } = parseArgs({
  options: { root: { type: 'string' }, name: { type: 'string' } },
  allowPositionals: true,
});
const [command, argument] = positionals;
const arity = { create: 2, revoke: 2, list: 1 }[command ?? ''];
if (!values.root || arity === undefined || positionals.length !== arity) {
  console.error(USAGE);
  process.exit(2);
}
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
try {
  assertDeployRoot(root);
  if (command === 'create') {
    const { name, section, token } = createToken(
      root,
      /** @type {string} */ (argument),
      values.name ? { name: values.name } : {},
    );
    console.log(
      `Token "${name}" deploys ${section} only. It is shown this once: keep it in a file only its team reads.`,
    );
    console.log(token);
  } else if (command === 'revoke') {
    if (!revokeToken(root, /** @type {string} */ (argument))) throw new Error(`There is no token named "${argument}".`);
    console.log(`Token "${argument}" revoked: the service refuses it from now on.`);
  } else {
    const tokens = readTokens(root);
    if (tokens.length === 0) console.log('No token yet.');
    for (const { name, section, createdAt } of tokens) console.log(`${name}\t${section}\tcreated ${createdAt}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

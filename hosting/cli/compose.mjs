// npm run compose [-- --root <deploy root, default .site/embedded>]: every route's page again from the
// live releases, for a root whose composed pages were removed (docs/hosting.md, "Composing pages").
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compose } from '../deploy/compose.mjs';
import { liveBuildIds } from '../deploy/releases.mjs';
import { COMPOSED_FOLDER } from '../lib/routes.mjs';

const { values } = parseArgs({ options: { root: { type: 'string', default: '.site/embedded' } } });
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root ?? '.site/embedded');
try {
  const { written, removed, ms } = await compose({ root, live: liveBuildIds(root) });
  if (written === 0) throw new Error(`${root} has no live shell release: deploy the shell first.`);
  console.log(
    `Composed ${written} pages in ${ms} ms${removed ? ` (${removed} routes without a live page)` : ''}: ${join(root, COMPOSED_FOLDER)}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

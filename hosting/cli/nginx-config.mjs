// npm run nginx-config -- --root <deploy root> --prefix <nginx folder> [--port 8080]
// Renders the site's nginx config for a deploy root into <prefix>/nginx.conf, checked with
// `nginx -t`, for an nginx that an operator's own service manager runs:
//   nginx -p <prefix> -c <prefix>/nginx.conf -g 'daemon off;'
// TRUSTED_PROXIES (docs/hosting.md) is read as `npm start` reads it. No deploy or rollback needs a
// reload; a shell release that changes the route list is worth rendering this again for its
// routes' other spellings and their field-speed beacons (the deploy says so: docs/hosting.md).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeNginxConfig } from '../nginx/config.mjs';

const { values } = parseArgs({ options: { root: { type: 'string' }, prefix: { type: 'string' }, port: { type: 'string', default: '8080' } } });
const here = process.env.INIT_CWD ?? process.cwd();
const port = Number(values.port);
if (!values.root || !values.prefix || !Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error('Usage: npm run nginx-config -- --root <deploy root> --prefix <nginx folder> [--port 8080]');
  process.exit(2);
}
try {
  const prefix = resolve(here, values.prefix);
  const config = writeNginxConfig({ root: resolve(here, values.root), port, prefix });
  console.log(`Written and checked: ${config}\nRun: nginx -p ${prefix} -c ${config} -g 'daemon off;'`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// npm run nginx-config -- --root <deploy root> --prefix <nginx folder> [--port 8080]: <prefix>/nginx.conf,
// checked, for an nginx the operator's service manager runs (docs/hosting.md, "Running nginx in production").
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeNginxConfig } from '../nginx/config.mjs';

const { values } = parseArgs({
  options: { root: { type: 'string' }, prefix: { type: 'string' }, port: { type: 'string', default: '8080' } },
});
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

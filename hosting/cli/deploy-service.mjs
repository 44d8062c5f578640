// npm run deploy-service -- --root <deploy root> [--port 5010] [--host 127.0.0.1]: the deploy API for the teams'
// tokens (docs/hosting.md, "The deploy service"). Loopback only unless --host says otherwise: behind TLS then.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { assertDeployRoot } from '../lib/deployRoot.mjs';
import { DEFAULT_SERVICE_PORT, startDeployService } from '../deployService/service.mjs';

const { values } = parseArgs({
  options: { root: { type: 'string' }, port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
});
if (!values.root) {
  console.error('Usage: npm run deploy-service -- --root <deploy root> [--port 5010] [--host 127.0.0.1]');
  process.exit(2);
}
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
try {
  assertDeployRoot(root);
  const service = await startDeployService({
    root,
    port: Number(values.port ?? DEFAULT_SERVICE_PORT),
    host: values.host,
  });
  console.log(
    `Deploy service for ${root} on ${service.url} (a team's token: npm run deploy-token -- --root ${values.root} create <section>)`,
  );
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => void service.close().then(() => process.exit(0)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Serves built remotes' dist folders, each on its port, as `npm run dev` needs while
// `vite build --watch` rewrites them: `node scripts/dev/serve.mjs <remote>…`.
import { startStaticHost } from '../../hosting/embedded/staticHost.mjs';
import { LISTEN_HOST, stopOnSignalOrOrphaning } from './lifecycle.mjs';
import { PACKAGES, distOf, portOf } from '../lib/packages.mjs';

const names = process.argv.slice(2);
const hosts = /** @type {Awaited<ReturnType<typeof startStaticHost>>[]} */ ([]);
for (const pkg of PACKAGES.filter((p) => p.remote && names.includes(p.name))) {
  const host = await startStaticHost({ root: distOf(pkg.name), port: portOf(pkg.name), cors: true, host: LISTEN_HOST });
  hosts.push(host);
  console.log(`${pkg.name.padEnd(18)} ${host.url}/assets/remoteEntry.js`);
}
stopOnSignalOrOrphaning(async () => {
  await Promise.all(hosts.map((h) => h.close()));
});

// npm start: builds the packages that have no build yet, then serves the composed site
// as a production static host would. `npm run build` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { PACKAGES, ROOT, distOf, isBuilt, portOf } from './packages.mjs';
import { startStaticHost } from './static-host.mjs';

for (const pkg of PACKAGES) {
  if (isBuilt(pkg)) continue;
  console.log(`Building ${pkg.name} (no build found)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${pkg.name} failed.`);
    process.exit(result.status ?? 1);
  }
}

const hosts = [];
for (const pkg of PACKAGES) {
  const host = await startStaticHost({ root: distOf(pkg.name), port: portOf(pkg.name), spa: !pkg.remote, cors: pkg.remote });
  hosts.push(host);
  console.log(`${pkg.name.padEnd(18)} ${host.url}${pkg.remote ? '/assets/remoteEntry.js' : '/'}`);
}
console.log(`\nOpen http://localhost:${portOf('shell')}/ (Ctrl-C stops)`);

const stop = async () => {
  await Promise.all(hosts.map((h) => h.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

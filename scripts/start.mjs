// npm start: builds the packages that have no build yet, then serves the composed site
// as a production static host would. `npm run build` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { PACKAGES, ROOT, isBuilt, portOf } from './packages.mjs';
import { servePackages } from './serve.mjs';

for (const pkg of PACKAGES) {
  if (isBuilt(pkg)) continue;
  console.log(`Building ${pkg.name} (no build found)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${pkg.name} failed.`);
    process.exit(result.status ?? 1);
  }
}

await servePackages([]);
console.log(`\nOpen http://localhost:${portOf('shell')}/ (Ctrl-C stops)`);

// npm run bench:deploy: a deploy of personal-banking with one changed page, from this machine's deploy command and
// through the deploy service, side by side on the same root (docs/hosting.md, "The deploy service"): time and bytes.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portPerRemoteLayout } from '../../hosting/lib/deployRoot.mjs';
import { serverBuildOf } from '../../hosting/lib/builds.mjs';
import { deploy } from '../../hosting/deploy/deploy.mjs';
import { deployEveryPackage } from '../../hosting/deploy/localSite.mjs';
import { deployThroughService, filesOfBuild } from '../../hosting/deployService/client.mjs';
import { startDeployService } from '../../hosting/deployService/service.mjs';
import { createToken } from '../../hosting/deployService/tokens.mjs';
import { PACKAGES, distOf, exitUnlessEveryPackageIsBuilt } from '../lib/packages.mjs';

const PKG = 'personal-banking';
const RUNS = 3;
exitUnlessEveryPackageIsBuilt();
const work = mkdtempSync(join(tmpdir(), 'mboa-bench-deploy-'));
const root = join(work, 'root');
await deployEveryPackage(
  root,
  portPerRemoteLayout((name) => 5300 + PACKAGES.findIndex((p) => p.name === name)),
  distOf,
);
const service = await startDeployService({ root, port: 0 });
const token = createToken(root, PKG, { name: 'bench' }).token;

/** The live build with the savings page's English content changed, as its team's next release. */
function nextRelease(/** @type {string} */ marker) {
  const dist = join(work, marker, 'dist');
  cpSync(distOf(PKG), dist, { recursive: true });
  cpSync(serverBuildOf(distOf(PKG)), serverBuildOf(dist), { recursive: true });
  const page = readdirSync(join(dist, 'assets')).find((file) => file.startsWith('savingsAccount.en-'));
  if (!page) throw new Error('No savings page chunk in the build.');
  appendFileSync(join(dist, 'assets', page), `\n// ${marker}\n`);
  writeFileSync(join(dist, `release-${marker}.txt`), marker);
  return dist;
}
const bytesOf = (/** @type {string} */ dist) =>
  filesOfBuild(dist, serverBuildOf(dist)).reduce((sum, file) => sum + file.size, 0);

const rows = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const local = nextRelease(`local-${run}`);
    let started = performance.now();
    await deploy({ root, pkg: PKG, from: local });
    rows.push({
      how: 'local deploy command',
      ms: performance.now() - started,
      bytes: bytesOf(local),
      files: filesOfBuild(local, serverBuildOf(local)).length,
    });
    const sent = nextRelease(`service-${run}`);
    started = performance.now();
    const result = await deployThroughService({
      serviceUrl: service.url,
      token,
      pkg: PKG,
      from: sent,
      publish: {},
    });
    rows.push({
      how: 'through the service',
      ms: performance.now() - started,
      bytes: result.sent.bytes,
      files: result.sent.files,
    });
  }
} finally {
  await service.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`A deploy of ${PKG} with one changed page, ${RUNS} runs each, interleaved on one root:`);
for (const how of ['local deploy command', 'through the service']) {
  const mine = rows.filter((row) => row.how === how);
  const ms = mine.map((row) => Math.round(row.ms)).sort((a, b) => a - b);
  console.log(
    `  ${how.padEnd(22)} ${ms.join(', ')} ms (median ${ms[Math.floor(ms.length / 2)]}); files copied or sent ${mine[0]?.files}, ${((mine[0]?.bytes ?? 0) / 1024).toFixed(1)} KB`,
  );
}
console.log(
  "  (the local command copies the whole build from this machine's disk; the service is sent only what it lacks)",
);

// npm start: every build deployed into .site/embedded and served by the embedded host. After a
// package's build, `npm run deploy -w <package> -- --root .site/embedded` publishes it there.
import { portPerRemoteLayout } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage, localSiteRoot } from '../../hosting/deploy/localSite.mjs';
import { setSampleRate } from '../../hosting/deploy/manifest.mjs';
import { sampleRateFromEnvironment } from '../../hosting/lib/vitals.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { startDeployService, deployServicePort } from '../../hosting/deployService/service.mjs';
import { LISTEN_HOST, stopOnSignalOrOrphaning } from './lifecycle.mjs';
import { ROOT, buildMissingPackages, distOf, portOf } from '../lib/packages.mjs';

buildMissingPackages();
const root = localSiteRoot(ROOT, 'embedded');
await deployEveryPackage(root, portPerRemoteLayout(portOf), distOf);
const sampleRate = sampleRateFromEnvironment();
await setSampleRate(root, sampleRate);
const site = await serveDeployRoot(root, portOf, LISTEN_HOST);
// The teams' deploy API, on the loopback only whatever HOST says (docs/hosting.md, "The deploy service").
const deployService = await startDeployService({ root, port: deployServicePort() });
stopOnSignalOrOrphaning(async () => {
  await site.close();
  await deployService.close();
});
console.log(`\nDeploy root: ${root}\nOpen ${site.url}/ (listening on ${LISTEN_HOST}; Ctrl-C stops)`);
console.log(
  `Deploy service: ${deployService.url} (a team's token: npm run deploy-token -- --root ${root} create <section>)`,
);
if (sampleRate > 0)
  console.log(`Field-speed reporting is on for ${sampleRate * 100}% of page views: npm run vitals:report`);

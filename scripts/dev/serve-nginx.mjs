// npm run serve:nginx: the production layout on this machine, from .site/nginx at http://localhost:5000/.
import { join } from 'node:path';
import { oneOriginLayout } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage, localSiteRoot } from '../../hosting/deploy/localSite.mjs';
import { setSampleRate } from '../../hosting/deploy/manifest.mjs';
import { sampleRateFromEnvironment } from '../../hosting/lib/vitals.mjs';
import { nginxAvailable, startNginx } from '../../hosting/nginx/process.mjs';
import { startDeployService, deployServicePort } from '../../hosting/deployService/service.mjs';
import { stopOnSignalOrOrphaning } from './lifecycle.mjs';
import { ROOT, buildMissingPackages, distOf, portOf } from '../lib/packages.mjs';

if (!nginxAvailable()) {
  console.error('nginx is not installed (on Debian: apt-get install nginx). `npm start` serves the site without it.');
  process.exit(1);
}
buildMissingPackages();
const root = localSiteRoot(ROOT, 'nginx');
await deployEveryPackage(root, oneOriginLayout(`http://localhost:${portOf('shell')}`), distOf);
const sampleRate = sampleRateFromEnvironment();
await setSampleRate(root, sampleRate);
const nginx = await startNginx({ root, port: portOf('shell'), prefix: join(ROOT, '.site', 'nginx-runtime') });
// The teams' deploy API, on the loopback only whatever HOST says (docs/hosting.md, "The deploy service").
const deployService = await startDeployService({ root, port: deployServicePort() });
stopOnSignalOrOrphaning(async () => {
  await nginx.stop();
  await deployService.close();
});
console.log(
  `\nDeploy root: ${root}\nnginx config: ${join(ROOT, '.site', 'nginx-runtime', 'nginx.conf')}\nOpen ${nginx.url}/ (Ctrl-C stops)`,
);
console.log(
  `Deploy service: ${deployService.url} (a team's token: npm run deploy-token -- --root ${root} create <section>)`,
);
if (sampleRate > 0)
  console.log(
    `Field-speed reporting is on for ${sampleRate * 100}% of page views: npm run vitals:report -- --root ${root}`,
  );

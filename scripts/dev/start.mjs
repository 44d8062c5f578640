// npm start: builds the packages that have no build yet, deploys each build into a local deploy
// root (.site/embedded, as `npm run deploy` would) and serves it with the embedded host: the
// shell on port 5000, each remote on its own port (shared/build/ports.mjs), on localhost only
// unless HOST=0.0.0.0; VITALS_SAMPLE_RATE=1 turns field-speed reporting on. After `npm run build -w <package>`,
// `npm run deploy -w <package> -- --root .site/embedded` publishes it to the running site.
import { portPerRemoteLayout } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage, localSiteRoot } from '../../hosting/deploy/localSite.mjs';
import { setSampleRate } from '../../hosting/deploy/manifest.mjs';
import { sampleRateFromEnvironment } from '../../hosting/lib/vitals.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { LISTEN_HOST, stopOnSignalOrOrphaning } from './lifecycle.mjs';
import { ROOT, buildMissingPackages, distOf, portOf } from '../lib/packages.mjs';

buildMissingPackages();
const root = localSiteRoot(ROOT, 'embedded');
await deployEveryPackage(root, portPerRemoteLayout(portOf), distOf);
// Field-speed reporting: off unless VITALS_SAMPLE_RATE turns it on (docs/field-speed.md).
const sampleRate = sampleRateFromEnvironment();
await setSampleRate(root, sampleRate);
const site = await serveDeployRoot(root, portOf, LISTEN_HOST);
stopOnSignalOrOrphaning(site.close);
console.log(`\nDeploy root: ${root}\nOpen ${site.url}/ (listening on ${LISTEN_HOST}; Ctrl-C stops)`);
if (sampleRate > 0) console.log(`Field-speed reporting is on for ${sampleRate * 100}% of page views: npm run vitals:report`);

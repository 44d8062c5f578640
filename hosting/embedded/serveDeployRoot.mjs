// Serves a deploy root with the embedded host: the shell on its port, each remote's releases on
// its own port. (nginx serves the same root from one origin.)
import { join } from 'node:path';
import { REMOTES, SHELL, readLayout, remoteOriginsOf } from '../lib/deployRoot.mjs';
import { SERVICE_WORKER_FILE } from '../../shared/src/serviceWorkerFile.mjs';
import { COMPOSED_FOLDER } from '../lib/routes.mjs';
import { trustedProxiesFromEnvironment } from '../lib/clients.mjs';
import { RELEASE_FILE_PATH, startStaticHost } from './staticHost.mjs';
import { releaseChooser } from './releaseChoice.mjs';
import { cspReportEndpoint } from './cspReportEndpoint.mjs';
import { vitalsEndpoint } from './vitalsEndpoint.mjs';
import { MANIFEST_FILE } from '../../shared/src/runtimeManifest.mjs';

/**
 * @param {string} root
 * @param {(name: string) => number} portOf
 * @param {string} [host] interface to listen on (default localhost)
 * @param {string[]} [trustedProxies] proxies believed about the client and the scheme (TRUSTED_PROXIES)
 */
export async function serveDeployRoot(root, portOf, host = 'localhost', trustedProxies = trustedProxiesFromEnvironment()) {
  const remoteOrigins = remoteOriginsOf(readLayout(root));
  const shell = await startStaticHost({
    root: join(root, SHELL, 'current'),
    fallbackRoots: [join(root, SHELL, 'previous')],
    shellRoutes: true,
    composedFolder: join(root, COMPOSED_FOLDER),
    mappedFiles: { [`/${MANIFEST_FILE}`]: join(root, MANIFEST_FILE) },
    serviceWorker: join(root, SERVICE_WORKER_FILE),
    releaseChoice: releaseChooser(root),
    vitals: vitalsEndpoint(root),
    cspReports: cspReportEndpoint(root),
    remoteOrigins,
    trustedProxies,
    port: portOf(SHELL),
    host,
  });
  /** @type {Map<string, Awaited<ReturnType<typeof startStaticHost>>>} */
  const remotes = new Map();
  const startRemote = async (/** @type {string} */ name) =>
    remotes.set(
      name,
      // Files inside a release only: never releases.json, nor a deploy's temporary copies.
      await startStaticHost({ root: join(root, name), filePaths: RELEASE_FILE_PATH, cors: true, remoteOrigins, trustedProxies, port: portOf(name), host }),
    );
  for (const name of REMOTES) await startRemote(name);
  return {
    url: shell.url,
    /** Closes one remote's port (a remote that is down), or opens it again. */
    stopRemote: async (/** @type {string} */ name) => {
      await remotes.get(name)?.close();
      remotes.delete(name);
    },
    startRemote: async (/** @type {string} */ name) => {
      if (!remotes.has(name)) await startRemote(name);
    },
    close: async () => {
      await Promise.all([...remotes.values()].map((host) => host.close()));
      await shell.close();
    },
  };
}

// `node hosting/embedded/serveDeployRoot.mjs <deploy root>`: serves a root on the ports of
// shared/build/ports.mjs (SHELL_PORT, PERSONAL_BANKING_PORT, … override them), on localhost
// unless HOST names another interface (HOST=0.0.0.0: every one).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { portOf } = await import('../../shared/build/ports.mjs');
  const root = process.argv[2];
  if (!root) {
    console.error('Usage: node hosting/embedded/serveDeployRoot.mjs <deploy root>');
    process.exit(2);
  }
  const site = await serveDeployRoot(root, portOf, process.env.HOST || 'localhost');
  const stop = () => site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`Serving ${root} at ${site.url}/`);
}

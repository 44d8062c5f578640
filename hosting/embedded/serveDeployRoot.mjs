// A deploy root on the embedded host: the shell on its port, each remote's releases on its own
// (nginx serves it from one origin). Run: node hosting/embedded/serveDeployRoot.mjs <deploy root>
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

export async function serveDeployRoot(
  /** @type {string} */ root,
  /** @type {(name: string) => number} */ portOf,
  host = 'localhost',
  trustedProxies = trustedProxiesFromEnvironment(),
) {
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
  const remotes = /** @type {Map<string, Awaited<ReturnType<typeof startStaticHost>>>} */ (new Map());
  const startRemote = async (/** @type {string} */ name) =>
    remotes.set(
      name,
      await startStaticHost({
        root: join(root, name),
        filePaths: RELEASE_FILE_PATH,
        cors: true,
        remoteOrigins,
        trustedProxies,
        port: portOf(name),
        host,
      }),
    );
  for (const name of REMOTES) await startRemote(name);
  return {
    url: shell.url,
    // A remote that is down, and up again.
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

// The ports of shared/build/ports.mjs (SHELL_PORT, … override them); HOST=0.0.0.0: every interface.
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

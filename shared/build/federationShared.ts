import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * Libraries shared at runtime between the shell and the remotes. The plugin has no singleton
 * flag: a remote whose requiredVersion does not match silently uses its own copy, so both
 * sides require the exact installed version (one version across the workspace).
 *
 * react-router-dom is deliberately not shared: the plugin cannot tree-shake a shared package
 * (~66 KB gzip), so only the shell routes and remote pages use plain links (see README).
 */
export function federationShared() {
  return {
    react: { requiredVersion: installedVersion('react') },
    'react-dom': { requiredVersion: installedVersion('react-dom') },
  };
}

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * Libraries shared at runtime between the shell and the remotes. The plugin has no singleton
 * flag: a remote whose requiredVersion does not match silently uses its own copy, so both
 * sides require the exact installed version (one version across the workspace).
 * `react/jsx-runtime` is shared too: every compiled component calls it, and a copy in each
 * remote costs every section's first page about 0.6 KB gzip.
 *
 * react-router-dom is deliberately not shared: the plugin cannot tree-shake a shared package
 * (~66 KB gzip), so only the shell routes and remote pages use plain links (see README).
 */
export function federationShared() {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  // `version` is given too: the plugin would look for react/jsx-runtime/package.json, which react's exports hide.
  return {
    react: { version: react, requiredVersion: react },
    'react/jsx-runtime': { version: react, requiredVersion: react },
    'react-dom': { version: reactDom, requiredVersion: reactDom },
  };
}

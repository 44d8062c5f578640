import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * The exact installed versions: with no singleton flag, a remote whose version does not match
 * silently uses its own copy. react-router-dom is not shared (docs/decisions/build-presets.md).
 */
export function federationShared() {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  // The plugin would look for react/jsx-runtime/package.json, which react's exports hide.
  return {
    react: { version: react, requiredVersion: react },
    'react/jsx-runtime': { version: react, requiredVersion: react },
    'react-dom': { version: reactDom, requiredVersion: reactDom },
  };
}

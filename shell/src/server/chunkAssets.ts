/** The client build's manifest (Vite's `build.manifest`, dist/.vite/manifest.json), as far as it is read here. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Where the client build's manifest is, relative to a shell release's folder. */
export const CLIENT_MANIFEST_FILE = '.vite/manifest.json';

/** A chunk's stylesheets (its imports' first, as applied) and scripts, with its imports', as site paths. */
export function chunkAssets(manifest: ClientManifest, source: string): { stylesheets: string[]; scripts: string[] } {
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
  };
  if (!manifest[source]) throw new Error(`The shell's client manifest has no ${source}.`);
  visit(source);
  return { stylesheets: [...stylesheets], scripts: [...scripts] };
}

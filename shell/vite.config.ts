import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '../shared/build/presets/shell';
import { appDocumentPlugin } from './build/appDocumentPlugin';
import { compileHintPlugin } from './build/compileHintPlugin';
import { inlineBootScriptPlugin } from './build/inlineBootScriptPlugin';
import { serviceWorkerPlugin } from './build/serviceWorkerPlugin';
import { siteIndexPlugin } from './build/siteIndexPlugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineShellConfig({
  // The app (index.html), and the boot script that starts it (src/start/boot.ts), inlined into index.html.
  input: { index: fromHere('./index.html'), boot: fromHere('./src/start/boot.ts') },
  // React DOM's chunk compiled off the main thread as it arrives (compileHintPlugin.ts).
  // The service worker (src/offline/worker/), built once dist/ is written (serviceWorkerPlugin.ts).
  plugins: [
    appDocumentPlugin(),
    siteIndexPlugin(),
    inlineBootScriptPlugin(fromHere('./src/start/boot.ts'), { startChunks: ['appTree', 'reactDomClient'] }),
    compileHintPlugin(['reactDomClient']),
    serviceWorkerPlugin({ worker: fromHere('./src/offline/worker/serviceWorker.ts') }),
  ],
  serverEntry: 'src/server/entry.tsx',
  manualChunks: appFrameChunk,
});

/**
 * The small modules the app's entry renders every page with (the header, footer, loading and
 * error states: the identity, the language, the chrome's text context, the footer's address and
 * icons, the spinner, the store badges) in one chunk, with the names offline reading and the legal
 * page share (offline/offlineStorage.ts, layout/languageOfferKey.ts), the marks the field-speed chunk reads (start/takeover.ts),
 * and what the entry and the app's tree (start/appTree.tsx) share (the manifest).
 * Rollup would make each a chunk of its own: a request of 0.1 to 2.7 KB each on every first visit.
 */
function appFrameChunk(id: string): string | undefined {
  return /\/shared\/src\/(identity\.ts|routePath\.mjs|runtimeManifest\.mjs|language\/language\.ts|components\/(Spinner|AppStoreBadges)\.tsx)$|\/shell\/src\/(layout\/(chromeText|languageOfferKey)\.ts|remotes\/manifest\.ts|parts\/(HeadOfficeAddress|LineIcon)\.tsx|offline\/offlineStorage\.ts|start\/takeover\.ts)$/.test(id)
    ? 'app-frame'
    : undefined;
}

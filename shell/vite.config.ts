import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '../shared/build/presets/shell';
import { appDocumentPlugin } from './build/appDocumentPlugin';
import { compileHintPlugin } from './build/compileHintPlugin';
import { inlineBootScriptPlugin } from './build/inlineBootScriptPlugin';
import { serviceWorkerPlugin } from './build/serviceWorkerPlugin';
import { siteIndexPlugin } from './build/siteIndexPlugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineShellConfig({
  input: { index: fromHere('./index.html'), boot: fromHere('./src/start/boot.ts') },
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

/** The small modules every page's chrome, offline reading and the takeover share: Rollup would make
 * each a request of 0.1 to 2.7 KB on every first visit. */
function appFrameChunk(id: string): string | undefined {
  return /\/shared\/src\/(identity\.ts|routePath\.mjs|runtimeManifest\.mjs|language\/language\.ts|components\/(Spinner|AppStoreBadges|HeadOfficeAddress|LineIcon)\.tsx)$|\/shell\/src\/(chrome\/chromeText\.ts|languageOffer\/languageOfferKey\.ts|remotes\/manifest\.ts|offline\/offlineStorage\.ts|start\/takeover\.ts|search\/indexedPages\.ts|pages\/search\/siteIndexContext\.ts)$/.test(
    id,
  )
    ? 'app-frame'
    : undefined;
}

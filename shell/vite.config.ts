import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '../shared/build/presets/shell';
import { inlineBootScriptPlugin } from './build/inlineBootScriptPlugin';
import { siteIndexPlugin } from './build/siteIndexPlugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineShellConfig({
  // The app (index.html), and the boot script that starts it (src/boot.ts), inlined into index.html.
  input: { index: fromHere('./index.html'), boot: fromHere('./src/boot.ts') },
  plugins: [siteIndexPlugin(), inlineBootScriptPlugin(fromHere('./src/boot.ts'))],
  serverEntry: 'src/server/entry.tsx',
});

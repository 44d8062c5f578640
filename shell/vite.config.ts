import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '../shared/build/presets/shell';
import { siteIndexPlugin } from './build/siteIndexPlugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineShellConfig({
  // The app (index.html), and the boot script a prerendered page names instead of it (src/boot.ts).
  input: { index: fromHere('./index.html'), boot: fromHere('./src/boot.ts') },
  plugins: [siteIndexPlugin()],
  serverEntry: 'src/server/entry.tsx',
});

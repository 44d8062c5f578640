import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of every package (jsdom). The browser tests have their own config in e2e/.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'virtual:__federation__': fileURLToPath(new URL('./shell/src/composition/testing/federationRuntimeStub.ts', import.meta.url)),
    },
  },
  // As in the builds, an imported illustration is a file URL, never inlined: the server-render
  // tests compare the pages' HTML from source with the built server entry's.
  build: { assetsInlineLimit: 0 },
  test: {
    environment: 'jsdom',
    include: ['{shared,shell,personal-banking,business-banking,group-societies,verify-statement}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'hosting/**/*.test.ts', 'eslint.config.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/dist-server/**'],
    restoreMocks: true,
    setupFiles: ['./vitest.setup.ts'],
  },
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkAssets, type ClientManifest } from './chunkAssets';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_shared-B.js'], css: ['assets/index-A.css'] },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-C.js',
    imports: ['_shared-B.js', '_home-D.js'],
    css: ['assets/HomePage-C.css'],
  },
  '_shared-B.js': { file: 'assets/shared-B.js', imports: ['_home-D.js'] },
  '_home-D.js': { file: 'assets/home-D.js', imports: ['_shared-B.js'], css: ['assets/home-D.css'] },
};

describe('chunkAssets', () => {
  it('lists a page chunk’s stylesheets after those of the chunks it imports, and every script once, through import cycles', () => {
    expect(chunkAssets(manifest, 'src/pages/HomePage.tsx')).toEqual({
      stylesheets: ['/assets/home-D.css', '/assets/HomePage-C.css'],
      scripts: ['/assets/HomePage-C.js', '/assets/shared-B.js', '/assets/home-D.js'],
    });
  });

  it('refuses a module the client build does not have (a page missing from its manifest would be unstyled)', () => {
    expect(() => chunkAssets(manifest, 'src/pages/Nope.tsx')).toThrow(/Nope/);
  });
});

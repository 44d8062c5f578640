import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-host.mjs';

describe('cacheControlFor', () => {
  it('revalidates the files whose URL stays the same between deployments', () => {
    for (const path of ['/', '/index.html', '/remotes.json', '/assets/remoteEntry.js', '/njangie']) {
      expect(cacheControlFor(path)).toBe('no-cache');
    }
  });

  it('caches hashed build output for a year, immutable', () => {
    expect(cacheControlFor('/assets/HomePage-uCPRlk-l.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/index-BcTypjZX.css')).toBe('public, max-age=31536000, immutable');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withAssetBase } from '../src/server/assetBase';
import { clientAssetUrl, serverAssetUrl } from './assetUrls';

const ASSET = 'assets/savings-IulgM7qI.svg';
const JS_HOST = { type: 'asset', hostId: 'assets/savingsAccount-CoGjHE4C.js', hostType: 'js', ssr: false } as const;

/** The client build's asset URL as the browser computes it: the chunk at `chunkUrl`, the page on `pageOrigin`. */
function clientUrl(chunkUrl: string, pageOrigin: string): string {
  const result = clientAssetUrl(ASSET, JS_HOST);
  if (typeof result !== 'object' || !result.runtime) throw new Error('expected runtime code');
  const code = result.runtime.replaceAll('import.meta.url', 'chunkUrl');
  return new Function('location', 'chunkUrl', `return ${code};`)({ origin: pageOrigin }, chunkUrl) as string;
}

/** The server build's asset URL in the HTML renderPage returns for a release served at `assetBase`. */
function serverUrl(assetBase: string): string {
  const value = serverAssetUrl(ASSET, { ...JS_HOST, ssr: true });
  if (typeof value !== 'string') throw new Error('expected a string');
  return withAssetBase(value, assetBase);
}

describe('asset URLs', () => {
  it('are written alike by the browser and the server when the release is on the site’s origin (one origin: a path)', () => {
    const browser = clientUrl(
      'https://www.mboa.example/remotes/personal-banking/abc123/assets/savingsAccount-CoGjHE4C.js',
      'https://www.mboa.example',
    );
    expect(browser).toBe('/remotes/personal-banking/abc123/assets/savings-IulgM7qI.svg');
    expect(serverUrl('/remotes/personal-banking/abc123/')).toBe(browser);
  });

  it('are written alike when the release is on another origin (a port per remote: a full URL)', () => {
    const browser = clientUrl(
      'http://localhost:5001/abc123/assets/savingsAccount-CoGjHE4C.js',
      'http://localhost:5000',
    );
    expect(browser).toBe('http://localhost:5001/abc123/assets/savings-IulgM7qI.svg');
    expect(serverUrl('http://localhost:5001/abc123/')).toBe(browser);
  });

  it('leave stylesheets’ and HTML’s asset URLs to Vite', () => {
    expect(clientAssetUrl(ASSET, { ...JS_HOST, hostType: 'css' })).toBeUndefined();
    expect(serverAssetUrl(ASSET, { ...JS_HOST, hostType: 'html', ssr: true })).toBeUndefined();
  });
});

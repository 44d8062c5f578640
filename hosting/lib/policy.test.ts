import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASHES } from '../../shared/src/bootScript.mjs';
import {
  ACTIVE_FILE_CONTENT_TYPE,
  ACTIVE_FILE_POLICY,
  DOCUMENT_CONTENT_TYPE,
  cacheControlFor,
  contentSecurityPolicy,
  documentHeaders,
} from './policy.mjs';

describe('cacheControlFor', () => {
  it('revalidates the files whose URL stays the same between deployments, and every route', () => {
    for (const path of [
      '/',
      '/index.html',
      '/remotes.json',
      '/assets/remoteEntry.js',
      '/remotes/personal-banking/0123456789ab/assets/remoteEntry.js',
      '/njangie',
    ]) {
      expect(cacheControlFor(path), path).toBe('no-cache');
    }
  });

  it('caches hashed build output for a year, immutable', () => {
    expect(cacheControlFor('/assets/HomePage-uCPRlk-l.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/index-BcTypjZX.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/remotes/group-societies/0123456789ab/assets/njangie-Cx1_9aZq.svg')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('caches a search bundle’s files named by their content for a year, immutable, and its other files for an hour', () => {
    for (const path of [
      '/pagefind/en/pagefind.en_62831bc869.pf_meta',
      '/pagefind/fr/index/fr_bfd0f0b.pf_index',
      '/remotes/personal-banking/0123456789ab/pagefind/fr/fragment/fr_211df32.pf_fragment',
      '/0123456789ab/pagefind/en/filter/en_0a1b2c3.pf_filter',
    ]) {
      expect(cacheControlFor(path), path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of [
      '/pagefind/en/pagefind.js',
      '/pagefind/en/pagefind-worker.js',
      '/pagefind/en/pagefind-entry.json',
      '/remotes/personal-banking/0123456789ab/pagefind/fr/wasm.fr.pagefind',
    ]) {
      expect(cacheControlFor(path), path).toBe('public, max-age=3600');
    }
  });

  it('never lets a statement be cached by anyone but the visitor', () => {
    expect(cacheControlFor('/statements/Verified Statement - MB-STM-2025-0042 - 37100012345.pdf')).toBe(
      'private, no-store',
    );
  });

  it('never lets an error be cached, whatever the path: a 404 for a hashed file may be a file after the next rollout', () => {
    for (const status of [400, 404, 405, 416, 429, 500, 503]) {
      expect(cacheControlFor('/assets/HomePage-uCPRlk-l.js', status), String(status)).toBe('no-store');
      expect(cacheControlFor('/njangie', status), String(status)).toBe('no-store');
      expect(cacheControlFor('/statements/x.pdf', status), String(status)).toBe('private, no-store');
    }
    expect(cacheControlFor('/assets/HomePage-uCPRlk-l.js', 206)).toBe('public, max-age=31536000, immutable');
  });
});

describe('the security headers', () => {
  it('allow no inline style or eval but WebAssembly’s (site search’s engine), no plugin, no framing, and no base or form elsewhere', () => {
    const csp = contentSecurityPolicy();
    expect(csp.match(/'[a-z-]*unsafe[a-z-]*'/g)).toEqual(["'wasm-unsafe-eval'"]);
    expect(csp).not.toMatch(/'unsafe-eval'|unsafe-hashes|unsafe-inline/);
    for (const directive of [
      "default-src 'self'",
      "style-src 'self';",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('allow scripts from the site and the origins a deployment names only, and inline the boot script alone, by its pinned hash', () => {
    const scripts = (csp: string) => /(?:^|; )script-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    expect(scripts(contentSecurityPolicy())).toEqual(["'self'", "'wasm-unsafe-eval'", ...BOOT_SCRIPT_HASHES]);
    expect(scripts(contentSecurityPolicy(['http://localhost:5001']))).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...BOOT_SCRIPT_HASHES,
      'http://localhost:5001',
    ]);
    expect(BOOT_SCRIPT_HASHES.length).toBeGreaterThan(0);
    for (const hash of BOOT_SCRIPT_HASHES) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('let a page fetch from the site and the origins a deployment names only: a section’s search bundles are on its own', () => {
    const connect = (csp: string) => /(?:^|; )connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    const images = (csp: string) => /(?:^|; )img-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    expect(connect(contentSecurityPolicy())).toEqual(["'self'"]);
    const origins = ['http://localhost:5001', 'http://localhost:5002'];
    expect(connect(contentSecurityPolicy(origins))).toEqual(["'self'", ...origins]);
    expect(images(contentSecurityPolicy(origins))).toEqual([
      ...(connect(contentSecurityPolicy(origins)) ?? []),
      'data:',
    ]);
  });

  it('pass what CSP scanners check (Google’s CSP Evaluator, Mozilla Observatory): no unsafe-inline, no wildcard, no scheme or data: for scripts, objects and base locked', () => {
    const csp = contentSecurityPolicy();
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1) ?? [];
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    expect(directive('script-src').filter((source) => /^(https?:|data:|blob:)$/.test(source))).toEqual([]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sandbox an SVG or a PDF opened as a document, and load nothing in it', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'Application/PDF'])
      expect(ACTIVE_FILE_CONTENT_TYPE.test(type), type).toBe(true);
    for (const type of ['image/png', 'text/html', 'application/javascript'])
      expect(ACTIVE_FILE_CONTENT_TYPE.test(type), type).toBe(false);
    expect(ACTIVE_FILE_POLICY).toBe("default-src 'none'; sandbox");
  });

  it('of a page include the ones a security review asks for', () => {
    expect(documentHeaders()).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(documentHeaders()['Permissions-Policy']).toContain('camera=()');
  });

  it('of a page go with every HTML response, whatever its path: decided by the type sent', () => {
    for (const type of ['text/html', 'text/html; charset=utf-8', 'TEXT/HTML'])
      expect(DOCUMENT_CONTENT_TYPE.test(type), type).toBe(true);
    for (const type of [
      'application/javascript',
      'application/json',
      'image/svg+xml',
      'application/pdf',
      'text/plain; charset=utf-8',
      'text/css',
    ]) {
      expect(DOCUMENT_CONTENT_TYPE.test(type), type).toBe(false);
    }
  });
});

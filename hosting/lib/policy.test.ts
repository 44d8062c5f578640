import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_TYPE, cacheControlFor, contentSecurityPolicy, documentHeaders } from './policy.mjs';

describe('cacheControlFor', () => {
  it('revalidates the files whose URL stays the same between deployments, and every route', () => {
    for (const path of ['/', '/index.html', '/remotes.json', '/assets/remoteEntry.js', '/remotes/personal-banking/0123456789ab/assets/remoteEntry.js', '/njangie']) {
      expect(cacheControlFor(path), path).toBe('no-cache');
    }
  });

  it('caches hashed build output for a year, immutable', () => {
    expect(cacheControlFor('/assets/HomePage-uCPRlk-l.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/index-BcTypjZX.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/remotes/group-societies/0123456789ab/assets/njangie-Cx1_9aZq.svg')).toBe('public, max-age=31536000, immutable');
  });

  it('never lets a statement be cached by anyone but the visitor', () => {
    expect(cacheControlFor('/statements/Verified Statement - MB-STM-2025-0042 - 37100012345.pdf')).toBe('private, no-store');
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
  it('allow no inline style or eval, no plugin, no framing, and no base or form elsewhere', () => {
    const csp = contentSecurityPolicy();
    expect(csp).not.toMatch(/unsafe-eval|unsafe-hashes|wasm-unsafe-eval/);
    for (const directive of ["default-src 'self'", "style-src 'self';", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('allow scripts from the site and the origins a deployment names only, and leave inline scripts to the page’s own policy', () => {
    const scripts = (csp: string) => /(?:^|; )script-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    expect(scripts(contentSecurityPolicy())).toEqual(["'self'", "'unsafe-inline'"]);
    expect(scripts(contentSecurityPolicy(['http://localhost:5001']))).toEqual(["'self'", "'unsafe-inline'", 'http://localhost:5001']);
    // Only scripts are left to the page: nothing else may be inline.
    expect(contentSecurityPolicy().match(/'unsafe-inline'/g)).toHaveLength(1);
    // No host and no hash is named by the hosts for inline scripts: a page's hash is its own.
    expect(contentSecurityPolicy()).not.toMatch(/sha256-|nonce-|strict-dynamic|\*/);
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
    for (const type of ['text/html', 'text/html; charset=utf-8', 'TEXT/HTML']) expect(DOCUMENT_CONTENT_TYPE.test(type), type).toBe(true);
    for (const type of ['application/javascript', 'application/json', 'image/svg+xml', 'application/pdf', 'text/plain; charset=utf-8', 'text/css']) {
      expect(DOCUMENT_CONTENT_TYPE.test(type), type).toBe(false);
    }
  });
});

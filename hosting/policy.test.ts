import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentSecurityPolicy, securityHeaders } from './policy.mjs';

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
});

describe('securityHeaders', () => {
  it('allow no inline script, inline style or eval, and no framing', () => {
    const csp = contentSecurityPolicy();
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('allow scripts only from the origins a deployment names', () => {
    expect(contentSecurityPolicy(['http://localhost:5001'])).toContain("script-src 'self' http://localhost:5001;");
  });

  it('include the headers a security review asks for', () => {
    expect(securityHeaders()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(securityHeaders()['Permissions-Policy']).toContain('camera=()');
  });
});

import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATH, cacheControlFor, contentSecurityPolicy, documentHeaders } from './policy.mjs';

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

describe('the security headers', () => {
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

  it('of a page include the ones a security review asks for', () => {
    expect(documentHeaders()).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(documentHeaders()['Permissions-Policy']).toContain('camera=()');
  });

  it('of a page go with the shell’s HTML: the home page, every route, index.html', () => {
    for (const path of ['/', '/njangie', '/student-Account', '/about_mboa', '/index.html']) expect(DOCUMENT_PATH.test(path), path).toBe(true);
    for (const path of ['/assets/index-BUW9V29z.js', '/remotes.json', '/remotes/group-societies/0123456789ab/assets/remoteEntry.js', '/favicon.svg', '/statements/Verified Statement - MB-STM-2025-0042 - 37100012345.pdf']) {
      expect(DOCUMENT_PATH.test(path), path).toBe(false);
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cookieHeaders, CRAWLER_PATTERN } from './releaseCookies.mjs';

describe('the crawlers', () => {
  it('include Google’s other fetchers (GoogleOther, Google-InspectionTool), and no browser', () => {
    for (const agent of [
      'GoogleOther',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; GoogleOther)',
      'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
    ])
      expect(CRAWLER_PATTERN.test(agent), agent).toBe(true);
    expect(
      CRAWLER_PATTERN.test(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
  });
});

describe('the cookies', () => {
  it('over https take the __Host- prefix, with Secure, Path=/ and no Domain: no other host of the domain can set or shadow them', () => {
    const secure = cookieHeaders(true);
    for (const header of [secure.openPreview('v'), secure.endPreview, secure.keepBucket('7')]) {
      expect(header).toMatch(/^__Host-mboa_(preview|bucket)=/);
      expect(header).toContain('; Secure');
      expect(header).toContain('Path=/;');
      expect(header).not.toMatch(/Domain=/i);
    }
  });

  it('over plain http keep their plain names (no __Host- cookie can exist there)', () => {
    const plain = cookieHeaders(false);
    expect(plain.openPreview('v')).toMatch(/^mboa_preview=v; /);
    expect(plain.keepBucket('7')).toMatch(/^mboa_bucket=7; /);
    expect(plain.endPreview).not.toContain('Secure');
  });
});

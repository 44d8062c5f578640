import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { ROUTES } from '../../shared/src/routes';
import { robotsTxt, sitemapXml } from './siteIndex';

const ORIGIN = 'https://www.mboa.example';

/** The addresses a crawler reads from a sitemap (parsed as XML, so it must be well formed). */
function sitemapLocations(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...document.getElementsByTagName('url')].map((url) => url.getElementsByTagName('loc')[0]?.textContent ?? '');
}

describe('sitemapXml', () => {
  it('lists every route of the ownership table once, as an absolute address on the site', () => {
    const locations = sitemapLocations(sitemapXml(ROUTES.map((route) => route.path), identity.siteOrigin));
    expect(locations).toEqual(ROUTES.map((route) => `https://www.mboa.example${route.path}`));
    expect(new Set(locations).size).toBe(ROUTES.length);
    expect(locations).toContain('https://www.mboa.example/student-Account');
  });

  it('escapes characters XML would misread', () => {
    expect(sitemapLocations(sitemapXml(['/rates?from=2020&to=2025'], ORIGIN))).toEqual(['https://www.mboa.example/rates?from=2020&to=2025']);
  });
});

describe('robotsTxt', () => {
  const lines = robotsTxt(ORIGIN).split('\n');

  it('lets every crawler in but keeps them out of the statement files', () => {
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /statements/']));
  });

  it('names the sitemap by its absolute address', () => {
    expect(lines).toContain('Sitemap: https://www.mboa.example/sitemap.xml');
  });
});

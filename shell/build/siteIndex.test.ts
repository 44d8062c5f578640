import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { ROUTES, SITE_PAGES } from '../../shared/src/routes';
import { robotsTxt, sitemapPagesOf, sitemapXml } from './siteIndex';

const ORIGIN = 'https://www.mboa.example';

/** The addresses a crawler reads from a sitemap (parsed as XML, so it must be well formed). */
function sitemapLocations(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...document.getElementsByTagName('url')].map((url) => url.getElementsByTagName('loc')[0]?.textContent ?? '');
}

describe('sitemapXml', () => {
  const xml = sitemapXml(sitemapPagesOf(SITE_PAGES), identity.siteOrigin);

  it('lists every route of the ownership table once in each language, as an absolute address on the site', () => {
    const locations = sitemapLocations(xml);
    expect(locations).toEqual([
      ...ROUTES.map((route) => `https://www.mboa.example${route.path}`),
      ...ROUTES.map((route) => `https://www.mboa.example${route.path === '/' ? '/fr' : `/fr${route.path}`}`),
    ]);
    expect(new Set(locations).size).toBe(ROUTES.length * 2);
    expect(locations).toContain('https://www.mboa.example/student-Account');
    expect(locations).toContain('https://www.mboa.example/fr/student-Account');
  });

  it('gives each entry its versions in both languages and English as the default', () => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    const entry = [...document.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === 'https://www.mboa.example/fr/savings_account',
    )!;
    const links = [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['en', 'https://www.mboa.example/savings_account'],
      ['fr', 'https://www.mboa.example/fr/savings_account'],
      ['x-default', 'https://www.mboa.example/savings_account'],
    ]);
  });

  it('escapes characters XML would misread', () => {
    const page = { path: '/rates?from=2020&to=2025', alternates: [], defaultPath: '/rates?from=2020&to=2025' };
    expect(sitemapLocations(sitemapXml([page], ORIGIN))).toEqual(['https://www.mboa.example/rates?from=2020&to=2025']);
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

import { describe, expect, it } from 'vitest';
import { buildIdOfEntry, releaseFileOf, sectionOriginsOf, shellSearchFileOf } from './releaseFiles';

/** The site's origin, as `npm start` serves it; the sections then have origins of their own (hosting/lib/deployRoot.mjs). */
const SITE = 'http://localhost:5000';
const PERSONAL_BANKING_ORIGIN = 'http://localhost:5001';
const BUILD_ID = '0123456789ab';
/** The sections' own origins, as the saved manifest names them. */
const SECTION_ORIGINS: ReadonlySet<string> = new Set([
  PERSONAL_BANKING_ORIGIN,
  'https://personal.mboa.example',
  'http://localhost:5153',
]);

const fileAt = (address: string) => releaseFileOf(new URL(address, SITE), SITE, SECTION_ORIGINS);

describe('which requests are a release’s files (served from the cache, never asked again)', () => {
  it.each([
    '/assets/index-Dg5fmowl.js',
    '/assets/index-CY9fWlk0.css',
    '/assets/HomePage-Cfrr0Sar.js',
    '/assets/chrome.fr-tv5uoicT.js',
    '/assets/__federation_shared_react/jsx-runtime-TFwlGFOp.js',
    '/assets/hero-B_x-9aQz.webp',
    '/assets/inter-latin-AbCdEf12.woff2',
  ])('the shell’s hashed file %s', (path) => {
    expect(fileAt(path)).toEqual({ kind: 'shell' });
  });

  it.each([
    ['its entry', `/remotes/personal-banking/${BUILD_ID}/assets/remoteEntry.js`],
    ['a chunk', `/remotes/personal-banking/${BUILD_ID}/assets/SavingsAccountPage-B1c2D3e4.js`],
    ['an image', `/remotes/group-societies/${BUILD_ID}/assets/njangie-BWfmVkvP.svg`],
    ['its search engine', `/remotes/personal-banking/${BUILD_ID}/pagefind/fr/pagefind.js`],
    ['a part of its search index', `/remotes/personal-banking/${BUILD_ID}/pagefind/en/index/en_1a2b3c4.pf_index`],
  ])('a section’s file on the site’s origin (%s), with its build id', (_what, path) => {
    expect(fileAt(path)).toEqual({ kind: 'section', buildId: BUILD_ID });
  });

  it.each([
    ['its entry', `${PERSONAL_BANKING_ORIGIN}/${BUILD_ID}/assets/remoteEntry.js`],
    ['a chunk', `${PERSONAL_BANKING_ORIGIN}/${BUILD_ID}/assets/SavingsAccountPage-B1c2D3e4.js`],
    ['a stylesheet, over https', `https://personal.mboa.example/${BUILD_ID}/assets/style-Qw3rTy12.css`],
    ['its search bundle’s file list', `${PERSONAL_BANKING_ORIGIN}/${BUILD_ID}/pagefind/en/bundle-files.json`],
  ])('a section’s file on its own origin (%s), with its build id', (_what, address) => {
    expect(fileAt(address)).toEqual({ kind: 'section', buildId: BUILD_ID });
  });

  it('tells two releases of a section apart by their build ids', () => {
    expect(fileAt('/remotes/personal-banking/aaaaaaaaaaa1/assets/remoteEntry.js')).toEqual({
      kind: 'section',
      buildId: 'aaaaaaaaaaa1',
    });
    expect(fileAt(`${PERSONAL_BANKING_ORIGIN}/bbbbbbbbbbb2/assets/remoteEntry.js`)).toEqual({
      kind: 'section',
      buildId: 'bbbbbbbbbbb2',
    });
  });

  it.each([
    ['the home page', '/'],
    ['a page', '/savings_account'],
    ['a French page', '/fr/njangie'],
    ['the manifest', '/remotes.json'],
    ['a statement', '/statements/2024-03-ABC123.pdf'],
    ['a statement whose name looks hashed', '/statements/assets/report-AbCdEf12.js'],
    ['the field-speed beacon', '/vitals'],
    ['the worker itself', '/sw.js'],
    ['a hashed file asked for with a query', '/assets/index-Dg5fmowl.js?attempt=2'],
    [
      'a section’s file asked for with a query',
      `/remotes/personal-banking/${BUILD_ID}/assets/remoteEntry.js?attempt=2`,
    ],
    [
      'a section’s file on its own origin with a query',
      `${PERSONAL_BANKING_ORIGIN}/${BUILD_ID}/assets/remoteEntry.js?attempt=2`,
    ],
    ['an unhashed name under /assets/', '/assets/logo.svg'],
    ['an unhashed entry under /assets/', '/assets/remoteEntry.js'],
    ['a hashed name of a type the hosts do not keep a year', '/assets/data-AbCdEf12.json'],
    ['a section folder with no build id', '/remotes/personal-banking/assets/remoteEntry.js'],
    ['a build id that is not 12 hex digits', '/remotes/personal-banking/0123456789AB/assets/remoteEntry.js'],
    ['on the site’s own origin, a path shaped like a section origin’s', `/${BUILD_ID}/assets/x.js`],
    ['on another origin, a path with no build id', `${PERSONAL_BANKING_ORIGIN}/assets/index-Dg5fmowl.js`],
  ])('refuses %s', (_what, address) => {
    expect(fileAt(address)).toBeUndefined();
  });

  it('refuses what is not http(s), even shaped like a file', () => {
    expect(releaseFileOf(new URL(`blob:${SITE}/assets/index-Dg5fmowl.js`), SITE, SECTION_ORIGINS)).toBeUndefined();
    expect(
      releaseFileOf(
        new URL(`ftp://files.example/${BUILD_ID}/assets/remoteEntry.js`),
        SITE,
        new Set(['ftp://files.example']),
      ),
    ).toBeUndefined();
  });

  it('judges a path by the origin it is on: the site’s shell files are no shell files on a section’s origin', () => {
    expect(
      releaseFileOf(new URL(`${PERSONAL_BANKING_ORIGIN}/assets/index-Dg5fmowl.js`), SITE, SECTION_ORIGINS),
    ).toBeUndefined();
    expect(
      releaseFileOf(new URL(`${SITE}/assets/index-Dg5fmowl.js`), PERSONAL_BANKING_ORIGIN, new Set([SITE])),
    ).toBeUndefined();
  });

  it.each([
    ['an origin no manifest names', `https://evil.example/${BUILD_ID}/assets/remoteEntry.js`],
    ['a section’s host on another port', `http://localhost:5999/${BUILD_ID}/assets/remoteEntry.js`],
    ['a section’s host over another scheme', `https://localhost:5001/${BUILD_ID}/assets/remoteEntry.js`],
    ['a subdomain of a section’s', `https://cdn.personal.mboa.example/${BUILD_ID}/assets/style-Qw3rTy12.css`],
  ])(
    'refuses a file shaped as a section’s on %s: only the site’s origin and the sections’ own are release files',
    (_what, address) => {
      expect(fileAt(address)).toBeUndefined();
    },
  );

  it('refuses every other origin’s file when the manifest names no section origin (one origin: nginx)', () => {
    expect(
      releaseFileOf(new URL(`${PERSONAL_BANKING_ORIGIN}/${BUILD_ID}/assets/remoteEntry.js`), SITE, new Set()),
    ).toBeUndefined();
    expect(
      releaseFileOf(new URL(`/remotes/personal-banking/${BUILD_ID}/assets/remoteEntry.js`, SITE), SITE, new Set()),
    ).toEqual({ kind: 'section', buildId: BUILD_ID });
  });
});

describe('the live shell’s search bundle, at an address that names no release', () => {
  it.each([
    ['/pagefind/en/pagefind-entry.json', 'en'],
    ['/pagefind/fr/fragment/fr_9f8e7d6.pf_fragment', 'fr'],
  ])('%s is its bundle’s file in %s, and no release file (it changes with each shell deploy)', (path, language) => {
    expect(shellSearchFileOf(new URL(path, SITE), SITE)).toBe(language);
    expect(fileAt(path)).toBeUndefined();
  });

  it('is its file with a query too: Pagefind asks for its entry with `?ts=`, to pass the browser’s cache', () => {
    expect(shellSearchFileOf(new URL('/pagefind/en/pagefind-entry.json?ts=1796627111297', SITE), SITE)).toBe('en');
    expect(fileAt(`/remotes/personal-banking/${BUILD_ID}/pagefind/en/pagefind-entry.json?ts=1`)).toEqual({
      kind: 'section',
      buildId: BUILD_ID,
    });
    expect(fileAt(`/remotes/personal-banking/${BUILD_ID}/assets/remoteEntry.js?ts=1`)).toBeUndefined();
  });

  it.each([
    ['on a section’s origin', `${PERSONAL_BANKING_ORIGIN}/pagefind/en/pagefind.js`],
    ['in no language of the site', '/pagefind/de/pagefind.js'],
    ['a page', '/search'],
  ])('is not %s', (_what, address) => {
    expect(shellSearchFileOf(new URL(address, SITE), SITE)).toBeUndefined();
  });
});

describe('the sections’ own origins, from the manifest’s entries', () => {
  it('are the origins of entries on another origin than the site’s, once each', () => {
    const entries = [
      `${PERSONAL_BANKING_ORIGIN}/${BUILD_ID}/assets/remoteEntry.js`,
      `${PERSONAL_BANKING_ORIGIN}/aaaaaaaaaaa1/assets/remoteEntry.js`,
      `http://localhost:5002/${BUILD_ID}/assets/remoteEntry.js`,
      `/remotes/group-societies/${BUILD_ID}/assets/remoteEntry.js`,
      `${SITE}/remotes/verify-statement/${BUILD_ID}/assets/remoteEntry.js`,
    ];
    expect([...sectionOriginsOf(entries, SITE)].sort()).toEqual([PERSONAL_BANKING_ORIGIN, 'http://localhost:5002']);
  });

  it('are none for entries that are not http(s) addresses, or cannot be read', () => {
    expect([
      ...sectionOriginsOf(
        ['javascript:alert(1)', 'data:text/javascript,1', 'http://', 'ftp://files.example/x.js'],
        SITE,
      ),
    ]).toEqual([]);
  });
});

describe('the build id in a section’s entry URL', () => {
  it('reads it from an entry on the site’s origin, as remotes.json names it (relative) or resolved', () => {
    expect(buildIdOfEntry(`/remotes/group-societies/${BUILD_ID}/assets/remoteEntry.js`, SITE, SECTION_ORIGINS)).toBe(
      BUILD_ID,
    );
    expect(
      buildIdOfEntry(`${SITE}/remotes/group-societies/${BUILD_ID}/assets/remoteEntry.js`, SITE, SECTION_ORIGINS),
    ).toBe(BUILD_ID);
  });

  it('reads it from an entry on the section’s own origin', () => {
    expect(buildIdOfEntry(`http://localhost:5153/7a144b368af8/assets/remoteEntry.js`, SITE, SECTION_ORIGINS)).toBe(
      '7a144b368af8',
    );
  });

  it('reads none from an entry on an origin the manifest does not name', () => {
    expect(
      buildIdOfEntry(`https://evil.example/7a144b368af8/assets/remoteEntry.js`, SITE, SECTION_ORIGINS),
    ).toBeUndefined();
  });

  it.each([
    ['nothing', ''],
    ['words', 'not an entry'],
    ['an address that cannot be parsed', 'http://'],
    ['a page', '/fr/njangie'],
    ['the manifest', '/remotes.json'],
    ['the shell’s entry (no section’s)', '/assets/index-Dg5fmowl.js'],
    ['an entry with a query', `/remotes/group-societies/${BUILD_ID}/assets/remoteEntry.js?v=2`],
  ])('gives none for %s', (_what, entry) => {
    expect(buildIdOfEntry(entry, SITE, SECTION_ORIGINS)).toBeUndefined();
  });
});

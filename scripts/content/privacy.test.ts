// The privacy notice (/legal) against the code of every package: every cookie and browser-storage
// key the code writes, and every request it sends of its own (beyond the pages and files a visitor
// opens), is named in the notice, in both languages; and nothing the notice names is gone from the
// code. Read from the sources, so a new key or a new request fails here until the notice says it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cookieHeaders, cookieNameOf } from '../../hosting/lib/candidateFolders.mjs';
import { KEPT_IN_BROWSER, REQUESTED_BY_THE_CODE, SET_BY_THE_SERVERS } from '../../shell/src/pages/legal/legal';
import { PACKAGE_RECORDS, textsOfRecord } from './pageRecords';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['shared', 'shell', 'personal-banking', 'business-banking', 'group-societies', 'verify-statement'];

/** The code that runs in a visitor's browser: every package's sources, without tests and test helpers. */
const SOURCES = PACKAGES.flatMap((pkg) =>
  readdirSync(join(ROOT, pkg, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|d)\.|\.testing\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/]testing[\\/]/.test(file))
    .map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') })),
);

/** A constant's string value, wherever in the sources it is declared (`const NAME = 'value'`). */
function constantValue(name: string): string | undefined {
  const values = SOURCES.flatMap(({ text }) => [...text.matchAll(new RegExp(`\\bconst ${name}\\s*=\\s*['"]([^'"]+)['"]`, 'g'))].map((match) => match[1]!));
  return new Set(values).size === 1 ? values[0] : undefined;
}

/** The key an expression names: a string literal, or a constant holding one. */
function keyOf(expression: string): string | undefined {
  const literal = /^['"]([^'"]+)['"]$/.exec(expression.trim());
  if (literal) return literal[1];
  return /^[A-Za-z_$][\w$]*$/.test(expression.trim()) ? constantValue(expression.trim()) : undefined;
}

/** Where the code keeps something in the browser: [store, key expression, file]. */
function browserWrites(): { store: string; key: string | undefined; expression: string; file: string }[] {
  const writers: [string, RegExp][] = [
    ['localStorage', /\blocalStorage\s*\.\s*setItem\s*\(\s*([^,]+),/g],
    ['sessionStorage', /\bsessionStorage\s*\.\s*setItem\s*\(\s*([^,]+),/g],
    ['cookie', /\bCookies\s*\.\s*set\s*\(\s*([^,]+),/g],
    ['cookie', /\bdocument\s*\.\s*cookie\s*=\s*([^;\n]+)/g],
    ['indexedDB', /\bindexedDB\s*\.\s*open\s*\(\s*([^,)]+)/g],
    ['Cache Storage', /\bcaches\s*\.\s*open\s*\(\s*([^,)]+)/g],
  ];
  return SOURCES.flatMap(({ file, text }) =>
    writers.flatMap(([store, pattern]) => [...text.matchAll(pattern)].map((match) => ({ store, expression: match[1]!.trim(), key: keyOf(match[1]!), file }))),
  );
}

/**
 * Every request the code sends by itself, with the address it asks for, by the call's file and
 * first argument: reviewed, each one mapped to the entry of REQUESTED_BY_THE_CODE the notice names.
 */
const REVIEWED_REQUESTS: Record<string, keyof typeof REQUESTED_BY_THE_CODE> = {
  'shell/src/remotes/manifest.ts fetch(MANIFEST_PATH': 'manifest',
  'shell/src/start/shellReleaseReload.ts fetch(siteRoot': 'releaseCheck',
  'shell/src/vitals/reportVitals.ts fetch(`${BEACON_PATH}?${query}`': 'speedMeasurement',
  // The service worker: the manifest it keeps in step with the saved pages, and the pages and files it keeps.
  'shell/src/offline/worker/offlineStore.ts fetch(MANIFEST_PATH_ON_SITE': 'manifest',
  'shell/src/offline/worker/serviceWorker.ts fetch(url.href': 'offlineReading',
  'shell/src/offline/worker/offlineStore.ts fetch(parsed.href': 'offlineReading',
};

/** The calls that send a request: `fetch(`, a beacon, an image, XHR, an event source, a socket. */
function requestsSent(): string[] {
  const senders = /\b(fetch|navigator\s*\.\s*sendBeacon|new\s+Image|new\s+XMLHttpRequest|new\s+EventSource|new\s+WebSocket|importScripts)\s*\(\s*([^,)]*)/g;
  return SOURCES.flatMap(({ file, text }) => [...text.matchAll(senders)].map((match) => `${file} ${match[1]!.replace(/\s+/g, ' ')}(${match[2]!.trim()}`));
}

/** Every text of the Legal page's record in a language, joined. */
const legalText = (language: 'en' | 'fr') =>
  PACKAGE_RECORDS.filter((record) => record.file === `shell/src/pages/legal/legal.${language}.ts`)
    .flatMap(textsOfRecord)
    .map(({ text }) => text)
    .join('\n');

describe('the privacy notice, against the code', () => {
  it('reads the sources of every package', () => {
    for (const pkg of PACKAGES) expect(SOURCES.some(({ file }) => file.startsWith(`${pkg}/`)), pkg).toBe(true);
    expect(legalText('en')).toContain('Privacy notice');
    expect(legalText('fr')).toContain('Politique de confidentialité');
  });

  it('names every cookie and browser-storage key the code writes, and no other', () => {
    const writes = browserWrites();
    expect(writes.filter((write) => write.key === undefined).map((write) => `${write.file}: ${write.store} key ${write.expression} cannot be read`)).toEqual([]);
    const written = [...new Set(writes.map((write) => `${write.store}: ${write.key}`))].sort();
    const named = Object.entries(KEPT_IN_BROWSER)
      .flatMap(([store, keys]) => keys.map((key) => `${store}: ${key}`))
      .sort();
    expect(written).toEqual(named);
  });

  it.each(['en', 'fr'] as const)('in %s, says each key by its name', (language) => {
    const text = legalText(language);
    const unnamed = Object.values(KEPT_IN_BROWSER)
      .flat()
      .filter((key) => !text.includes(key));
    expect(unnamed).toEqual([]);
    // The stores, by the names a browser's settings show them under.
    for (const store of ['localStorage', 'sessionStorage', 'Cache Storage']) expect(text).toContain(store);
  });

  it('names every cookie the hosts set, in both languages', () => {
    // Every Set-Cookie both hosts send, over http and over https (nginx's config is rendered from the same names).
    for (const secure of [false, true]) {
      const headers = cookieHeaders(secure);
      const set = [...new Set([headers.openPreview('x'), headers.endPreview, headers.keepBucket('7')].map((header) => header.split('=')[0]!))].sort();
      expect(set).toEqual(SET_BY_THE_SERVERS.cookie.map((name) => cookieNameOf(name, secure)).sort());
      for (const language of ['en', 'fr'] as const) expect(set.filter((name) => !legalText(language).includes(name))).toEqual([]);
    }
  });

  it('names every request the code sends of its own, and maps no request the code no longer sends', () => {
    const sent = requestsSent();
    expect(sent.filter((call) => !(call in REVIEWED_REQUESTS)).map((call) => `${call}: not named by the privacy notice`)).toEqual([]);
    expect(Object.keys(REVIEWED_REQUESTS).filter((call) => !sent.includes(call))).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('in %s, says each address the code asks for, and what the speed measurement carries', (language) => {
    const text = legalText(language);
    expect(Object.values(REQUESTED_BY_THE_CODE).filter((path) => !text.includes(path.length > 1 ? path : `${path} (`))).toEqual([]);
    // The measurement honours a browser's request not to be tracked, and the notice says so.
    expect(text).toContain('Global Privacy Control');
    expect(text).toContain('Do Not Track');
  });
});

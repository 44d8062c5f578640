// The privacy notice (/legal) against the code of every package: every cookie and browser-storage
// key the code writes, and every request it sends of its own (beyond the pages and files a visitor
// opens), is named in the notice, in both languages; and nothing the notice names is gone from the
// code. Read from the sources, so a new key or a new request fails here until the notice says it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cookieHeaders, cookieNameOf } from '../../hosting/lib/releaseCookies.mjs';
import { renderNginxConfig } from '../../hosting/nginx/config.mjs';
import { NETWORK_TIMEOUT_SECONDS, savesData } from '../../shell/src/offline/offlineStorage';
import {
  KEPT_IN_BROWSER,
  REQUESTED_BY_THE_CODE,
  SET_BY_THE_SERVERS,
  type LegalContent,
} from '../../shell/src/pages/legal/legal';
import englishLegal from '../../shell/src/pages/legal/legal.en';
import frenchLegal from '../../shell/src/pages/legal/legal.fr';
import { VERIFIED_ACCOUNT_COOKIE_DAYS } from '../../verify-statement/src/lib/verifiedAccountCookie';
import { PACKAGE_RECORDS, textsOfRecord } from './pageRecords';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['shared', 'shell', 'personal-banking', 'business-banking', 'group-societies', 'verify-statement'];

/** The code that runs in a visitor's browser: every package's sources, without tests and test helpers. */
const SOURCES = PACKAGES.flatMap((pkg) =>
  readdirSync(join(ROOT, pkg, 'src'), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|d)\.|\.testing\./.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/]testing[\\/]/.test(file))
    .map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') })),
);

/** A constant's string value, wherever in the sources it is declared (`const NAME = 'value'`). */
function constantValue(name: string): string | undefined {
  const values = SOURCES.flatMap(({ text }) =>
    [...text.matchAll(new RegExp(`\\bconst ${name}\\s*=\\s*['"]([^'"]+)['"]`, 'g'))].map((match) => match[1]!),
  );
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
    writers.flatMap(([store, pattern]) =>
      [...text.matchAll(pattern)].map((match) => ({
        store,
        expression: match[1]!.trim(),
        key: keyOf(match[1]!),
        file,
      })),
    ),
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
  // The search bundles kept with a saved page (the same notice's offline reading part names them).
  'shell/src/offline/worker/offlineStore.ts fetch(listUrl.href': 'offlineReading',
  'shell/src/offline/worker/offlineStore.ts fetch(url.href': 'offlineReading',
  'shell/src/search/siteSearch.ts fetch(`${bundle}pagefind-entry.json`': 'siteSearch',
};

/** The calls that send a request: `fetch(`, a beacon, an image, XHR, an event source, a socket. */
function requestsSent(): string[] {
  const senders =
    /\b(fetch|navigator\s*\.\s*sendBeacon|new\s+Image|new\s+XMLHttpRequest|new\s+EventSource|new\s+WebSocket|importScripts)\s*\(\s*([^,)]*)/g;
  return SOURCES.flatMap(({ file, text }) =>
    [...text.matchAll(senders)].map((match) => `${file} ${match[1]!.replace(/\s+/g, ' ')}(${match[2]!.trim()}`),
  );
}

/** Every text of the Legal page's record in a language, joined. */
const legalText = (language: 'en' | 'fr') =>
  PACKAGE_RECORDS.filter((record) => record.file === `shell/src/pages/legal/legal.${language}.ts`)
    .flatMap(textsOfRecord)
    .map(({ text }) => text)
    .join('\n');

describe('the privacy notice, against the code', () => {
  it('reads the sources of every package', () => {
    for (const pkg of PACKAGES)
      expect(
        SOURCES.some(({ file }) => file.startsWith(`${pkg}/`)),
        pkg,
      ).toBe(true);
    expect(legalText('en')).toContain('Privacy notice');
    expect(legalText('fr')).toContain('Politique de confidentialité');
  });

  it('names every cookie and browser-storage key the code writes, and no other', () => {
    const writes = browserWrites();
    expect(
      writes
        .filter((write) => write.key === undefined)
        .map((write) => `${write.file}: ${write.store} key ${write.expression} cannot be read`),
    ).toEqual([]);
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
      const set = [
        ...new Set(
          [headers.openPreview('x'), headers.endPreview, headers.keepBucket('7')].map(
            (header) => header.split('=')[0]!,
          ),
        ),
      ].sort();
      expect(set).toEqual(SET_BY_THE_SERVERS.cookie.map((name) => cookieNameOf(name, secure)).sort());
      for (const language of ['en', 'fr'] as const)
        expect(set.filter((name) => !legalText(language).includes(name))).toEqual([]);
    }
  });

  it('names every request the code sends of its own, and maps no request the code no longer sends', () => {
    const sent = requestsSent();
    expect(
      sent.filter((call) => !(call in REVIEWED_REQUESTS)).map((call) => `${call}: not named by the privacy notice`),
    ).toEqual([]);
    expect(Object.keys(REVIEWED_REQUESTS).filter((call) => !sent.includes(call))).toEqual([]);
  });

  it.each(['en', 'fr'] as const)(
    'in %s, says each address the code asks for, and what the speed measurement carries',
    (language) => {
      const text = legalText(language);
      expect(
        Object.values(REQUESTED_BY_THE_CODE).filter((path) => !text.includes(path.length > 1 ? path : `${path} (`)),
      ).toEqual([]);
      // The measurement honours a browser's request not to be tracked, and the notice says so.
      expect(text).toContain('Global Privacy Control');
      expect(text).toContain('Do Not Track');
    },
  );
});

/** The text of a part of the notice, found by its section and its heading (the section's opening part: no heading). */
function partOf(record: LegalContent, section: string, heading?: string): string {
  const part = record.sections.find((entry) => entry.id === section)?.parts.find((entry) => entry.heading === heading);
  if (!part) throw new Error(`the notice has no part ${heading ?? '(opening)'} in ${section}`);
  return [
    ...(part.paragraphs ?? []),
    ...(part.items ?? []),
    ...(part.facts ?? []).map((fact) => `${fact.label}: ${fact.value}`),
  ].join('\n');
}

/** Each thing the code does, said in each language: the words the notice must hold where it says it. */
const NOTICE = {
  en: {
    record: englishLegal,
    part: {
      collects: 'What this website collects',
      asksFor: 'What your browser asks our servers for',
      offline: 'Offline reading',
      speed: 'Speed measurement',
      verify: 'Verify Statement',
      remove: 'How to remove them',
    },
    minutes: (minutes: number) => `about ${minutes} minutes`,
    history: "stays in your browser's history",
    sentWith: 'sends that cookie to us with each request for the Verify Statement page',
    savedCopyChecksNothing: 'Verify checks nothing',
    startsByItself: 'or by itself when a part of the page that needs it',
    fetchedTwice: 'is asked for a second time',
    exceptSavingData: ['save data', '2G'],
    everyDevice: 'a phone or a computer',
    listForAnyone: 'Anyone who uses this browser on the device can see the list of saved pages',
    slowConnection: (seconds: number) => `within ${seconds} seconds`,
    arrivalTime: 'with the time it arrived',
    errorLog: 'the IP address it came from',
    removeCookie: (name: string) => `The ${name} cookie:`,
  },
  fr: {
    record: frenchLegal,
    part: {
      collects: 'Ce que ce site collecte',
      asksFor: 'Ce que votre navigateur demande à nos serveurs',
      offline: 'Lecture sans connexion',
      speed: 'Mesure de vitesse',
      verify: 'Vérifier un relevé',
      remove: 'Comment les supprimer',
    },
    minutes: (minutes: number) => `environ ${minutes}\u00a0minutes`,
    history: "reste dans l'historique de votre navigateur",
    sentWith: 'nous envoie ce cookie avec chaque demande de la page Vérifier un relevé',
    savedCopyChecksNothing: '«\u00a0Vérifier\u00a0» ne vérifie rien',
    startsByItself: "ou d'elle-même quand une partie de la page qui en a besoin",
    fetchedTwice: 'est demandée une seconde fois',
    exceptSavingData: ['économiser les données', '2G'],
    everyDevice: 'un téléphone ou un ordinateur',
    listForAnyone: "Toute personne qui utilise ce navigateur sur l'appareil peut voir la liste des pages enregistrées",
    slowConnection: (seconds: number) => `dans les ${seconds}\u00a0secondes`,
    arrivalTime: "avec l'heure de son arrivée",
    errorLog: "l'adresse IP d'où elle venait",
    removeCookie: (name: string) => `Le cookie ${name}\u00a0:`,
  },
} as const;

describe.each(['en', 'fr'] as const)('the privacy notice in %s says what the code does', (language) => {
  const says = NOTICE[language];
  const part = (section: string, heading?: string) => partOf(says.record, section, heading);

  it('Verify Statement: the cookie lasts about as many minutes as the code sets, goes with the page’s requests, the download address stays in history, and a saved copy checks nothing', () => {
    const minutes = Math.round(VERIFIED_ACCOUNT_COOKIE_DAYS * 24 * 60);
    const verify = part('privacy', says.part.verify);
    expect(verify).toContain(says.minutes(minutes));
    expect(verify).toContain(says.sentWith);
    expect(verify).toContain(says.history);
    expect(verify).toContain(says.savedCopyChecksNothing);
    // In minutes, as a member reads a duration: never the code's fraction of a day.
    expect(legalText(language)).not.toMatch(/0[.,]01/);
    expect(
      part('cookies', says.record.sections.find((section) => section.id === 'cookies')!.parts[1]!.heading),
    ).toContain(language === 'en' ? `About ${minutes} minutes` : `Environ ${minutes}\u00a0minutes`);
  });

  it('offline reading: its program starts with the app, which a part near the screen starts by itself; a page opened by a link is fetched again unless the browser saves data; copies on any device, listed for anyone using it, shown on a slow connection too', () => {
    // The boot script starts the app by itself when a part that needs it nears the screen.
    expect(SOURCES.find(({ file }) => file === 'shell/src/start/boot.ts')?.text).toContain(
      'whenNearTheScreen(win, doc.querySelectorAll(NEEDS_APP)',
    );
    expect(part('privacy', says.part.asksFor)).toContain(says.startsByItself);
    expect(part('privacy', says.part.asksFor)).toContain(says.fetchedTwice);
    // No second fetch with Save-Data or on 2G (shell/src/offline/offlineReading.ts), and the notice says both.
    expect(savesData({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
    expect(savesData({ connection: { effectiveType: 'slow-2g' } } as unknown as Navigator)).toBe(true);
    for (const words of says.exceptSavingData) expect(part('privacy', says.part.asksFor)).toContain(words);
    const offline = part('privacy', says.part.offline);
    expect(offline).toContain(says.everyDevice);
    expect(offline).toContain(says.listForAnyone);
    expect(offline).toContain(says.slowConnection(NETWORK_TIMEOUT_SECONDS));
    expect(legalText(language)).not.toMatch(language === 'en' ? /phone only/ : /téléphone seulement/);
  });

  it('the speed measurement: kept with the time it arrived', () => {
    expect(part('privacy', says.part.speed)).toContain(says.arrivalTime);
  });

  it('names the three cookies where it lists them, and says how to remove each', () => {
    const cookies = [...KEPT_IN_BROWSER.cookie, ...SET_BY_THE_SERVERS.cookie];
    expect(cookies).toHaveLength(3);
    const opening = part('cookies');
    expect(cookies.filter((name) => !opening.includes(name))).toEqual([]);
    const removal = part('cookies', says.part.remove);
    expect(cookies.filter((name) => !removal.includes(says.removeCookie(name)))).toEqual([]);
  });

  it('server logs: no address by default (nginx at crit), and what the error log holds once turned up', () => {
    const level = process.env.NGINX_ERROR_LOG_LEVEL;
    delete process.env.NGINX_ERROR_LOG_LEVEL;
    const config = renderNginxConfig({
      root: '/srv/site',
      prefix: '/srv/nginx',
      port: 8080,
      routes: ['/'],
      routeOwners: {},
    });
    if (level !== undefined) process.env.NGINX_ERROR_LOG_LEVEL = level;
    expect(config).toMatch(/error_log \S+ crit;/);
    // The only access logs are the beacons' and the policy reports', whose formats hold no address.
    expect([...config.matchAll(/access_log ([^\s;]+)(?: ([^\s;]+))?/g)].map((match) => match[2] ?? match[1])).toEqual([
      'off',
      'mboa_vitals',
      'mboa_csp',
    ]);
    const formats = [...config.matchAll(/log_format (\S+)[^;]*;/g)].map((match) => match[0]);
    expect(formats.length).toBeGreaterThan(0);
    expect(
      formats.filter((format) =>
        /\$(remote_addr|binary_remote_addr|http_x_forwarded_for|realip_remote_addr)/.test(format),
      ),
    ).toEqual([]);
    expect(part('privacy', says.part.collects)).toContain(says.errorLog);
  });
});

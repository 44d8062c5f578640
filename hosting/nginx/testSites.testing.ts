import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { COMPRESSED_COPIES } from '../../shared/build/compressedCopies.mjs';

/** A deploy root nginx can serve beacons for: a shell release with one route, `/`, which it owns. */
export const beaconSite = (dir: string) => {
  chmodSync(dir, 0o755); // nginx's workers run unprivileged
  const site = join(dir, 'site');
  mkdirSync(join(site, 'shell', '0123456789ab'), { recursive: true });
  writeFileSync(join(site, 'shell', '0123456789ab', 'index.html'), '<!doctype html><title>Mboa</title>');
  writeFileSync(
    join(site, 'shell', '0123456789ab', 'routes.json'),
    JSON.stringify({ routes: ['/'], owners: { '/': 'shell' } }),
  );
  symlinkSync('0123456789ab', join(site, 'shell', 'current'));
  return site;
};
export const beaconQuery = (lcp: number) =>
  `/vitals?v=1&route=/&lang=en&shell=0123456789ab&section=shell&release=0123456789ab&connection=&device=larger&lcp=${lcp}`;

/**
 * A process that /proc shows as the nginx master of `prefix` (its command line as nginx rewrites
 * it), but a `sleep`: a signal nginx would take in its stride (SIGUSR1, SIGHUP) ends it, so a test
 * sees whether it was sent. It leads a process group of its own. Resolves once /proc shows it so.
 */
export async function fakeNginxMaster(prefix: string): Promise<ChildProcess> {
  const fake = spawn('sleep', ['60'], {
    argv0: `nginx: master process nginx -p ${prefix} -g daemon off;`,
    stdio: 'ignore',
    detached: true,
  });
  await untilCommandLine(fake.pid!, (line) => line.startsWith('nginx: master process'));
  return fake;
}

/** Resolves once the command line of `pid` satisfies `done` (in 10 s at most). */
export async function untilCommandLine(pid: number, done: (commandLine: string) => boolean): Promise<void> {
  const commandLine = () => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      return '';
    }
  };
  for (const deadline = performance.now() + 10_000; !done(commandLine()) && performance.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Resolves with the signal that ended `child`, or null if it still runs after `ms`. */
export const endingSignal = (child: ChildProcess, ms = 300): Promise<NodeJS.Signals | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.signalCode)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), ms);
        child.once('exit', (_code, signal) => (clearTimeout(timer), resolve(signal)));
      });

/**
 * The files of a Pagefind bundle for `language`, as searchIndex.mjs leaves one (names from a real run), in `folder`;
 * its data files are gzip, as Pagefind writes them, and its text files have their compressed copies. Gives each
 * file's path in the bundle and its bytes.
 */
export function writeSearchBundle(folder: string, language: string): Record<string, Buffer> {
  const data = (name: string) => gzipSync(Buffer.from(`pagefind_dcd${name}`.repeat(100)));
  const files: Record<string, Buffer> = {
    'pagefind.js': Buffer.from('export async function search() { return { results: [] }; }\n'.repeat(30)),
    'pagefind-worker.js': Buffer.from('self.onmessage = () => {};\n'.repeat(60)),
    'pagefind-entry.json': Buffer.from(
      JSON.stringify({
        version: '1.6.0',
        languages: { [language]: { hash: `${language}_62831bc869`, wasm: language, page_count: 2 } },
        include_characters: Array.from({ length: 200 }, () => '_'),
      }),
    ),
    [`wasm.${language}.pagefind`]: data('wasm'),
    [`pagefind.${language}_62831bc869.pf_meta`]: data('meta'),
    [`index/${language}_bfd0f0b.pf_index`]: data('index'),
    [`fragment/${language}_211df32.pf_fragment`]: data('fragment'),
  };
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), bytes);
    if (BUNDLE_TEXT_FILE.test(file))
      for (const { suffix, compress } of COMPRESSED_COPIES) writeFileSync(join(folder, file + suffix), compress(bytes));
  }
  return files;
}

const BUNDLE_TEXT_FILE = /\.(js|json)$/;

/**
 * A bundle's file as both hosts send it: its bytes, its text files compressed from their copies, its data files (gzip
 * Pagefind reads itself) never compressed again nor sent as a page; cached a year when named by their content.
 */
export function expectBundleFileAsWritten(
  { response, body }: { response: Response; body: Buffer },
  file: string,
  bytes: Buffer,
  url: string,
) {
  expect(response.status, url).toBe(200);
  expect(body.equals(bytes), url).toBe(true);
  if (BUNDLE_TEXT_FILE.test(file)) expect(response.headers.get('content-encoding'), url).toMatch(/^(br|gzip)$/);
  else {
    expect(response.headers.get('content-encoding'), url).toBeNull();
    expect(response.headers.get('content-type'), url).toBe('application/octet-stream');
  }
  expect(response.headers.get('cache-control'), url).toBe(
    /\.pf_[a-z]+$/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
}

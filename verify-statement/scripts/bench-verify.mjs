#!/usr/bin/env node
// npm run bench:verify -w verify-statement: one fingerprint's time in Node and Chromium (also on the
// slow phone), and one core's time to try every 9-digit ID number (docs/verify-statement.md).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { describeSlowPhone, slowPhone } from '../../scripts/lib/slowPhone.mjs';
import {
  FIELD_SEPARATOR,
  FINGERPRINT_ALGORITHM,
  ITERATIONS,
  randomSaltHex,
  statementFingerprint,
} from '../src/lib/statementDigest.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NINE_DIGIT_IDS = 1e9;
const SECONDS_PER_YEAR = 365.25 * 24 * 3600;
const SAMPLE = { referenceNumber: 'MB-STM-2025-0042', idNumber: '112233445', accountNumber: '37100012345' };
const MODULE_FILE = new URL('../src/lib/statementDigest.mjs', import.meta.url);
// OpenSSL's switch that hides the x86 SHA instructions: the software speed that phones
// without ARMv8 crypto extensions (older 32-bit ones) also get, on a much faster core.
const WITHOUT_SHA_INSTRUCTIONS = { OPENSSL_ia32cap: ':~0x20000000' };
const NODE_ONLY = process.argv.includes('--node-only');

const median = (/** @type {number[]} */ values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const spread = (/** @type {number[]} */ times) =>
  `${ms(median(times))} (${ms(Math.min(...times))}-${ms(Math.max(...times))})`;

/** RUNS times after one warm-up, in ms. */
async function timeRuns(/** @type {() => Promise<unknown>} */ once) {
  await once();
  const times = /** @type {number[]} */ ([]);
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  return times;
}

const parameters = { salt: randomSaltHex(), iterations: ITERATIONS };
const nodeTimes = await timeRuns(() => statementFingerprint(SAMPLE, parameters));
if (NODE_ONLY) {
  console.log(JSON.stringify(nodeTimes));
  process.exit(0);
}

console.log(
  `${FINGERPRINT_ALGORITHM}, ${ITERATIONS.toLocaleString('en')} iterations; ${RUNS} runs each after a warm-up: median (min-max)\n`,
);
const nodeMs = median(nodeTimes);
console.log(`Node ${process.version}`.padEnd(48) + `${spread(nodeTimes)} per fingerprint`);

if (process.arch === 'x64') {
  const script = fileURLToPath(import.meta.url);
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--node-only'], {
    env: { ...process.env, ...WITHOUT_SHA_INSTRUCTIONS },
  });
  console.log(`Node, without the CPU's SHA instructions`.padEnd(48) + `${spread(JSON.parse(stdout))} per fingerprint`);
}

// Web Crypto needs a secure context: a page on http://localhost is one. The page imports the
// very module the site ships.
const moduleSource = await readFile(MODULE_FILE, 'utf8');
const server = createServer((request, response) => {
  if (request.url === '/statementDigest.mjs') {
    response.writeHead(200, { 'Content-Type': 'text/javascript' });
    response.end(moduleSource);
  } else {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>bench</title>');
  }
});
await new Promise((resolve) => server.listen(0, 'localhost', () => resolve(undefined)));
const address = server.address();
const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;

const phone = await slowPhone();
console.log(describeSlowPhone(phone));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
const version = browser.version();
let chromiumMs = Number.NaN;
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [1, phone.slowdown]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const times = await page.evaluate(
      async ({ runs, statement, parameters }) => {
        /** @type {typeof import('../src/lib/statementDigest.mjs')} */
        const digest = await import(`${location.origin}/statementDigest.mjs`);
        const time = async (/** @type {() => unknown} */ once) => {
          await once();
          const times = [];
          for (let run = 0; run < runs; run += 1) {
            const start = performance.now();
            await once();
            times.push(performance.now() - start);
          }
          return times;
        };
        // Plain JavaScript on the page's main thread: shows that the throttling took effect.
        const busyLoop = () => {
          let x = 0;
          for (let i = 0; i < 20_000_000; i += 1) x = (x + i * 7) % 1_000_003;
          return x;
        };
        return {
          derive: await time(() => digest.statementFingerprint(statement, parameters)),
          script: await time(busyLoop),
        };
      },
      { runs: RUNS, statement: SAMPLE, parameters },
    );
    if (rate === 1) chromiumMs = median(times.derive);
    const label = rate === 1 ? 'no throttling' : `the slow phone (CPU ${rate}× slower)`;
    console.log(
      `Chromium ${version}, ${label}`.padEnd(48) +
        `${spread(times.derive)} per fingerprint; main-thread script ${ms(median(times.script))}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

// The previous fingerprint, for comparison: one plain SHA-256, as fast as Node computes it.
const joined = Object.values(SAMPLE).join(FIELD_SEPARATOR);
const SHA_RUNS = 1_000_000;
const shaStart = performance.now();
for (let run = 0; run < SHA_RUNS; run += 1) createHash('sha256').update(joined).digest();
const shaMs = (performance.now() - shaStart) / SHA_RUNS;

const years = (/** @type {number} */ perTry) => ((NINE_DIGIT_IDS * perTry) / 1000 / SECONDS_PER_YEAR).toFixed(1);
console.log(
  `\nTrying every 9-digit ID number (${NINE_DIGIT_IDS.toExponential(0)} tries) on one core, at Node's speed:`,
);
console.log(
  `  ${FINGERPRINT_ALGORITHM}, ${ITERATIONS.toLocaleString('en')} iterations: ${years(nodeMs)} years (${years(chromiumMs)} at Chromium's speed)`,
);
console.log(
  `  plain SHA-256 (the previous fingerprint, ${Math.round(1000 / shaMs).toLocaleString('en')} a second): ${((NINE_DIGIT_IDS * shaMs) / 1000 / 60).toFixed(0)} minutes`,
);
console.log(
  "Web Crypto runs off the page's main thread, which is all that CDP throttling slows: the throttled figure is not a slow phone's.",
);

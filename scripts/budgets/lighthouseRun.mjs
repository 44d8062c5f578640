// One Lighthouse run through its Node API, spawned by lighthouse.mjs: Lighthouse's CLI lingers about
// four seconds after its report, three minutes over the budgets' forty-odd runs.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { blockingAfterFirstPaint, describeTask, tasksOfTrace } from '../lib/traceTasks.mjs';

const {
  url,
  outputPath,
  chromePath,
  chromeFlags,
  onlyCategories,
  skipAudits,
  blockedUrlPatterns,
  cpuSlowdownMultiplier,
} = JSON.parse(process.argv[2] ?? '{}');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
let exitCode = 0;
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories,
    skipAudits,
    blockedUrlPatterns,
    throttling: { cpuSlowdownMultiplier },
    // Its audit is skipped; this skips taking it too (a second a run).
    disableFullPageScreenshot: true,
  });
  // A run that ended with a runtime error still has a report, which says so (the caller retries).
  if (result) {
    const report = JSON.parse(typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    report.mboa = afterFirstPaint(result.artifacts?.Trace?.traceEvents, cpuSlowdownMultiplier);
    writeFileSync(outputPath, JSON.stringify(report));
  } else exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : String(error));
  exitCode = 1;
} finally {
  chrome.kill();
}
process.exit(exitCode);

function afterFirstPaint(/** @type {any[] | undefined} */ events, /** @type {number} */ slowdown) {
  try {
    const { blockingMs, longTasks } = blockingAfterFirstPaint(tasksOfTrace(events ?? []), slowdown);
    return { blockingAfterFirstPaint: blockingMs, longTasksAfterFirstPaint: longTasks.map(describeTask) };
  } catch (error) {
    return { blockingAfterFirstPaint: null, error: error instanceof Error ? error.message : String(error) };
  }
}

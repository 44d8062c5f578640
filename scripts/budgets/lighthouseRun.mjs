// One Lighthouse run, as a process of its own (spawned by lighthouse.mjs): launches Chromium,
// runs Lighthouse's default (mobile) configuration through its Node API, writes the report, stops
// Chromium and exits at once. Lighthouse's own CLI does the same but then lingers for about four
// seconds before its process ends, which over the budgets' forty-odd runs was three minutes of CI.
// Usage: node lighthouseRun.mjs '<json: { url, outputPath, chromePath, chromeFlags, onlyCategories, skipAudits, blockedUrlPatterns, cpuSlowdownMultiplier }>'
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { blockingAfterFirstPaint, describeTask, tasksOfTrace } from '../lib/traceTasks.mjs';

const { url, outputPath, chromePath, chromeFlags, onlyCategories, skipAudits, blockedUrlPatterns, cpuSlowdownMultiplier } = JSON.parse(process.argv[2] ?? '{}');
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
    // The calibrated slow phone (scripts/lib/slowPhone.mjs); the rest of the mobile profile as Lighthouse has it.
    throttling: { cpuSlowdownMultiplier },
    // The full-page screenshot's audit is skipped; this skips taking it too (a second a run).
    disableFullPageScreenshot: true,
  });
  // A run that ended with a runtime error still has a report, which says so (the caller retries).
  if (result) {
    const report = JSON.parse(typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    // What the budgets add: the blocking time after the first paint, on the run's own trace
    // (scripts/lib/traceTasks.mjs), and its long tasks, each named by what it was.
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

/** @param {any[] | undefined} events @param {number} slowdown */
function afterFirstPaint(events, slowdown) {
  try {
    const { blockingMs, longTasks } = blockingAfterFirstPaint(tasksOfTrace(events ?? []), slowdown);
    return { blockingAfterFirstPaint: blockingMs, longTasksAfterFirstPaint: longTasks.map(describeTask) };
  } catch (error) {
    return { blockingAfterFirstPaint: null, error: error instanceof Error ? error.message : String(error) };
  }
}

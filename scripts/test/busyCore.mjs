// One core kept busy, for the stressed browser-test run (scripts/test/test-e2e-stressed.mjs): spins for
// `duty` of every 100 ms and sleeps the rest. It stops with the process that started it (an
// orphaned spinner would slow the machine for ever) and never runs longer than `maxSeconds`.
//   node scripts/test/busyCore.mjs <duty 0-1> <maxSeconds>
const SLICE_MS = 100;
const [duty, maxSeconds] = process.argv.slice(2).map(Number);
const busyShare = Math.min(1, Math.max(0, duty ?? 1));
const parent = process.ppid;
const stopAt = performance.now() + (maxSeconds || 3600) * 1000;

let sink = 0;
function spin() {
  if (process.ppid !== parent || performance.now() > stopAt) process.exit(0);
  const busyUntil = performance.now() + SLICE_MS * busyShare;
  while (performance.now() < busyUntil) sink = (sink + Math.sqrt(sink + 1)) % 1e9;
  setTimeout(spin, SLICE_MS * (1 - busyShare));
}
spin();

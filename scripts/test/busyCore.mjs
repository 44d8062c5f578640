// One core kept busy for `duty` of every 100 ms, for the stressed run. An orphaned spinner would slow
// the machine for ever: it stops with its parent, and after `maxSeconds`.
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

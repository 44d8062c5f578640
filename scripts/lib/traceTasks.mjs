// A page's main-thread tasks from a Chromium trace: each task, how long it took and what it was
// (script, style, layout, paint, parsing, garbage collection), and the blocking time a visitor on
// a slow phone would feel from them. Read by the budgets (each Lighthouse run's own trace) and by
// `npm run bench:main-thread`.

/** The clock-sync marker a first touch leaves in its trace as the swipe begins (scripts/bench/tracingBrowser.mjs). */
export const FIRST_ACT_MARKER = 'first-act';

/** Lighthouse's long task: any part of a task beyond 50 ms blocks input. */
export const LONG_TASK_MS = 50;

/** What a task's events say it was, in the order a task is named by (the first found wins when no kind dominates). */
const KINDS = /** @type {const} */ ({
  script: ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'RunMicrotasks', 'FireIdleCallback', 'TimerFire', 'FireAnimationFrame'],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Commit', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  decode: ['Decode Image', 'ImageDecodeTask', 'SVGImage::DataChanged'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'],
});
/** @typedef {keyof typeof KINDS | 'other'} TaskKind */

/**
 * @typedef {{ name: string, cat: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: any }} TraceEvent
 * @typedef {{ start: number, duration: number, kind: TaskKind, parts: Partial<Record<TaskKind, number>>, scripts: string[], marks: string[], events: TraceEvent[] }} Task
 * @typedef {{ firstContentfulPaint: number, end: number, tasks: Task[], markers: Record<string, number>, interactions: Interaction[] }} PageTrace
 * @typedef {{ start: number, duration: number, type: string }} Interaction one input's Event Timing: when, and how long to its next paint
 */

/**
 * A page's main-thread tasks from a trace: every toplevel task of its renderer's main thread,
 * times in ms from navigation start, each with the time its events spent on each kind of work
 * (outermost events of each kind only) and the scripts it ran.
 * @param {TraceEvent[]} events
 * @returns {PageTrace}
 */
export function tasksOfTrace(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint.');
  const { pid } = paint;
  const navigation = events.find((e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.pid === pid && e.name === 'navigationStart');
  const origin = navigation?.ts ?? paint.ts;
  const main = events.find((e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('The trace names no main thread for the page.');
  const onMain = events.filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {TraceEvent[]} */
  const outermost = [];
  for (const event of onMain) {
    // A task: Chromium's toplevel events, or, in Lighthouse's traces, its RunTask events.
    if (!event.cat.split(',').includes('toplevel') && event.name !== 'RunTask') continue;
    const last = outermost.at(-1);
    if (!last || event.ts >= last.ts + (last.dur ?? 0)) outermost.push(event);
  }
  // The page's own User Timing marks, each in the task that set it.
  const marks = events.filter((e) => e.pid === pid && e.cat.includes('blink.user_timing') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n'));
  const kindOf = (/** @type {string} */ name) => /** @type {TaskKind | undefined} */ (Object.keys(KINDS).find((kind) => /** @type {readonly string[]} */ (KINDS[/** @type {keyof typeof KINDS} */ (kind)]).includes(name)));
  let cursor = 0;
  const tasks = outermost.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    while (cursor < onMain.length && /** @type {TraceEvent} */ (onMain[cursor]).ts < task.ts) cursor++;
    /** @type {Partial<Record<TaskKind, number>>} */
    const parts = {};
    /** @type {Set<string>} */
    const scripts = new Set();
    let coveredUntil = -Infinity;
    for (let i = cursor; i < onMain.length && /** @type {TraceEvent} */ (onMain[i]).ts < end; i++) {
      const event = /** @type {TraceEvent} */ (onMain[i]);
      const url = event.args?.data?.url;
      if (typeof url === 'string' && url && kindOf(event.name) === 'script') scripts.add(url.split('/').pop() ?? url);
      const kind = kindOf(event.name);
      if (!kind || event.ts < coveredUntil) continue;
      parts[kind] = (parts[kind] ?? 0) + (event.dur ?? 0) / 1000;
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    const ranked = /** @type {[TaskKind, number][]} */ (Object.entries(parts)).sort((a, b) => b[1] - a[1]);
    const events = onMain.slice(cursor).filter((event) => event.ts < end);
    const marked = marks.filter((mark) => mark.ts >= task.ts && mark.ts <= end).map((mark) => mark.name);
    return { start: (task.ts - origin) / 1000, duration: (task.dur ?? 0) / 1000, kind: ranked[0]?.[0] ?? 'other', parts, scripts: [...scripts], marks: marked, events };
  });
  const last = onMain.at(-1);
  // The clock-sync markers a driver recorded (Tracing.recordClockSyncMarker), by their id.
  const markers = Object.fromEntries(events.filter((e) => e.name === 'clock_sync' && typeof e.args?.sync_id === 'string').map((e) => [e.args.sync_id, (e.ts - origin) / 1000]));
  // Each interaction's longest Event Timing entry (the duration Event Timing reports it with).
  /** @type {Map<number, Interaction>} */
  const interactions = new Map();
  for (const event of events) {
    const data = event.args?.data;
    if (event.pid !== pid || event.name !== 'EventTiming' || event.ph !== 'b' || !(data?.interactionId > 0)) continue;
    const entry = { start: (event.ts - origin) / 1000, duration: Number(data.duration), type: String(data.type) };
    const known = interactions.get(data.interactionId);
    if (!known || entry.duration > known.duration) interactions.set(data.interactionId, { ...entry, start: Math.min(entry.start, known?.start ?? Infinity) });
  }
  return { firstContentfulPaint: (paint.ts - origin) / 1000, end: last ? (last.ts - origin) / 1000 : 0, tasks, markers, interactions: [...interactions.values()].sort((a, b) => a.start - b.start) };
}

/** Lighthouse's total blocking time of some tasks: what each has beyond 50 ms. @param {Task[]} tasks */
export const blockingTime = (tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);

/** A task in a few words: its length and what it spent it on. @param {Task} task */
export function describeTask(task) {
  const parts = /** @type {[string, number][]} */ (Object.entries(task.parts))
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');
  return `${Math.round(task.duration)} ms at ${Math.round(task.start)} ms: ${parts || 'unattributed'}${task.scripts.length > 0 ? ` (${task.scripts.slice(0, 3).join(', ')})` : ''}`;
}


/**
 * The blocking time after the page's first contentful paint on a phone `slowdown` times slower
 * than the machine that traced it: each task from the first paint on, its length multiplied by
 * the slowdown, its part beyond 50 ms (Lighthouse's total blocking time, taken on the trace's own
 * order of events rather than re-simulated). The page's own layout before its first paint is not
 * counted: a visitor has nothing on screen to use yet, and no script of the site runs before it.
 * @param {PageTrace} trace
 * @param {number} slowdown
 */
export function blockingAfterFirstPaint(trace, slowdown) {
  const slowed = (/** @type {Partial<Record<TaskKind, number>>} */ parts) => Object.fromEntries(Object.entries(parts).map(([kind, ms]) => [kind, ms * slowdown]));
  const onThePhone = trace.tasks.filter((task) => task.start >= trace.firstContentfulPaint).map((task) => ({ ...task, duration: task.duration * slowdown, parts: slowed(task.parts) }));
  return { blockingMs: blockingTime(onThePhone), longTasks: onThePhone.filter((task) => task.duration > LONG_TASK_MS) };
}

/**
 * What a visitor's first touch cost the main thread, from its trace (the swipe at the clock-sync
 * marker `first-act`, each tap at `tap-<n>`; scripts/bench/tracingBrowser.mjs): the tasks from
 * the swipe to `windowMs` after it (a task already running counted from the swipe on), their
 * blocking time, the longest, and each tap's duration as Event Timing reports it (undefined: no
 * entry, the tap never reached the page).
 * @param {PageTrace} trace
 * @param {number} windowMs
 */
export function firstTouchCost(trace, windowMs) {
  const act = trace.markers[FIRST_ACT_MARKER];
  if (act === undefined) throw new Error('The trace has no first-act marker: it is not of a first touch.');
  const tasks = trace.tasks
    .filter((task) => task.start + task.duration > act && task.start < act + windowMs)
    .map((task) => (task.start >= act ? task : { ...task, start: act, duration: task.start + task.duration - act }));
  const tapTimes = Object.entries(trace.markers)
    .filter(([id]) => /^tap-\d+$/.test(id))
    .sort((a, b) => a[1] - b[1])
    .map(([, at]) => at);
  const taps = tapTimes.map((at, index) => {
    const next = tapTimes[index + 1] ?? Infinity;
    return trace.interactions.find((interaction) => interaction.start >= at - 1 && interaction.start < next)?.duration;
  });
  return { blockingMs: blockingTime(tasks), longestMs: Math.max(0, ...tasks.map((task) => task.duration)), longTasks: tasks.filter((task) => task.duration > LONG_TASK_MS), taps };
}

// A page's main-thread tasks from a Chromium trace, what each was, and the blocking they cause.

/** The clock-sync marker tracingBrowser.mjs leaves as the swipe begins. */
export const FIRST_ACT_MARKER = 'first-act';

/** Lighthouse's: any part of a task beyond it blocks input. */
export const LONG_TASK_MS = 50;

/** A task is named by the kind its events spent most on; on a tie, the first in this order. */
const KINDS = /** @type {const} */ ({
  script: [
    'FunctionCall',
    'EvaluateScript',
    'v8.evaluateModule',
    'v8.compileModule',
    'v8.compile',
    'RunMicrotasks',
    'FireIdleCallback',
    'TimerFire',
    'FireAnimationFrame',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Commit', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  decode: ['Decode Image', 'ImageDecodeTask', 'SVGImage::DataChanged'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'],
});
/** @typedef {keyof typeof KINDS | 'other'} TaskKind */

/** @typedef {{ name: string, cat: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: any }} TraceEvent */
/** @typedef {{ start: number, duration: number, kind: TaskKind, parts: Partial<Record<TaskKind, number>>, scripts: string[], marks: string[], events: TraceEvent[] }} Task */
/** @typedef {{ firstContentfulPaint: number, end: number, tasks: Task[], markers: Record<string, number>, interactions: Interaction[] }} PageTrace */
/** @typedef {{ start: number, duration: number, type: string }} Interaction one input's Event Timing, to its next paint */

/** Times in ms from navigation start; a kind's time counts its outermost events only. @param {TraceEvent[]} events @returns {PageTrace} */
export function tasksOfTrace(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint.');
  const { pid } = paint;
  const navigation =
    events.find((e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.pid === pid && e.name === 'navigationStart');
  const origin = navigation?.ts ?? paint.ts;
  const main = events.find(
    (e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('The trace names no main thread for the page.');
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outermost = /** @type {TraceEvent[]} */ ([]);
  for (const event of onMain) {
    // A task: Chromium's toplevel events, or, in Lighthouse's traces, its RunTask events.
    if (!event.cat.split(',').includes('toplevel') && event.name !== 'RunTask') continue;
    const last = outermost.at(-1);
    if (!last || event.ts >= last.ts + (last.dur ?? 0)) outermost.push(event);
  }
  const marks = events.filter(
    (e) => e.pid === pid && e.cat.includes('blink.user_timing') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n'),
  );
  const kindOf = (/** @type {string} */ name) =>
    /** @type {TaskKind | undefined} */ (
      Object.keys(KINDS).find((kind) =>
        /** @type {readonly string[]} */ (KINDS[/** @type {keyof typeof KINDS} */ (kind)]).includes(name),
      )
    );
  let cursor = 0;
  const tasks = outermost.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    while (cursor < onMain.length && /** @type {TraceEvent} */ (onMain[cursor]).ts < task.ts) cursor++;
    const parts = /** @type {Partial<Record<TaskKind, number>>} */ ({});
    const scripts = /** @type {Set<string>} */ (new Set());
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
    return {
      start: (task.ts - origin) / 1000,
      duration: (task.dur ?? 0) / 1000,
      kind: ranked[0]?.[0] ?? 'other',
      parts,
      scripts: [...scripts],
      marks: marked,
      events,
    };
  });
  const last = onMain.at(-1);
  const markers = Object.fromEntries(
    events
      .filter((e) => e.name === 'clock_sync' && typeof e.args?.sync_id === 'string')
      .map((e) => [e.args.sync_id, (e.ts - origin) / 1000]),
  );
  // An interaction's duration is its longest Event Timing entry's.
  const interactions = /** @type {Map<number, Interaction>} */ (new Map());
  for (const event of events) {
    const data = event.args?.data;
    if (event.pid !== pid || event.name !== 'EventTiming' || event.ph !== 'b' || !(data?.interactionId > 0)) continue;
    const entry = { start: (event.ts - origin) / 1000, duration: Number(data.duration), type: String(data.type) };
    const known = interactions.get(data.interactionId);
    if (!known || entry.duration > known.duration)
      interactions.set(data.interactionId, { ...entry, start: Math.min(entry.start, known?.start ?? Infinity) });
  }
  return {
    firstContentfulPaint: (paint.ts - origin) / 1000,
    end: last ? (last.ts - origin) / 1000 : 0,
    tasks,
    markers,
    interactions: [...interactions.values()].sort((a, b) => a.start - b.start),
  };
}

export const blockingTime = (/** @type {Task[]} */ tasks) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);

export function describeTask(/** @type {Task} */ task) {
  const parts = /** @type {[string, number][]} */ (Object.entries(task.parts))
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');
  return `${Math.round(task.duration)} ms at ${Math.round(task.start)} ms: ${parts || 'unattributed'}${task.scripts.length > 0 ? ` (${task.scripts.slice(0, 3).join(', ')})` : ''}`;
}

/** Lighthouse's TBT on the trace's own events, each task times `slowdown`, from the first paint on:
 * before it a visitor has nothing to use, and no script of the site runs. */
export function blockingAfterFirstPaint(/** @type {PageTrace} */ trace, /** @type {number} */ slowdown) {
  const slowed = (/** @type {Partial<Record<TaskKind, number>>} */ parts) =>
    Object.fromEntries(Object.entries(parts).map(([kind, ms]) => [kind, ms * slowdown]));
  const onThePhone = trace.tasks
    .filter((task) => task.start >= trace.firstContentfulPaint)
    .map((task) => ({ ...task, duration: task.duration * slowdown, parts: slowed(task.parts) }));
  return { blockingMs: blockingTime(onThePhone), longTasks: onThePhone.filter((task) => task.duration > LONG_TASK_MS) };
}

/** The tasks in `windowMs` from the swipe's marker, and each `tap-<n>` marker's Event Timing duration
 * (undefined: the tap never reached the page). */
export function firstTouchCost(/** @type {PageTrace} */ trace, /** @type {number} */ windowMs) {
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
  return {
    blockingMs: blockingTime(tasks),
    longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
    longTasks: tasks.filter((task) => task.duration > LONG_TASK_MS),
    taps,
  };
}

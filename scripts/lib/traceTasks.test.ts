import { describe, expect, it } from 'vitest';
import {
  blockingAfterFirstPaint,
  blockingTime,
  describeTask,
  firstTouchCost,
  tasksOfTrace,
  type TraceEvent,
} from './traceTasks.mjs';

/** A renderer's main thread, in Chromium's trace format: pid 1, thread 7, times in microseconds. */
const thread: TraceEvent[] = [
  { name: 'thread_name', cat: '__metadata', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    pid: 1,
    tid: 7,
    ts: 1_000_000,
    args: { data: { isLoadingMainFrame: true } },
  },
  { name: 'firstContentfulPaint', cat: 'loading', ph: 'R', pid: 1, tid: 7, ts: 1_500_000 },
];
const task = (start: number, ms: number, children: Partial<TraceEvent>[] = [], name = 'RunTask'): TraceEvent[] => [
  {
    name,
    cat: name === 'RunTask' ? 'disabled-by-default-lighthouse' : 'toplevel',
    ph: 'X',
    pid: 1,
    tid: 7,
    ts: 1_000_000 + start * 1000,
    dur: ms * 1000,
  },
  ...children.map(
    (child, i) =>
      ({
        cat: 'devtools.timeline',
        ph: 'X',
        pid: 1,
        tid: 7,
        ts: 1_000_000 + start * 1000 + i,
        dur: 0,
        ...child,
      }) as TraceEvent,
  ),
];

describe('a trace’s main-thread tasks', () => {
  const trace = tasksOfTrace([
    ...thread,
    // Before the first paint (at 500 ms): the page's own layout.
    ...task(300, 120, [{ name: 'Layout', dur: 100_000 }]),
    // After it: a script, a short paint, and a task in another thread that is not the page's.
    ...task(
      600,
      40,
      [
        {
          name: 'v8.evaluateModule',
          dur: 38_000,
          args: { data: { url: 'http://localhost/assets/reactDomClient-x.js' } },
        },
      ],
      'ThreadControllerImpl::RunTask',
    ),
    ...task(700, 8, [{ name: 'Paint', dur: 6_000 }]),
    { name: 'RunTask', cat: 'toplevel', ph: 'X', pid: 1, tid: 9, ts: 1_800_000, dur: 900_000 },
  ]);

  it('are the renderer’s own tasks, from navigation start, each named by what it spent its time on', () => {
    expect(trace.firstContentfulPaint).toBe(500);
    expect(trace.tasks.map((t) => [t.start, t.duration, t.kind])).toEqual([
      [300, 120, 'layout'],
      [600, 40, 'script'],
      [700, 8, 'paint'],
    ]);
    expect(describeTask(trace.tasks[1]!)).toBe('40 ms at 600 ms: script 38 (reactDomClient-x.js)');
  });

  it('block a phone that many times slower for their part beyond 50 ms, counted from the first paint only', () => {
    expect(blockingTime(trace.tasks)).toBe(70);
    // On a phone 3 times slower: the script takes 120 ms (70 blocking), the paint 24 (none); the layout before the paint is not counted.
    const { blockingMs, longTasks } = blockingAfterFirstPaint(trace, 3);
    expect(blockingMs).toBe(70);
    expect(longTasks.map((t) => t.duration)).toEqual([120]);
    expect(blockingAfterFirstPaint(trace, 1).blockingMs).toBe(0);
  });

  it('cannot be read from a trace without a first paint', () => {
    expect(() => tasksOfTrace(thread.slice(0, 2))).toThrow('no first contentful paint');
  });
});

describe('a first touch, from its trace', () => {
  const marker = (id: string, ms: number): TraceEvent => ({
    name: 'clock_sync',
    cat: '__metadata',
    ph: 'c',
    pid: 2,
    tid: 3,
    ts: 1_000_000 + ms * 1000,
    args: { sync_id: id },
  });
  const eventTiming = (ms: number, duration: number, interactionId: number, type: string): TraceEvent => ({
    name: 'EventTiming',
    cat: 'devtools.timeline',
    ph: 'b',
    pid: 1,
    tid: 7,
    ts: 1_000_000 + ms * 1000,
    args: { data: { duration, interactionId, type } },
  });
  const trace = tasksOfTrace([
    ...thread,
    ...task(1800, 30),
    marker('first-act', 2000),
    // Already running at the swipe: counted from it (90 ms, 40 blocking).
    ...task(1910, 180),
    ...task(2500, 120, [{ name: 'v8.evaluateModule', dur: 110_000 }]),
    marker('tap-1', 2300),
    eventTiming(2300, 24, 5, 'pointerdown'),
    eventTiming(2300, 136, 5, 'click'),
    marker('tap-2', 3000),
    // After the window: not counted.
    ...task(8100, 400),
  ]);

  it('counts the tasks of the window from the swipe on, their blocking, the longest, and each tap by its slowest event', () => {
    const cost = firstTouchCost(trace, 6000);
    expect(cost.blockingMs).toBe(40 + 70);
    expect(cost.longestMs).toBe(120);
    expect(cost.longTasks.map((t) => [t.start, t.duration])).toEqual([
      [2000, 90],
      [2500, 120],
    ]);
    expect(cost.taps).toEqual([136, undefined]);
  });

  it('cannot be read from a trace of no first touch', () => {
    expect(() => firstTouchCost(tasksOfTrace(thread), 6000)).toThrow('no first-act marker');
  });
});

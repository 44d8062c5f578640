import { describe, expect, it } from 'vitest';
import { median } from '../budgets/stats.mjs';
import {
  CALIBRATION_VARIABLE,
  calibrate,
  closeEnoughToThePhone,
  describeSlowPhone,
  inheritedSlowPhone,
  PHONE_BENCHMARK_INDEX,
  PHONE_TOLERANCE,
  phoneOf,
  pooledSlowdown,
  slowdownFor,
} from './slowPhone.mjs';

describe('the calibrated slow phone', () => {
  it('slows each machine by as much as brings it to a BenchmarkIndex of 400', () => {
    expect(PHONE_BENCHMARK_INDEX).toBe(400);
    // Lighthouse's reference desktop: its default four times.
    expect(slowdownFor(1600)).toBe(4);
    expect(slowdownFor(1801)).toBe(4.5);
    expect(slowdownFor(2600)).toBe(6.5);
    expect(slowdownFor(1333)).toBe(3.33);
  });

  it('never speeds up a machine slower than the phone', () => {
    expect(slowdownFor(400)).toBe(1);
    expect(slowdownFor(250)).toBe(1);
    expect(describeSlowPhone(phoneOf([250, 260, 240]))).toContain('this machine is slower than the phone: not slowed');
  });

  it('takes the median of the samples, so one sample of a busy moment does not make the phone', () => {
    const phone = phoneOf([1362.5, 2950, 1543, 1700.5, 1480]);
    expect(phone).toEqual({
      benchmarkIndex: 1543,
      samples: [1363, 2950, 1543, 1701, 1480],
      slowdown: 3.86,
      phoneBenchmarkIndex: 400,
    });
    expect(phoneOf([1000, 2000]).benchmarkIndex).toBe(1500);
    expect(() => phoneOf([])).toThrow('No benchmark sample');
    expect(() => slowdownFor(Number.NaN)).toThrow('Not a benchmark index');
  });

  it('is handed from a run to the processes it starts, and a bad hand-over is refused', () => {
    const phone = phoneOf([1600, 1610, 1590]);
    expect(inheritedSlowPhone({ [CALIBRATION_VARIABLE]: JSON.stringify(phone) })).toEqual(phone);
    expect(inheritedSlowPhone({})).toBeUndefined();
    expect(() => inheritedSlowPhone({ [CALIBRATION_VARIABLE]: '{"slowdown":0}' })).toThrow('is not a calibration');
  });

  it('says in one line what the machine measured and the slowdown used', () => {
    expect(describeSlowPhone(phoneOf([1801, 1790, 1850]))).toBe(
      "Slow phone: this machine's CPU benchmark (Lighthouse's BenchmarkIndex) 1,801, the median of 1,801, 1,790, 1,850; CPU slowed 4.5× for a phone of 400",
    );
  });
});

describe('the slowed phone, measured and corrected (as DevTools calibrates)', () => {
  it('corrects the slowdown in proportion to what the phone scored, by the median of every sample so far, never below 1', () => {
    expect(pooledSlowdown([{ slowdown: 4.8, phoneSamples: [300, 290, 310] }])).toBe(3.6);
    expect(pooledSlowdown([{ slowdown: 4, phoneSamples: [500] }])).toBe(5);
    expect(pooledSlowdown([{ slowdown: 1.2, phoneSamples: [100] }])).toBe(1);
    // One noisy round (a machine of 1,200) among two that read a machine of 2,000.
    expect(
      pooledSlowdown([
        { slowdown: 5, phoneSamples: [400, 400, 400] },
        { slowdown: 6, phoneSamples: [200, 200, 200] },
        { slowdown: 4, phoneSamples: [500, 505, 495] },
      ]),
    ).toBe(5);
    expect(() => pooledSlowdown([{ slowdown: 4, phoneSamples: [0] }])).toThrow('Not a benchmark index');
    expect(closeEnoughToThePhone(400 * PHONE_TOLERANCE)).toBe(true);
    expect(closeEnoughToThePhone(400 / PHONE_TOLERANCE - 1)).toBe(false);
  });

  it('measures the machine, then the slowed phone, until it scores close to 400', async () => {
    // A machine of 1,900 whose throttled phone scores 0.7 of what a proportional slowdown would give.
    const asked: (number | undefined)[] = [];
    const measure = async (count: number, slowdown?: number) => {
      asked.push(slowdown);
      return Array.from({ length: count }, () => (slowdown === undefined ? 1900 : (0.7 * 1900) / slowdown));
    };
    const phone = await calibrate(measure);
    expect(asked[0]).toBeUndefined();
    expect(asked[1]).toBe(4.75);
    expect(phone.benchmarkIndex).toBe(1900);
    expect(phone.slowdown).toBe(3.33);
    expect(closeEnoughToThePhone(median(phone.phoneSamples ?? []))).toBe(true);
    expect(describeSlowPhone(phone)).toContain(
      `CPU slowed 3.33× for a phone of 400 (the slowed phone measured 399, 399, 399)`,
    );
  });

  it('keeps the slowdown whose phone it measured closest to 400 when no round gets close, never a correction it did not measure', async () => {
    // A machine of 2,000 whose throttled phone reads far off in each round (a shared machine's noise).
    const scores = [290, 250, 700, 600, 240];
    const asked: (number | undefined)[] = [];
    const phone = await calibrate(async (count, slowdown) => {
      asked.push(slowdown);
      const score = slowdown === undefined ? 2000 : (scores.shift() as number);
      return Array.from({ length: count }, () => score);
    });
    expect(asked).toHaveLength(6);
    expect(phone.slowdown).toBe(5);
    expect(phone.phoneSamples).toEqual([290, 290, 290]);
    expect(phone.simulatedSlowdown).toBe(5);
  });

  it('comes to the phone through a noisy round, each correction by every sample so far, not by the last round alone', async () => {
    // A machine of 2,000 whose first round reads 60% of its phone: 240 at 5×.
    const asked: (number | undefined)[] = [];
    const phone = await calibrate(async (count, slowdown) => {
      asked.push(slowdown);
      if (slowdown === undefined) return Array.from({ length: count }, () => 2000);
      return Array.from({ length: count }, () => (asked.length === 2 ? 240 : 2000 / slowdown));
    });
    expect(asked).toEqual([undefined, 5, 3, 4, 5]);
    expect(phone.slowdown).toBe(5);
    expect(closeEnoughToThePhone(median(phone.phoneSamples ?? []))).toBe(true);
  });

  it('does not slow a machine slower than the phone, nor measure it slowed', async () => {
    const asked: (number | undefined)[] = [];
    const phone = await calibrate(async (count, slowdown) => {
      asked.push(slowdown);
      return Array.from({ length: count }, () => 300);
    });
    expect(asked).toEqual([undefined]);
    expect(phone.slowdown).toBe(1);
  });
});

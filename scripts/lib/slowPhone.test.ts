import { describe, expect, it } from 'vitest';
import { CALIBRATION_VARIABLE, describeSlowPhone, inheritedSlowPhone, PHONE_BENCHMARK_INDEX, phoneOf, slowdownFor } from './slowPhone.mjs';

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
    expect(phone).toEqual({ benchmarkIndex: 1543, samples: [1363, 2950, 1543, 1701, 1480], slowdown: 3.86, phoneBenchmarkIndex: 400 });
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

import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.ts';
import { memoryLeases } from '../cluster/leases.ts';
import { startJobs } from './scheduler.ts';

describe('startJobs', () => {
  it('runs a job at once and on its interval, logs a failure and keeps going, and stops', async () => {
    vi.useFakeTimers();
    try {
      const runs: number[] = [];
      const errors: string[] = [];
      let n = 0;
      const stop = startJobs({} as AppContext, { error: (_obj, msg) => errors.push(String(msg)) }, [
        {
          name: 'demo',
          everyMs: 1000,
          run: async () => {
            runs.push(++n);
            if (n === 2) throw new Error('boom');
          },
        },
      ]);
      await vi.advanceTimersByTimeAsync(2500);
      expect(runs).toEqual([1, 2, 3]);
      expect(errors).toEqual(['job demo failed']);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toEqual([1, 2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a once-job in one process of those sharing the database, and in another when that one dies', async () => {
    vi.useFakeTimers();
    try {
      const registry = new Map();
      const first = memoryLeases(registry);
      const second = memoryLeases(registry);
      const ran: string[] = [];
      const start = (name: string, leases: typeof first) =>
        startJobs({ cluster: { leases } } as unknown as AppContext, { error: () => {} }, [
          {
            name: 'once',
            everyMs: 1000,
            once: true,
            run: async () => void ran.push(`${name} once`),
          },
          { name: 'everywhere', everyMs: 1000, run: async () => void ran.push(`${name} local`) },
        ]);
      const stops = [start('first', first), start('second', second)];
      await vi.advanceTimersByTimeAsync(1500);
      expect(ran.filter((r) => r.endsWith('once'))).toEqual(['first once', 'first once']);
      expect(ran.filter((r) => r.endsWith('local')).sort()).toEqual([
        'first local',
        'first local',
        'second local',
        'second local',
      ]);
      ran.length = 0;
      first.kill();
      await vi.advanceTimersByTimeAsync(1000);
      expect(ran.filter((r) => r.endsWith('once'))).toEqual(['second once']);
      stops.forEach((stop) => stop());
    } finally {
      vi.useRealTimers();
    }
  });
});

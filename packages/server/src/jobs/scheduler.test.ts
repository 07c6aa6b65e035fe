import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.ts';
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
});

import { describe, expect, it } from 'vitest';
import { SECOND_SCALES, SESSION_SCALES, forgetWalkPaths, hashName, walkAt } from './walk.ts';

describe('walkAt resumes the halving path of the previous read', () => {
  it('answers exactly what a fresh read answers, in any order of reads', () => {
    // A seeded stream of steps: next seconds, short hops, jumps back and far jumps.
    let state = 12345;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const steps: number[] = [];
    let step = 1_795_446_000;
    for (let i = 0; i < 3000; i++) {
      const r = next();
      if (r < 0.3) step += 1;
      else if (r < 0.6) step += Math.floor(next() * 600);
      else if (r < 0.8) step -= Math.floor(next() * 50_000);
      else step = Math.floor(1.6e9 + next() * 3e8);
      steps.push(step);
    }
    const walks = [
      [42, hashName('BTC'), SECOND_SCALES],
      [42, hashName('market:crypto'), SECOND_SCALES],
      [7, hashName('AAPL'), SESSION_SCALES],
    ] as const;
    // Interleaved reads, each resuming where the same walk's previous read left off...
    forgetWalkPaths();
    const resumed = steps.map((s) => walks.map(([seed, c, scales]) => walkAt(seed, c, s, scales)));
    // ...equal reads from scratch.
    const fresh = steps.map((s) =>
      walks.map(([seed, c, scales]) => {
        forgetWalkPaths();
        return walkAt(seed, c, s, scales);
      }),
    );
    expect(resumed).toEqual(fresh);
  });
});

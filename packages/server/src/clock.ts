/** Time, injected: business code never reads Date.now() (DESIGN.md section 6). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests move by hand, to reach an expiry or a cooldown's end. */
export class ManualClock implements Clock {
  private ms: number;
  constructor(start: Date | string = '2026-11-22T08:00:00Z') {
    this.ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
  set(at: Date | string): void {
    this.ms = new Date(at).getTime();
  }
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Time, injected: business code never reads Date.now() (DESIGN.md section 6). */
export interface Clock {
  now(): Date;
  /**
   * The time devices outside the server keep (an operator's authenticator app), where a
   * clock moves business time away from it (OffsetClock); others leave it out: `now()`.
   */
  wallNow?(): Date;
}

/** What an authenticator app's code is checked against: `wallNow()`, else `now()`. */
export const wallTimeOf = (clock: Clock): Date => (clock.wallNow ? clock.wallNow() : clock.now());

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

/**
 * Development only (DEV_ROUTES=on, refused in production by config.ts): the real time plus
 * an offset that `POST /api/dev/clock` moves forward, so a browser test can reach a
 * maturity or a dividend time without waiting days. It never goes back.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Real time: the demo operator's phone does not move with `POST /api/dev/clock`. */
  wallNow(): Date {
    return new Date();
  }
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
  }
  get offset(): number {
    return this.offsetMs;
  }
}

/** The 10-digit seconds the wire carries for an instant. */
export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** Per-coin sums for the hub: never added across coins, plain strings out. */
import { Exact, toPlain, type DualType, type EarnAmount, type EarnEvent } from '@bourse/shared';

export class Amounts {
  private readonly sums = new Map<string, Exact>();
  add(currency: string, amount: Exact | string): this {
    const value = new Exact(amount);
    if (value.isZero()) return this;
    this.sums.set(currency, (this.sums.get(currency) ?? new Exact(0)).plus(value));
    return this;
  }
  list(): EarnAmount[] {
    return [...this.sums]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount: toPlain(amount.toFixed()) }));
  }
}

export const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** Each product's position title in the caller's language. */
export interface Titles {
  lockup(currency: string, days: number): string;
  dual(currency: string, type: DualType, linkedPrice: string): string;
}

export const soonest = (events: EarnEvent[]): EarnEvent | null =>
  events.reduce<EarnEvent | null>((a, e) => (!a || e.at < a.at ? e : a), null);

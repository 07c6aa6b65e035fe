/**
 * The soak's operations (money beside trading: money.ts): a seeded stream of what users and the desk do, applied through the
 * app's real doors. Users act through HTTP (`app.inject`): spot orders and cancels
 * (`/api/coin/trade`), transfers between their accounts (`/api/wallet/change`) and
 * conversions (`/api/user/Transfer`). Money in and out goes through the funding services:
 * deposits (request, then the desk confirms or rejects) and withdrawals (placed past the
 * gate, then the desk approves or rejects).
 *
 * One `Lane` is one pair and the users who trade on it; a lane applies its operations one
 * after the other. Lanes share no user and no book, so what one lane does never changes
 * what another's operations find (the system accounts they share only receive, or may go
 * negative), and lanes can run side by side. Every draw comes from the lane's own seeded
 * generator and every choice among live things (which order to cancel, which withdrawal
 * to decide) from lists kept in arrival order, so a seed replays the same operations with
 * the same outcomes. Amounts are drawn blind (not read from balances), so some operations
 * are refused for want of money; others are built to be refused (off-step prices and
 * amounts, orders below the minimum or beyond anyone's means, cancels of other users'
 * orders). One of those that passes, or any reply that is not an answer (a 500, a thrown
 * error), is counted as unexpected and fails the run.
 */
import { performance } from 'node:perf_hooks';
import { Exact, OrderSide, type Rng, type SpotOrderItem } from '@bourse/shared';
import { DomainError } from '../../packages/server/src/http/errors.ts';
import { Desk, SKIP, conversionFields, transferFields, type Answer, type Fields } from './money.ts';
import { USDT, type Pair, type SoakUser, type World } from './world.ts';

/** Share of each operation in the stream (they need not sum to 1). */
export const MIX = {
  limit: 0.4,
  ioc: 0.05,
  market: 0.03,
  badTick: 0.01,
  badLot: 0.01,
  tooSmall: 0.01,
  unaffordable: 0.015,
  cancel: 0.15,
  cancelForeign: 0.005,
  transfer: 0.1,
  convert: 0.08,
  withdraw: 0.04,
  decideWithdrawal: 0.035,
  deposit: 0.035,
  decideDeposit: 0.03,
} as const;
export type OpKind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as OpKind[];
const TOTAL_WEIGHT = KINDS.reduce((s, k) => s + MIX[k], 0);
/** Operations that must be refused: one that passes is a bug. */
const MUST_REFUSE: ReadonlySet<OpKind> = new Set([
  'badTick',
  'badLot',
  'tooSmall',
  'unaffordable',
  'cancelForeign',
]);

export interface Tally {
  /** `${kind}` -> [done, refused, skipped]. */
  byKind: Map<OpKind, [number, number, number]>;
  /** `${kind}` -> milliseconds spent in it (lanes overlap, so this sums wall times). */
  msByKind: Map<OpKind, number>;
  /** Refusal messages with their digits blanked, and how often. */
  refusals: Map<string, number>;
  trades: number;
  unexpected: string[];
}

export function newTally(): Tally {
  return { byKind: new Map(), msByKind: new Map(), refusals: new Map(), trades: 0, unexpected: [] };
}

export class Lane {
  /** Each user's orders that were open after placing, oldest first (some fill later). */
  private readonly open = new Map<number, number[]>();
  private readonly desk: Desk;
  private step = 0;
  private kind: OpKind = 'limit';

  constructor(
    private readonly world: World,
    private readonly pair: Pair,
    private readonly users: readonly SoakUser[],
    private readonly rng: Rng,
    private readonly tally: Tally,
  ) {
    this.desk = new Desk(world, rng);
  }

  /** Draws and applies the next operation. */
  async next(): Promise<void> {
    const kind = this.draw();
    this.kind = kind;
    this.step++;
    let answer: Answer;
    const started = performance.now();
    try {
      answer = await this.apply(kind);
    } catch (error) {
      if (!(error instanceof DomainError)) {
        this.unexpected(kind, `threw ${(error as Error).stack ?? String(error)}`);
        answer = { ok: false, refusal: 'unexpected error' };
      } else answer = { ok: false, refusal: error.key };
    }
    const ms = performance.now() - started;
    this.tally.msByKind.set(kind, (this.tally.msByKind.get(kind) ?? 0) + ms);
    const counts = this.tally.byKind.get(kind) ?? [0, 0, 0];
    counts[answer.ok === 'skip' ? 2 : answer.ok ? 0 : 1]++;
    this.tally.byKind.set(kind, counts);
    if (answer.ok === false) {
      const key = answer.refusal.replace(/[\d.]+/g, '#');
      this.tally.refusals.set(key, (this.tally.refusals.get(key) ?? 0) + 1);
    } else if (answer.ok === true && MUST_REFUSE.has(kind)) {
      this.unexpected(kind, `passed: ${JSON.stringify(answer.message).slice(0, 300)}`);
    }
  }

  private draw(): OpKind {
    let roll = this.rng.next() * TOTAL_WEIGHT;
    for (const kind of KINDS) {
      roll -= MIX[kind];
      if (roll < 0) return kind;
    }
    return KINDS[KINDS.length - 1]!;
  }

  private unexpected(kind: OpKind, what: string): void {
    this.tally.unexpected.push(`${this.pair.name} lane, op ${this.step} (${kind}): ${what}`);
  }

  private apply(kind: OpKind): Promise<Answer> {
    const user = this.rng.pick(this.users);
    const pair = this.pair;
    switch (kind) {
      case 'limit':
        return this.limit(user, pair);
      case 'ioc':
      case 'market':
        return this.taker(user, pair, kind === 'market');
      case 'badTick': {
        // A tenth of a tick off the pair's step.
        const o = this.order(pair, 1);
        const price = new Exact(o.target_price).plus(new Exact(pair.tick).div(10));
        return this.trade(user, pair, { ...o, target_price: price.toFixed() });
      }
      case 'badLot': {
        const o = this.order(pair, 1);
        const amount = new Exact(o.amount).plus(new Exact(pair.lot).div(10));
        return this.trade(user, pair, { ...o, amount: amount.toFixed() });
      }
      case 'tooSmall':
        return this.trade(user, pair, { ...this.order(pair, 1), amount: pair.lot });
      case 'unaffordable':
        // 10 to 200 million USDT: far beyond what any user holds.
        return this.trade(user, pair, this.order(pair, 200_000_000));
      case 'cancel':
        return this.cancel(user);
      case 'cancelForeign':
        return this.cancelForeign(user);
      case 'transfer':
        return this.call('POST', '/api/wallet/change', user, transferFields(this.rng));
      case 'convert':
        return this.call('POST', '/api/user/Transfer', user, conversionFields(this.rng));
      case 'withdraw':
        return this.desk.withdraw(user);
      case 'decideWithdrawal':
        return this.desk.decideWithdrawal();
      case 'deposit':
        return this.desk.deposit(user);
      case 'decideDeposit':
        return this.desk.decideDeposit();
    }
  }

  /** A limit order of about `usdt` (x a random factor in [0.05, 1]) near the index. */
  private order(pair: Pair, usdt: number): { type: number; amount: string; target_price: string } {
    const side = this.rng.next() < 0.5 ? OrderSide.buy : OrderSide.sell;
    const midTicks = new Exact(pair.mid).div(pair.tick);
    // Within 0.3 % of the index, either side: half the orders cross something.
    const spread = midTicks.times('0.003').floor().toNumber();
    const ticks = midTicks.plus(this.rng.int(-spread, spread));
    const price = ticks.times(pair.tick);
    const value = new Exact(usdt).times(0.05 + 0.95 * this.rng.next());
    const lots = Exact.max(value.div(price).div(pair.lot).floor(), 1);
    return { type: side, amount: lots.times(pair.lot).toFixed(), target_price: price.toFixed() };
  }

  private async limit(user: SoakUser, pair: Pair): Promise<Answer> {
    const answer = await this.trade(user, pair, this.order(pair, 2_000));
    if (answer.ok === true) {
      const item = answer.message as SpotOrderItem;
      this.tally.trades += item.fills.length;
      if (item.status === 'open' || item.status === 'partial') {
        const list = this.open.get(user.id) ?? [];
        list.push(item.id);
        this.open.set(user.id, list);
      }
    }
    return answer;
  }

  /** An order that takes liquidity now: IOC at 0.3 % through the index, or a market order. */
  private async taker(user: SoakUser, pair: Pair, market: boolean): Promise<Answer> {
    const o = this.order(pair, 1_000);
    const through = o.type === OrderSide.buy ? '1.003' : '0.997';
    const price = new Exact(pair.mid).times(through).div(pair.tick).floor().times(pair.tick);
    const fields = market
      ? { type: o.type, amount: o.amount, time_in_force: 'IOC' }
      : { ...o, target_price: price.toFixed(), time_in_force: 'IOC' };
    const answer = await this.trade(user, pair, fields);
    if (answer.ok === true) this.tally.trades += (answer.message as SpotOrderItem).fills.length;
    return answer;
  }

  private trade(user: SoakUser, pair: Pair, fields: Fields): Promise<Answer> {
    return this.call('POST', '/api/coin/trade', user, {
      currency_id: pair.base,
      legal_id: USDT,
      ...fields,
    });
  }

  /** Cancels one of the user's orders, mostly the oldest (it may have filled since). */
  private async cancel(user: SoakUser): Promise<Answer> {
    const list = this.open.get(user.id) ?? [];
    if (list.length === 0) return SKIP;
    const index = this.rng.next() < 0.7 ? 0 : this.rng.int(0, list.length - 1);
    const [id] = list.splice(index, 1);
    return this.call('PUT', '/api/coin/trade', user, { id });
  }

  /** Another user's order, or one that does not exist: refused either way. */
  private cancelForeign(user: SoakUser): Promise<Answer> {
    const other = [...this.open.entries()].find(([id, l]) => id !== user.id && l.length > 0);
    const id = other ? other[1][0]! : 1_000_000_000;
    return this.call('PUT', '/api/coin/trade', user, { id });
  }

  /** A user's request through HTTP, as the H5 client sends it. */
  private async call(
    method: 'POST' | 'PUT',
    url: string,
    user: SoakUser,
    fields: Fields,
  ): Promise<Answer> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
    const res = await this.world.app.inject({
      method,
      url,
      payload: body.toString(),
      headers: {
        authorization: user.token,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    const reply = res.json() as { type: string; message: unknown };
    if (res.statusCode === 200 && reply.type === 'ok') return { ok: true, message: reply.message };
    if (res.statusCode === 200 && reply.type === 'error') {
      return { ok: false, refusal: String(reply.message) };
    }
    this.unexpected(
      this.kind,
      `${method} ${url}: HTTP ${res.statusCode} ${JSON.stringify(reply).slice(0, 300)}`,
    );
    return { ok: false, refusal: 'unexpected reply' };
  }
}

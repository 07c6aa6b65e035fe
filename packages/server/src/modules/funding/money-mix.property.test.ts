/**
 * A seeded simulation of every way money moves for a customer: deposits (confirmed or
 * rejected), withdrawals (approved or rejected), transfers between the customer's own
 * accounts (`POST /wallet/change`) and conversions between USDT, BTC and ETH in the spot
 * account (`POST /user/Transfer`), across several users, against a model of every balance.
 * After each step no user balance is negative and every balance equals the model; at the
 * end each currency sums to zero over users and system accounts and the ledger verifies.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AccountType,
  Decimal,
  WITHDRAWAL_LIMIT_BTC,
  type AccountTypeName,
  type ConversionItem,
  Exact,
} from '@bourse/shared';
import { MINUTE_MS, DAY_MS } from '../../clock.ts';
import { DomainError } from '../../http/errors.ts';
import { call } from '../../test/helper.ts';
import { verifyLedger } from '../ledger/index.ts';
import { everyBalance } from '../ledger/testing.ts';
import { storeUpload } from '../uploads/index.ts';
import { CONVERT_DEFAULTS, splitConversion } from '../wallet/index.ts';
import { decideDeposit, requestDeposit, MAX_PENDING_DEPOSITS } from './deposits.ts';
import { decideWithdrawal } from './withdrawalDesk.ts';
import { placeWithdrawal } from './withdrawals.ts';

import { draws, random, simCoins, type SimCoin } from './simulation.ts';
import { BTC, PNG, USDT, customer, fundingApp, type Customer, type FundingApp } from './testing.ts';

const SEED = 20261123;
const STEPS = 3000;
const ETH = 2;
/** Index prices in USDT (USDT is pegged at 1). */
const PRICE: Record<number, string> = { [BTC]: '50000', [ETH]: '2500', [USDT]: '1' };
const NAME: Record<number, string> = { [BTC]: 'BTC', [ETH]: 'ETH', [USDT]: 'USDT' };
const DECIMALS: Record<number, number> = { [BTC]: 8, [ETH]: 8, [USDT]: 6 };
const COIN_IDS = [BTC, ETH, USDT];
/** The accounts that hold every one of these coins. */
const ACCOUNTS: AccountTypeName[] = ['legal', 'change', 'lever', 'micro'];

const COINS = simCoins({ deposit: [2, 4], withdraw: [1, 8] });

let f: FundingApp;
let users: Customer[];
beforeAll(async () => {
  f = await fundingApp({ BTC: PRICE[BTC]!, ETH: PRICE[ETH]! });
  users = [];
  for (let i = 0; i < 4; i++) users.push(await customer(f, { level: 1 }));
}, 120_000);
afterAll(() => f.close());

it(`mixes deposits, withdrawals, transfers and conversions and keeps the books (seed ${SEED})`, async () => {
  const rand = random(SEED);
  const { pick, amountOf } = draws(rand);
  /** Part of `available` (at least one unit of the coin), or now and then more than it. */
  const someOf = (available: Exact, coin: number): Exact => {
    const unit = new Exact(1).div(10 ** DECIMALS[coin]!);
    if (available.gt(0) && rand() < 0.85) {
      const part = available.times(rand()).toDecimalPlaces(DECIMALS[coin]!, Decimal.ROUND_DOWN);
      return Decimal.max(part, unit) as Exact;
    }
    return available.plus(unit.times(Math.floor(rand() * 10 ** DECIMALS[coin]!) + 1));
  };
  const ctx = f.t.ctx;
  const feeRate = new Decimal(CONVERT_DEFAULTS.fee_rate);

  const model = new Map<string, { available: Exact; frozen: Exact }>();
  const held = (user: number, account: AccountTypeName | number, coin: number) => {
    const type = typeof account === 'number' ? account : AccountType[account];
    const key = `${user}:${type}:${coin}`;
    let b = model.get(key);
    if (!b) model.set(key, (b = { available: new Exact(0), frozen: new Exact(0) }));
    return b;
  };
  const pendingDeposits: { id: number; user: number; coin: number; amount: string }[] = [];
  const pendingWithdrawals: { id: number; user: number; coin: SimCoin; amount: string }[] = [];
  const history: { id: number; user: number; at: number; btc: Exact; live: boolean }[] = [];
  const counts: Record<string, number> = {};
  const tally = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);

  const refusal = async (run: () => Promise<unknown>): Promise<string | undefined> => {
    try {
      await run();
      return undefined;
    } catch (error) {
      if (error instanceof DomainError) return error.key;
      throw error;
    }
  };

  const started = Date.now();
  for (let step = 0; step < STEPS; step++) {
    const roll = rand();
    let op: string;
    if (roll < 0.17) {
      op = 'deposit';
      const user = pick(users).id;
      const coin = pick(COINS);
      const amount = amountOf(coin.deposit);
      if (pendingDeposits.filter((d) => d.user === user).length < MAX_PENDING_DEPOSITS) {
        const voucher = await storeUpload(ctx, user, PNG);
        const body = {
          account: 'change' as const,
          amount,
          currency: coin.id,
          network: coin.network,
          voucher,
        };
        const view = await requestDeposit(ctx, user, body);
        pendingDeposits.push({ id: view.id, user, coin: coin.id, amount });
      }
    } else if (roll < 0.3) {
      op = 'decideDeposit';
      if (pendingDeposits.length) {
        const d = pendingDeposits.splice(Math.floor(rand() * pendingDeposits.length), 1)[0]!;
        const confirm = rand() < 0.85;
        await decideDeposit(ctx, {
          operatorId: f.financeId,
          depositId: d.id,
          confirm,
          reason: 'no',
        });
        if (confirm) {
          const b = held(d.user, 'change', d.coin);
          b.available = b.available.plus(d.amount);
        }
        tally(confirm ? 'depositConfirmed' : 'depositRejected');
      }
    } else if (roll < 0.44) {
      op = 'withdraw';
      const user = pick(users).id;
      const coin = pick(COINS);
      const amount = rand() < 0.1 ? coin.min : amountOf(coin.withdraw);
      const b = held(user, 'change', coin.id);
      const total = new Exact(amount).plus(coin.fee);
      const btc = (
        coin.id === BTC ? new Exact(amount) : new Exact(amount).div(PRICE[BTC]!)
      ).toDecimalPlaces(18, Decimal.ROUND_UP);
      const now = ctx.clock.now().getTime();
      const used = history
        .filter((h) => h.user === user && h.live && h.at > now - DAY_MS)
        .reduce((sum, h) => sum.plus(h.btc), new Exact(0));
      const expected = new Exact(amount).lt(coin.min)
        ? 'errors.withdrawalBelowMinimum'
        : used.plus(btc).gt(WITHDRAWAL_LIMIT_BTC[1])
          ? 'errors.withdrawalLimit'
          : total.gt(b.available)
            ? 'errors.insufficientBalance'
            : undefined;
      let placedId = 0;
      const outcome = await refusal(async () => {
        const view = await placeWithdrawal(ctx, user, {
          currency: coin.id,
          amount,
          network: coin.network,
          address: coin.address,
          account: 'change',
        });
        placedId = view.id;
      });
      expect(outcome, `step ${step}: withdraw ${amount} of ${coin.id}`).toBe(expected);
      tally(outcome ?? 'withdrawalPlaced');
      if (!outcome) {
        b.available = b.available.minus(total);
        b.frozen = b.frozen.plus(total);
        pendingWithdrawals.push({ id: placedId, user, coin, amount });
        history.push({ id: placedId, user, at: now, btc, live: true });
      }
    } else if (roll < 0.54) {
      op = 'decideWithdrawal';
      if (pendingWithdrawals.length) {
        const w = pendingWithdrawals.splice(Math.floor(rand() * pendingWithdrawals.length), 1)[0]!;
        const approve = rand() < 0.7;
        const total = new Exact(w.amount).plus(w.coin.fee);
        const b = held(w.user, 'change', w.coin.id);
        const base = { operatorId: f.financeId, withdrawalId: w.id };
        await decideWithdrawal(
          ctx,
          approve
            ? { ...base, approve, txHash: `0x${w.id.toString(16).padStart(64, '0')}` }
            : { ...base, approve, reason: 'no' },
        );
        b.frozen = b.frozen.minus(total);
        if (!approve) {
          b.available = b.available.plus(total);
          history.find((h) => h.id === w.id)!.live = false;
        }
        tally(approve ? 'withdrawalApproved' : 'withdrawalRejected');
      }
    } else if (roll < 0.76) {
      op = 'transfer';
      const who = pick(users);
      const coin = pick(COIN_IDS);
      const from = pick(ACCOUNTS);
      const to = pick(ACCOUNTS.filter((a) => a !== from));
      const source = held(who.id, from, coin);
      const amount = someOf(source.available, coin);
      const body = { currency_id: coin, number: amount.toFixed(), from_field: from, to_field: to };
      const r = await call(f.t.app, 'POST', '/wallet/change', body, who.token);
      const label = `step ${step}: move ${amount.toFixed()} ${NAME[coin]} ${from}->${to}`;
      if (amount.gt(source.available)) {
        expect([r.type, r.message], label).toEqual(['error', `Insufficient ${NAME[coin]} balance`]);
        tally('transferRefused');
      } else {
        expect(r.type, label).toBe('ok');
        source.available = source.available.minus(amount);
        const target = held(who.id, to, coin);
        target.available = target.available.plus(amount);
        tally('transferDone');
      }
    } else if (roll < 0.96) {
      op = 'convert';
      const who = pick(users);
      const from = pick(COIN_IDS);
      const to = pick(COIN_IDS.filter((c) => c !== from));
      const source = held(who.id, 'change', from);
      const places = DECIMALS[from]!;
      const min = new Exact(CONVERT_DEFAULTS.min_usdt)
        .div(PRICE[from]!)
        .toDecimalPlaces(places, Decimal.ROUND_UP);
      const amount =
        rand() < 0.08
          ? (min.minus(new Exact(1).div(10 ** places)) as Exact)
          : someOf(source.available, from);
      const split = splitConversion(
        amount.toFixed(),
        PRICE[from]!,
        PRICE[to]!,
        feeRate,
        DECIMALS[to]!,
      );
      const body = { number: amount.toFixed(), from_currency_id: from, to_currency_id: to };
      const r = await call<ConversionItem>(f.t.app, 'POST', '/user/Transfer', body, who.token);
      const label = `step ${step}: convert ${amount.toFixed()} ${NAME[from]}->${NAME[to]}`;
      if (amount.lt(min) || split.received.lte(0)) {
        expect([r.type, r.message], label).toEqual([
          'error',
          `The minimum amount to convert is ${min.toFixed()} ${NAME[from]}`,
        ]);
        tally('conversionBelowMin');
      } else if (amount.gt(source.available)) {
        expect([r.type, r.message], label).toEqual(['error', `Insufficient ${NAME[from]} balance`]);
        tally('conversionRefused');
      } else {
        expect(r.type, label).toBe('ok');
        // The row says what the user got and what the fee was: exactly the split.
        const row = r.message;
        expect([row.number, row.received, row.fee], label).toEqual([
          amount.toFixed(),
          split.received.toFixed(),
          split.fee.toFixed(),
        ]);
        source.available = source.available.minus(row.number);
        const target = held(who.id, 'change', to);
        target.available = target.available.plus(row.received);
        tally('conversionDone');
      }
    } else {
      op = 'time';
      f.t.clock.advance(Math.floor(rand() * 180) * MINUTE_MS);
    }
    tally(op);

    const rows = await everyBalance(ctx.db, { ownerKind: 'user' });
    for (const row of rows) {
      const [available, frozen] = [new Exact(row.available), new Exact(row.frozen)];
      expect(available.gte(0) && frozen.gte(0), `step ${step}: negative balance`).toBe(true);
      const b = held(row.owner.id, row.account, row.currency);
      expect([available.toFixed(), frozen.toFixed()], `step ${step}`).toEqual([
        b.available.toFixed(),
        b.frozen.toFixed(),
      ]);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`money mix (seed ${SEED}): ${STEPS} steps in ${seconds} s`, counts);

  // Every kind of step happened, and every outcome of each was met.
  for (const key of [
    'depositConfirmed',
    'depositRejected',
    'withdrawalPlaced',
    'withdrawalApproved',
    'withdrawalRejected',
    'errors.insufficientBalance',
    'transferDone',
    'transferRefused',
    'conversionDone',
    'conversionRefused',
    'conversionBelowMin',
    'time',
  ]) {
    expect(counts[key] ?? 0, key).toBeGreaterThan(0);
  }
  expect(counts.transferDone!).toBeGreaterThan(STEPS / 10);
  expect(counts.conversionDone!).toBeGreaterThan(STEPS / 20);

  // Every balance the model holds is in the books (none missing), ...
  const all = await everyBalance(ctx.db);
  const userRows = all.filter((r) => r.owner.kind === 'user');
  const stored = new Set(
    userRows.map((r) => `${r.owner.id}:${AccountType[r.account]}:${r.currency}`),
  );
  for (const [key, b] of model) {
    if (!b.available.isZero() || !b.frozen.isZero()) expect(stored.has(key), key).toBe(true);
  }
  // ... each currency sums to zero over users and system accounts, ...
  const totals = new Map<number, Exact>();
  for (const r of all) {
    const sum = new Exact(r.available).plus(r.frozen);
    totals.set(r.currency, (totals.get(r.currency) ?? new Exact(0)).plus(sum));
  }
  for (const coin of COIN_IDS) expect(totals.has(coin), NAME[coin]).toBe(true);
  for (const [currency, total] of totals) expect(total.toFixed(), `currency ${currency}`).toBe('0');
  // ... and the ledger verifies clean.
  const report = await verifyLedger(ctx.db);
  expect(report.problems).toEqual([]);
}, 600_000);

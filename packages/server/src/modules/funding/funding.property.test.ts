/**
 * A seeded simulation: thousands of random deposits, confirmations, rejections,
 * withdrawals, approvals and rejections across users, through the services, against a
 * naive model of every balance. After each step no user balance is negative and the books
 * match the model; at the end the ledger verifies clean.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Decimal, WITHDRAWAL_LIMIT_BTC, Exact } from '@bourse/shared';
import { MINUTE_MS, DAY_MS } from '../../clock.ts';
import { DomainError } from '../../http/errors.ts';
import { verifyLedger } from '../ledger/index.ts';
import { everyBalance } from '../ledger/testing.ts';
import { storeUpload } from '../uploads/index.ts';
import { decideDeposit, requestDeposit, MAX_PENDING_DEPOSITS } from './deposits.ts';
import { decideWithdrawal } from './withdrawalDesk.ts';
import { placeWithdrawal } from './withdrawals.ts';

import { draws, random, simCoins, type SimCoin } from './simulation.ts';
import { BTC, PNG, customer, fundingApp, type FundingApp } from './testing.ts';

const SEED = 20261122;
const STEPS = 2500;
const BTC_PRICE = '50000';

const COINS = simCoins({ deposit: [120, 4], withdraw: [60, 8] });

let f: FundingApp;
let users: number[];
beforeAll(async () => {
  f = await fundingApp({ BTC: BTC_PRICE });
  users = [];
  for (let i = 0; i < 4; i++) users.push((await customer(f, { level: 1 })).id);
}, 120_000);
afterAll(() => f.close());

it(`keeps every balance non-negative and equal to the model (seed ${SEED})`, async () => {
  const rand = random(SEED);
  const { pick, amountOf } = draws(rand);
  const ctx = f.t.ctx;

  const model = new Map<string, { available: Exact; frozen: Exact }>();
  const held = (user: number, coin: number) => {
    const key = `${user}:${coin}`;
    let b = model.get(key);
    if (!b) model.set(key, (b = { available: new Exact(0), frozen: new Exact(0) }));
    return b;
  };
  const pendingDeposits: { id: number; user: number; coin: number; amount: string }[] = [];
  const decidedDeposits: number[] = [];
  const pendingWithdrawals: { id: number; user: number; coin: SimCoin; amount: string }[] = [];
  const history: { id: number; user: number; at: number; btc: Exact; live: boolean }[] = [];
  const counts: Record<string, number> = {};

  const refusal = async (run: () => Promise<unknown>): Promise<string | undefined> => {
    try {
      await run();
      return undefined;
    } catch (error) {
      if (error instanceof DomainError) return error.key;
      throw error;
    }
  };

  for (let step = 0; step < STEPS; step++) {
    const roll = rand();
    let op: string;
    if (roll < 0.28) {
      op = 'deposit';
      const user = pick(users);
      const coin = pick(COINS);
      const amount = amountOf(coin.deposit);
      const voucher = await storeUpload(ctx, user, PNG);
      const mine = pendingDeposits.filter((d) => d.user === user).length;
      const body = {
        account: 'change' as const,
        amount,
        currency: coin.id,
        network: coin.network,
        voucher,
      };
      if (mine >= MAX_PENDING_DEPOSITS) {
        expect(await refusal(() => requestDeposit(ctx, user, body))).toBe(
          'errors.tooManyPendingDeposits',
        );
      } else {
        const view = await requestDeposit(ctx, user, body);
        pendingDeposits.push({ id: view.id, user, coin: coin.id, amount });
      }
    } else if (roll < 0.48) {
      op = 'confirm';
      const confirm = rand() < 0.8;
      if (pendingDeposits.length && rand() < 0.9) {
        const d = pendingDeposits.splice(Math.floor(rand() * pendingDeposits.length), 1)[0]!;
        await decideDeposit(ctx, {
          operatorId: f.financeId,
          depositId: d.id,
          confirm,
          reason: 'no',
        });
        if (confirm) held(d.user, d.coin).available = held(d.user, d.coin).available.plus(d.amount);
        decidedDeposits.push(d.id);
      } else if (decidedDeposits.length) {
        const again = () =>
          decideDeposit(ctx, {
            operatorId: f.financeId,
            depositId: pick(decidedDeposits),
            confirm,
            reason: 'x',
          });
        expect(await refusal(again)).toBe('errors.depositDecided');
      }
    } else if (roll < 0.75) {
      op = 'withdraw';
      const user = pick(users);
      const coin = pick(COINS);
      const amount = rand() < 0.1 ? coin.min : amountOf(coin.withdraw);
      const b = held(user, coin.id);
      const total = new Exact(amount).plus(coin.fee);
      const btc = (
        coin.id === BTC ? new Exact(amount) : new Exact(amount).div(BTC_PRICE)
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
      if (outcome) counts[outcome] = (counts[outcome] ?? 0) + 1;
      if (!outcome) {
        b.available = b.available.minus(total);
        b.frozen = b.frozen.plus(total);
        pendingWithdrawals.push({ id: placedId, user, coin, amount });
        history.push({ id: placedId, user, at: now, btc, live: true });
      }
    } else if (roll < 0.93) {
      op = 'decideWithdrawal';
      if (pendingWithdrawals.length) {
        const w = pendingWithdrawals.splice(Math.floor(rand() * pendingWithdrawals.length), 1)[0]!;
        const approve = rand() < 0.7;
        const total = new Exact(w.amount).plus(w.coin.fee);
        const b = held(w.user, w.coin.id);
        if (approve) {
          const txHash = `0x${w.id.toString(16).padStart(64, '0')}`;
          await decideWithdrawal(ctx, {
            operatorId: f.financeId,
            withdrawalId: w.id,
            approve,
            txHash,
          });
          b.frozen = b.frozen.minus(total);
        } else {
          await decideWithdrawal(ctx, {
            operatorId: f.financeId,
            withdrawalId: w.id,
            approve,
            reason: 'no',
          });
          b.frozen = b.frozen.minus(total);
          b.available = b.available.plus(total);
          history.find((h) => h.id === w.id)!.live = false;
        }
        const twice = () =>
          decideWithdrawal(ctx, {
            operatorId: f.financeId,
            withdrawalId: w.id,
            approve: false,
            reason: 'x',
          });
        if (rand() < 0.1) expect(await refusal(twice)).toBe('errors.withdrawalDecided');
      }
    } else {
      op = 'time';
      f.t.clock.advance(Math.floor(rand() * 180) * MINUTE_MS);
    }
    counts[op] = (counts[op] ?? 0) + 1;

    const rows = await everyBalance(ctx.db, { ownerKind: 'user' });
    for (const row of rows) {
      expect(new Exact(row.available).gte(0) && new Exact(row.frozen).gte(0)).toBe(true);
      const b = held(row.owner.id, row.currency);
      expect(
        [new Exact(row.available).toFixed(), new Exact(row.frozen).toFixed()],
        `step ${step}`,
      ).toEqual([b.available.toFixed(), b.frozen.toFixed()]);
    }
  }

  // Every kind of step happened, often.
  for (const op of ['deposit', 'confirm', 'withdraw', 'decideWithdrawal', 'time']) {
    expect(counts[op] ?? 0).toBeGreaterThan(STEPS / 20);
  }
  expect(history.length).toBeGreaterThan(100);
  // ... and every refusal a withdrawal can meet was met.
  for (const key of [
    'errors.withdrawalBelowMinimum',
    'errors.withdrawalLimit',
    'errors.insufficientBalance',
  ]) {
    expect(counts[key] ?? 0, key).toBeGreaterThan(0);
  }
  const report = await verifyLedger(ctx.db);
  expect(report.problems).toEqual([]);
}, 600_000);

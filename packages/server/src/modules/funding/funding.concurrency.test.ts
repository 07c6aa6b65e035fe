/**
 * Races on PostgreSQL (PGlite runs one transaction at a time, so there is nothing to race
 * there): 200 simultaneous withdrawals against one balance never overdraw, nor do 200
 * withdrawals and transfers mixed, a deposit confirmed by many desks at once credits once,
 * and many decisions at once, all on `external` and `fees` (spread over several rows),
 * leave those balances exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { dec } from '@bourse/shared';
import { openPostgres, type Database } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { balancesOf, systemOwner } from '../ledger/index.ts';
import { storeUpload } from '../uploads/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { decideDeposit, requestDeposit } from './deposits.ts';
import { decideWithdrawal } from './withdrawalDesk.ts';
import { placeWithdrawal } from './withdrawals.ts';
import {
  BTC,
  BTC_ADDRESS,
  PNG,
  TRON_ADDRESS,
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  type Customer,
  type FundingApp,
} from './testing.ts';

const RACERS = 200;
const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

/** Ends a pool and waits until every connection is gone, so the database can be dropped. */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** Counts the successes; every failure must be one of the expected refusals. */
async function outcomes(attempts: Promise<unknown>[], allowed: string[]): Promise<number> {
  const settled = await Promise.allSettled(attempts);
  const unexpected = settled.filter(
    (s) =>
      s.status === 'rejected' &&
      !(s.reason instanceof DomainError && allowed.includes(s.reason.key)),
  );
  expect(unexpected).toEqual([]);
  return settled.filter((s) => s.status === 'fulfilled').length;
}

describe.skipIf(!process.env.DATABASE_URL)('funding races on PostgreSQL', () => {
  let f: FundingApp;
  let race: Database;
  let olga: Customer;
  beforeAll(async () => {
    f = await fundingApp();
    race = await openPostgres(poolOf(f.t.ctx.database).options.connectionString!, 40);
    olga = await customer(f);
  }, 120_000);
  afterAll(async () => {
    await endPool(poolOf(race));
    await f.close();
  });

  it('200 simultaneous withdrawals of 10 USDT (+1 fee) against 1000 USDT: exactly 90 pass', async () => {
    await fund(f, olga, USDT, '1000');
    const ctx = { ...f.t.ctx, db: race.db };
    const placed = await outcomes(
      Array.from({ length: RACERS }, () =>
        placeWithdrawal(ctx, olga.id, {
          currency: USDT,
          amount: '10',
          network: 'TRC20',
          address: TRON_ADDRESS,
          account: 'change',
        }),
      ),
      ['errors.insufficientBalance'],
    );
    expect(placed).toBe(90);
    expect(await balanceOf(f, olga, USDT)).toEqual({ available: '10', frozen: '990' });
    await expectLedgerBalanced(f.t.ctx);
  });

  it('20 simultaneous 15 BTC withdrawals against the 200 BTC daily limit: exactly 13 pass', async () => {
    // Grouped or not, each withdrawal is judged against the ones placed before it: the 24-hour
    // sum sees the earlier works of its own group, and the user's row lock the other groups.
    const vera = await customer(f, { level: 1 });
    await fund(f, vera, BTC, '1000');
    const ctx = { ...f.t.ctx, db: race.db };
    const placed = await outcomes(
      Array.from({ length: 20 }, () =>
        placeWithdrawal(ctx, vera.id, {
          currency: BTC,
          amount: '15',
          network: 'BTC',
          address: BTC_ADDRESS,
          account: 'change',
        }),
      ),
      ['errors.withdrawalLimit'],
    );
    expect(placed).toBe(13);
    // 13 x (15 + the 0.0005 BTC network fee) held, the rest free.
    expect(await balanceOf(f, vera, BTC)).toEqual({ available: '804.9935', frozen: '195.0065' });
    await expectLedgerBalanced(f.t.ctx);
  });

  it('100 withdrawals and 100 transfers at once against 1000 USDT never overdraw', async () => {
    const ivan = await customer(f);
    await fund(f, ivan, USDT, '1000');
    const ctx = { ...f.t.ctx, db: race.db };
    // Each withdrawal takes 11 (10 + 1 fee) from spot, each transfer 10 from spot to
    // contract: 100 x 11 + 100 x 10 = 2100 asked of 1000, so most must be refused.
    const withdrawals = Array.from({ length: RACERS / 2 }, () =>
      placeWithdrawal(ctx, ivan.id, {
        currency: USDT,
        amount: '10',
        network: 'TRC20',
        address: TRON_ADDRESS,
        account: 'change',
      }).then(() => 'withdrawal'),
    );
    const transfers = Array.from({ length: RACERS / 2 }, async () => {
      const res = await f.t.app.inject({
        method: 'POST',
        url: '/api/wallet/change',
        headers: { authorization: ivan.token },
        payload: { currency_id: USDT, number: '10', from_field: 'change', to_field: 'lever' },
      });
      const body = res.json() as { type: string; message: string };
      if (body.type === 'ok') return 'transfer';
      expect(body.message).toMatch(/^Insufficient/);
      return 'refused';
    });
    await outcomes([...withdrawals, ...transfers], ['errors.insufficientBalance']);
    const spot = await balanceOf(f, ivan, USDT);
    const contract = await balanceOf(f, ivan, USDT, 'lever');
    const settled = await Promise.allSettled([...withdrawals, ...transfers]);
    const count = (what: string) =>
      settled.filter((r) => r.status === 'fulfilled' && r.value === what).length;
    const w = count('withdrawal');
    const t = count('transfer');
    // Nothing was created or lost: what left spot is exactly what the others hold.
    expect(w * 11 + t * 10).toBeLessThanOrEqual(1000);
    expect(spot.frozen).toBe(String(w * 11));
    expect(contract.available).toBe(String(t * 10));
    expect(spot.available).toBe(String(1000 - w * 11 - t * 10));
    // At least one withdrawal was refused (100 x 11 > 1000), so what is left cannot pay one.
    expect(dec(spot.available).lt(11)).toBe(true);
    await expectLedgerBalanced(f.t.ctx);
  });

  it('a deposit confirmed 20 times at once credits once', async () => {
    const voucher = await storeUpload(f.t.ctx, olga.id, PNG);
    const deposit = await requestDeposit(f.t.ctx, olga.id, {
      account: 'legal',
      amount: '77.7',
      currency: USDT,
      network: 'TRC20',
      voucher,
    });
    const ctx = { ...f.t.ctx, db: race.db };
    const confirmed = await outcomes(
      Array.from({ length: 20 }, () =>
        decideDeposit(ctx, { operatorId: f.financeId, depositId: deposit.id, confirm: true }),
      ),
      ['errors.depositDecided'],
    );
    expect(confirmed).toBe(1);
    expect(await balanceOf(f, olga, USDT, 'legal')).toEqual({ available: '77.7', frozen: '0' });
    await expectLedgerBalanced(f.t.ctx);
  });

  it('40 deposits confirmed and 20 withdrawals approved at once: external and fees exact', async () => {
    const system = async (name: 'external' | 'fees') => {
      const [b] = await balancesOf(f.t.ctx.db, systemOwner(name), {
        account: 'change',
        currencies: [USDT],
      });
      return dec(b?.available ?? 0);
    };
    const people = [await customer(f), await customer(f), await customer(f), await customer(f)];
    for (const p of people) await fund(f, p, USDT, '100');
    const deposits: number[] = [];
    for (const p of people) {
      for (let i = 0; i < 10; i++) {
        const voucher = await storeUpload(f.t.ctx, p.id, PNG);
        const view = await requestDeposit(f.t.ctx, p.id, {
          account: 'change',
          amount: '12.5',
          currency: USDT,
          network: 'TRC20',
          voucher,
        });
        deposits.push(view.id);
      }
    }
    const withdrawals: number[] = [];
    for (const p of people) {
      for (let i = 0; i < 5; i++) {
        const view = await placeWithdrawal(f.t.ctx, p.id, {
          currency: USDT,
          amount: '10',
          network: 'TRC20',
          address: TRON_ADDRESS,
          account: 'change',
        });
        withdrawals.push(view.id);
      }
    }
    const [external, fees] = [await system('external'), await system('fees')];
    const ctx = { ...f.t.ctx, db: race.db };
    const decided = await outcomes(
      [
        ...deposits.map((depositId) =>
          decideDeposit(ctx, { operatorId: f.financeId, depositId, confirm: true }),
        ),
        ...withdrawals.map((withdrawalId) =>
          decideWithdrawal(ctx, {
            operatorId: f.financeId,
            withdrawalId,
            approve: true,
            txHash: `0x${withdrawalId.toString(16).padStart(64, '0')}`,
          }),
        ),
      ],
      [],
    );
    expect(decided).toBe(60);
    // 40 x 12.5 came in from outside, 20 x 10 went out; 20 fees of 1 were kept.
    expect((await system('external')).minus(external).toFixed()).toBe('-300'); // -500 + 200
    expect((await system('fees')).minus(fees).toFixed()).toBe('20');
    for (const p of people) {
      expect(await balanceOf(f, p, USDT)).toEqual({ available: '170', frozen: '0' });
    }
    await expectLedgerBalanced(f.t.ctx);
  });
});

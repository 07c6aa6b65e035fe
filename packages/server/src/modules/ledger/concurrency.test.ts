/**
 * Concurrent postings on PostgreSQL (PGlite runs one transaction at a time, so there is
 * nothing to race there): conditional debits never overdraw, lock order prevents
 * deadlocks, a key posted many times at once credits once, and a spread system account
 * (policy.ts) sums exactly and, when guarded, is never overdrawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { JournalReason, SystemAccount, dec, type SystemAccountName } from '@bourse/shared';
import { openPostgres, type Database } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  balancesOf,
  creditFromSystem,
  debitToSystem,
  getBalance,
  postJournal,
  systemOwner,
  transfer,
  userOwner,
} from './index.ts';
import { balances } from './tables.ts';
import { expectLedgerBalanced } from './testing.ts';

const USDT = 3;
const RACERS = 40;

const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

/**
 * pg-pool's end() resolves as soon as it has asked its connections to close, not when they
 * have; dropping the test database at that moment makes the closing ones fail loudly. So
 * the racing pool is ended here, waiting for every connection to be gone.
 */
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

describe.skipIf(!process.env.DATABASE_URL)('concurrent postings on PostgreSQL', () => {
  let t: TestApp;
  /** A second pool on the test database, wide enough for the races to be real. */
  let race: Database;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedCurrencies(t.ctx.db);
    race = await openPostgres(poolOf(t.ctx.database).options.connectionString!, RACERS);
  });
  afterAll(async () => {
    await endPool(poolOf(race));
    await t.close();
  });

  const side = (user: number) => ({ owner: userOwner(user), account: 'change' as const });
  const fund = (user: number, amount: string, currency = USDT) =>
    t.ctx.db.transaction((tx) =>
      creditFromSystem(tx, {
        idempotencyKey: `fund:${user}:${currency}`,
        reason: JournalReason.deposit,
        ref: { table: 'tests', id: user },
        at: t.clock.now(),
        system: 'external',
        to: side(user),
        currency,
        amount: dec(amount),
      }),
    );
  const balanceOf = (user: number) =>
    getBalance(t.ctx.db, user, 'change', USDT).then((b) => [b.available, b.frozen]);
  /** Every outcome is a posting or an insufficient-balance refusal; anything else fails. */
  const outcomes = async (attempts: Promise<unknown>[]) => {
    const settled = await Promise.allSettled(attempts);
    const unexpected = settled.filter(
      (s) =>
        s.status === 'rejected' &&
        !(s.reason instanceof DomainError && s.reason.key === 'errors.insufficientBalance'),
    );
    expect(unexpected).toEqual([]);
    return settled.filter((s) => s.status === 'fulfilled').length;
  };

  it('200 simultaneous debits of 1 against a balance of 150: exactly 150 pass', async () => {
    await fund(1, '150');
    const posted = await outcomes(
      Array.from({ length: 200 }, (_, i) =>
        race.db.transaction((tx) =>
          debitToSystem(tx, {
            idempotencyKey: `withdraw:${i}`,
            reason: JournalReason.withdraw,
            ref: { table: 'withdrawals', id: i },
            at: t.clock.now(),
            from: side(1),
            system: 'external',
            currency: USDT,
            amount: dec(1),
          }),
        ),
      ),
    );
    expect(posted).toBe(150);
    expect(await balanceOf(1)).toEqual(['0', '0']);
    await expectLedgerBalanced(t.ctx);
  });

  it('transfers both ways between two users at once without deadlock or loss', async () => {
    await fund(2, '50');
    await fund(3, '50');
    const move = (i: number, from: number, to: number) =>
      race.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: `swap:${i}`,
          reason: JournalReason.userTransfer,
          ref: { table: 'tests', id: i },
          at: t.clock.now(),
          from: side(from),
          to: side(to),
          currency: USDT,
          amount: dec(1),
        }),
      );
    const posted = await outcomes(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? move(i, 2, 3) : move(i, 3, 2))),
    );
    expect(posted).toBeGreaterThan(0);
    const [a, b] = [await balanceOf(2), await balanceOf(3)];
    expect(dec(a[0]!).plus(b[0]!).toFixed()).toBe('100');
    await expectLedgerBalanced(t.ctx);
  });

  it('credits once when the same key is posted 50 times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        race.db.transaction((tx) =>
          creditFromSystem(tx, {
            idempotencyKey: 'deposit:same',
            reason: JournalReason.deposit,
            ref: { table: 'deposits', id: 'same' },
            at: t.clock.now(),
            system: 'external',
            to: side(4),
            currency: USDT,
            amount: dec('7.5'),
          }),
        ),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.journalId)).size).toBe(1);
    expect(await balanceOf(4)).toEqual(['7.5', '0']);
    await expectLedgerBalanced(t.ctx);
  });

  /** The stored rows of a system account's change balance: what the readers sum. */
  const rowsOfSystem = async (system: SystemAccountName, currency: number) =>
    (
      await t.ctx.db
        .select({ slot: balances.slot, available: balances.available })
        .from(balances)
        .where(
          and(
            eq(balances.ownerKind, 'system'),
            eq(balances.ownerId, SystemAccount[system]),
            eq(balances.accountType, 2),
            eq(balances.currencyId, currency),
          ),
        )
    ).map((r) => ({ slot: r.slot, available: dec(r.available) }));
  const summed = async (system: SystemAccountName, currency: number) => {
    const [b] = await balancesOf(t.ctx.db, systemOwner(system), { currencies: [currency] });
    return b?.available;
  };

  it('300 postings at once through external and fees: spread over rows, summed exactly', async () => {
    const users = Array.from({ length: 30 }, (_, i) => 100 + i);
    for (const user of users) await fund(user, '100');
    const start = dec((await summed('external', USDT))!);
    // Half the racers deposit 2 USDT from external; half pay 1 to external and 0.1 to fees
    // in one journal, as a withdrawal's approval does.
    const posted = await outcomes(
      Array.from({ length: 300 }, (_, i) =>
        race.db.transaction((tx) => {
          const user = side(users[i % users.length]!);
          const header = {
            idempotencyKey: `spread:${i}`,
            reason: JournalReason.adjustment,
            ref: { table: 'tests', id: i },
            at: t.clock.now(),
          };
          if (i % 2 === 0) {
            return creditFromSystem(tx, {
              ...header,
              system: 'external',
              to: user,
              currency: USDT,
              amount: dec(2),
            });
          }
          const system = (name: SystemAccountName) => ({
            owner: systemOwner(name),
            account: 'change' as const,
          });
          return postJournal(tx, {
            ...header,
            entries: [
              { ...user, currency: USDT, bucket: 'available', amount: dec('-1.1') },
              { ...system('external'), currency: USDT, bucket: 'available', amount: dec(1) },
              { ...system('fees'), currency: USDT, bucket: 'available', amount: dec('0.1') },
            ],
          });
        }),
      ),
    );
    expect(posted).toBe(300);
    expect(await summed('external', USDT)).toBe(start.minus(300).plus(150).toFixed());
    expect(await summed('fees', USDT)).toBe('15');
    // Spread: the racers took different rows of each.
    expect((await rowsOfSystem('external', USDT)).length).toBeGreaterThan(1);
    expect((await rowsOfSystem('fees', USDT)).length).toBeGreaterThan(1);
    // Racer i acts for user i % 30, so even users had 10 deposits of 2, odd ones paid 1.1
    // ten times.
    for (const [k, user] of users.entries()) {
      expect(await balanceOf(user)).toEqual([k % 2 ? '89' : '120', '0']);
    }
    await expectLedgerBalanced(t.ctx);
  });

  it('100 debits of fees at once take only what row 0 holds, and no row goes below zero', async () => {
    const feesBtc = 1;
    await fund(200, '1', feesBtc);
    // 64 fees of 0.01 BTC one after another: two on each of the 32 rows, taken in turn.
    for (let i = 0; i < 64; i++) {
      await t.ctx.db.transaction((tx) =>
        debitToSystem(tx, {
          idempotencyKey: `fee-in:${i}`,
          reason: JournalReason.fee,
          ref: { table: 'tests', id: i },
          at: t.clock.now(),
          from: side(200),
          system: 'fees',
          currency: feesBtc,
          amount: dec('0.01'),
        }),
      );
    }
    const before = await rowsOfSystem('fees', feesBtc);
    const slot0 = before.find((r) => r.slot === 0)!.available;
    expect(slot0.gt(0)).toBe(true);
    const pay = (i: number) =>
      race.db.transaction((tx) =>
        creditFromSystem(tx, {
          idempotencyKey: `fee-out:${i}`,
          reason: JournalReason.adjustment,
          ref: { table: 'tests', id: i },
          at: t.clock.now(),
          system: 'fees',
          to: side(201),
          currency: feesBtc,
          amount: dec('0.01'),
        }),
      );
    const paid = await outcomes(Array.from({ length: 100 }, (_, i) => pay(i)));
    // Exactly what row 0 held, though the whole balance (0.64) would have paid 64.
    expect(dec(paid).times('0.01').toFixed()).toBe(slot0.toFixed());
    const after = await rowsOfSystem('fees', feesBtc);
    expect(after.filter((r) => r.available.isNegative())).toEqual([]);
    expect(await summed('fees', feesBtc)).toBe(dec('0.64').minus(slot0).toFixed());
    expect(await getBalance(t.ctx.db, 201, 'change', feesBtc)).toMatchObject({
      available: slot0.toFixed(),
    });
    await expectLedgerBalanced(t.ctx);
  });

  it('fees paid in and out at once: no row below zero, the sum exact', async () => {
    const feesBtc = 1;
    const start = dec((await summed('fees', feesBtc)) ?? 0);
    await fund(202, '1', feesBtc);
    const header = (what: string, i: number) => ({
      idempotencyKey: `fee-mix:${what}:${i}`,
      reason: JournalReason.adjustment,
      ref: { table: 'tests', id: i },
      at: t.clock.now(),
      currency: feesBtc,
      amount: dec('0.01'),
    });
    const attempts = Array.from({ length: 120 }, (_, i) =>
      race.db
        .transaction((tx) =>
          i % 2
            ? debitToSystem(tx, { ...header('in', i), from: side(202), system: 'fees' })
            : creditFromSystem(tx, { ...header('out', i), system: 'fees', to: side(203) }),
        )
        .then(() => (i % 2 ? 'in' : 'out')),
    );
    await outcomes(attempts);
    const settled = await Promise.allSettled(attempts);
    const count = (what: string) =>
      settled.filter((r) => r.status === 'fulfilled' && r.value === what).length;
    expect(count('in')).toBe(60);
    const after = await rowsOfSystem('fees', feesBtc);
    expect(after.filter((r) => r.available.isNegative())).toEqual([]);
    expect(await summed('fees', feesBtc)).toBe(
      start.plus(dec('0.01').times(60 - count('out'))).toFixed(),
    );
    await expectLedgerBalanced(t.ctx);
  });
});

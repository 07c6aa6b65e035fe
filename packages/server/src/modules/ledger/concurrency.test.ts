/**
 * Concurrent postings on PostgreSQL (PGlite runs one transaction at a time, so there is
 * nothing to race there): conditional debits never overdraw, lock order prevents
 * deadlocks, and a key posted many times at once credits once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { JournalReason, dec } from '@bourse/shared';
import { openPostgres, type Database } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { creditFromSystem, debitToSystem, getBalance, transfer, userOwner } from './index.ts';
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
  const fund = (user: number, amount: string) =>
    t.ctx.db.transaction((tx) =>
      creditFromSystem(tx, {
        idempotencyKey: `fund:${user}`,
        reason: JournalReason.deposit,
        ref: { table: 'tests', id: user },
        at: t.clock.now(),
        system: 'external',
        to: side(user),
        currency: USDT,
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
});

/**
 * Group commit (group.ts): callers that post at the same moment share one transaction. What
 * must hold whatever the grouping: each caller's answer is what it would have been alone in
 * that order, a refused caller leaves no row and no journal, an overdraft refuses only the
 * callers whose debits do not fit, and a lost deadlock runs the group again. Runs on PGlite
 * and, with DATABASE_URL, on PostgreSQL (CI does both).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JournalReason, dec } from '@bourse/shared';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError } from '../../http/errors.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  availableOf,
  groupCommitOf,
  journals,
  postTogether,
  systemOwner,
  userOwner,
  type GroupedWork,
} from './index.ts';
import { GroupCommit } from './group.ts';
import { expectLedgerBalanced, journalCount } from './testing.ts';

const USDT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
  // A domain row per posting, with the column the ledger links its journal into.
  await t.ctx.db.execute(
    sql`create table group_rows (id bigserial primary key, note text not null, journal_id bigint)`,
  );
});
afterAll(() => t.close());

let nextUser = 1_000;
let user = 0;
beforeEach(() => {
  user = ++nextUser;
});

const wallet = (id: number) => ({ owner: userOwner(id), account: 'change' as const });

/** The faucet pays `amount` USDT to the user, alone. */
async function fund(id: number, amount: string): Promise<void> {
  await postTogether(t.ctx, async (tx, ledger) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into group_rows (note) values ('fund') returning id`),
    );
    ledger.post(
      journals.creditFromSystem({
        system: 'faucet',
        to: wallet(id),
        currency: USDT,
        amount: dec(amount),
        idempotencyKey: `group:fund:${row!.id}`,
        reason: JournalReason.adjustment,
        ref: { table: 'group_rows', id: Number(row!.id) },
        at: t.clock.now(),
      }),
    );
    return () => undefined;
  });
}

/** The user pays `amount` USDT to fees, with its row; answers the row's id and journal. */
const pay =
  (id: number, amount: string, note = 'pay'): GroupedWork<{ row: number; journal: number }> =>
  async (tx, ledger) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into group_rows (note) values (${note}) returning id`),
    );
    const posted = ledger.post(
      journals.debitToSystem({
        from: wallet(id),
        system: 'fees',
        currency: USDT,
        amount: dec(amount),
        idempotencyKey: `group:pay:${row!.id}`,
        reason: JournalReason.fee,
        ref: { table: 'group_rows', id: Number(row!.id) },
        linkColumn: 'journal_id',
        at: t.clock.now(),
      }),
    );
    return () => ({ row: Number(row!.id), journal: posted().journalId });
  };

const balance = async (id: number) =>
  (await availableOf(t.ctx.db, userOwner(id), 'change', USDT)).toFixed();

async function rowsNoted(note: string) {
  return rowsOf<{ id: string; journal_id: string | null }>(
    await t.ctx.db.execute(
      sql`select id::text, journal_id::text from group_rows where note = ${note} order by group_rows.id`,
    ),
  );
}

/** Settles every promise, keeping each one's value or error in submission order. */
const settled = (promises: Promise<unknown>[]) => Promise.allSettled(promises);

describe('group commit', () => {
  it('commits callers submitted together as one group, each answered with its own journal', async () => {
    await fund(user, '100');
    const committer = groupCommitOf(t.ctx);
    const before = { ...committer.stats };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postTogether(t.ctx, pay(user, '1', 'together'))),
    );
    const groups = committer.stats.groups - before.groups;
    expect(committer.stats.works - before.works).toBe(20);
    // Submitted in one turn of the event loop: fewer transactions than callers.
    expect(groups).toBeLessThan(20);
    // Every caller got its own row and journal, and the ledger linked that journal in.
    const rows = await rowsNoted('together');
    expect(new Set(results.map((r) => r.journal)).size).toBe(20);
    expect(rows.map((r) => [Number(r.id), Number(r.journal_id)])).toEqual(
      results.map((r) => [r.row, r.journal]).sort((a, b) => a[0]! - b[0]!),
    );
    expect(await balance(user)).toBe('80');
    await expectLedgerBalanced(t.ctx);
  });

  it('refuses only the debits that do not fit, in the order they were submitted', async () => {
    await fund(user, '10');
    const journalsBefore = await journalCount(t.ctx.db);
    // One lane and one turn of the event loop, so one group (with more lanes, the three
    // could be shared out over groups racing each other): 6 fits, the next 6 does not, 3
    // still fits.
    const oneLane = new GroupCommit(t.ctx.db, t.clock, 1);
    const [first, second, third] = (await settled([
      oneLane.run(pay(user, '6', 'fit')),
      oneLane.run(pay(user, '6', 'short')),
      oneLane.run(pay(user, '3', 'fit')),
    ])) as [
      PromiseSettledResult<unknown>,
      PromiseSettledResult<unknown>,
      PromiseSettledResult<unknown>,
    ];
    expect(first.status).toBe('fulfilled');
    expect(third.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    const error = (second as PromiseRejectedResult).reason as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.key).toBe('errors.insufficientBalance');
    expect(error.params).toEqual({ currency: 'USDT' });
    // The refused caller's row rolled back with it; the others' rows and journals stayed.
    expect(await rowsNoted('short')).toEqual([]);
    expect((await rowsNoted('fit')).length).toBe(2);
    expect((await journalCount(t.ctx.db)) - journalsBefore).toBe(2);
    expect(await balance(user)).toBe('1');
    await expectLedgerBalanced(t.ctx);
  });

  it('lets exactly what the balance covers through when 60 callers overdraw one user at once', async () => {
    await fund(user, '25');
    const results = await settled(
      Array.from({ length: 60 }, (_, i) =>
        postTogether(t.ctx, pay(user, i % 2 === 0 ? '1' : '2', 'race')),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) {
      expect(((r as PromiseRejectedResult).reason as DomainError).key).toBe(
        'errors.insufficientBalance',
      );
    }
    expect(ok + refused.length).toBe(60);
    expect((await rowsNoted('race')).length).toBe(ok);
    // Nothing overdrawn, nothing lost: what is left is 25 minus what the accepted paid.
    const left = dec(await balance(user));
    expect(left.gte(0)).toBe(true);
    expect(left.lt(1)).toBe(true);
    await expectLedgerBalanced(t.ctx);
  });

  it('answers a caller that throws with its own error and keeps the others, rows and all', async () => {
    await fund(user, '50');
    const failing: GroupedWork<never> = async (tx) => {
      // Writes a row, then refuses: the row must not survive.
      await tx.execute(sql`insert into group_rows (note) values ('thrown')`);
      throw new DomainError('errors.insufficientBalance', { currency: 'NOPE' });
    };
    const brokenSql: GroupedWork<never> = async (tx) => {
      await tx.execute(sql`insert into group_rows (id, note) values (null, 'broken')`);
      return () => undefined as never;
    };
    const results = await settled([
      postTogether(t.ctx, pay(user, '5', 'kept')),
      postTogether(t.ctx, failing),
      postTogether(t.ctx, pay(user, '5', 'kept')),
      postTogether(t.ctx, brokenSql),
      postTogether(t.ctx, pay(user, '5', 'kept')),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(((results[1] as PromiseRejectedResult).reason as DomainError).params).toEqual({
      currency: 'NOPE',
    });
    // A not-null violation, from the database, reaches its caller as it was.
    expect(String((results[3] as PromiseRejectedResult).reason)).toMatch(/null/i);
    expect(await rowsNoted('thrown')).toEqual([]);
    expect(await rowsNoted('broken')).toEqual([]);
    expect((await rowsNoted('kept')).length).toBe(3);
    expect(await balance(user)).toBe('35');
    await expectLedgerBalanced(t.ctx);
  });

  it('runs a group that lost a deadlock again, and every caller still gets one answer', async () => {
    await fund(user, '10');
    let thrown = 0;
    const loser: GroupedWork<string> = async (tx, ledger) => {
      const done = await pay(user, '1', 'retried')(tx, ledger);
      // Lost twice: the second time behind a savepoint, where a refusal would be final.
      if (thrown++ < 2) {
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }
      return () => `attempt ${thrown} ${done().row > 0}`;
    };
    const [a, b] = await Promise.all([
      postTogether(t.ctx, loser),
      postTogether(t.ctx, pay(user, '2', 'retried')),
    ]);
    expect(a).toBe('attempt 3 true');
    expect(b.journal).toBeGreaterThan(0);
    // The first attempt's rows rolled back: two rows, not three.
    expect((await rowsNoted('retried')).length).toBe(2);
    expect(await balance(user)).toBe('7');
    await expectLedgerBalanced(t.ctx);
  });

  it('pins a failure of the group itself (a reused journal key) on the work that caused it', async () => {
    await fund(user, '20');
    const reused = `group:reuse:${user}`;
    const reuse: GroupedWork<void> = async (tx, ledger) => {
      ledger.post(
        journals.debitToSystem({
          from: wallet(user),
          system: 'fees',
          currency: USDT,
          amount: dec('1'),
          idempotencyKey: reused,
          reason: JournalReason.fee,
          ref: { table: 'group_rows', id: 0 },
          at: t.clock.now(),
        }),
      );
      return () => undefined;
    };
    await postTogether(t.ctx, reuse);
    // The same key for a different amount is a bug the ledger refuses (LedgerError) only
    // once its statement has run: the whole group fails, then each work runs alone.
    const different: GroupedWork<void> = async (tx, ledger) => {
      ledger.post(
        journals.debitToSystem({
          from: wallet(user),
          system: 'fees',
          currency: USDT,
          amount: dec('2'),
          idempotencyKey: reused,
          reason: JournalReason.fee,
          ref: { table: 'group_rows', id: 0 },
          at: t.clock.now(),
        }),
      );
      return () => undefined;
    };
    const oneLane = new GroupCommit(t.ctx.db, t.clock, 1);
    const [before, bad, after] = (await settled([
      oneLane.run(pay(user, '4', 'around-reuse')),
      oneLane.run(different),
      oneLane.run(pay(user, '5', 'around-reuse')),
    ])) as [
      PromiseSettledResult<unknown>,
      PromiseSettledResult<unknown>,
      PromiseSettledResult<unknown>,
    ];
    expect([before.status, bad.status, after.status]).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(String((bad as PromiseRejectedResult).reason)).toMatch(/already used for a different/);
    expect((await rowsNoted('around-reuse')).length).toBe(2);
    expect(await balance(user)).toBe('10');
    await expectLedgerBalanced(t.ctx);
  });

  it('never pays a refused caller: a shortfall on a system account names who caused it', async () => {
    // The market maker's account is guarded like a user's: a debit it cannot cover is refused.
    const maker = { owner: systemOwner('marketMaker'), account: 'change' as const };
    const drain: GroupedWork<void> = async (tx, ledger) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into group_rows (note) values ('drain') returning id`),
      );
      ledger.post(
        journals.transfer({
          from: maker,
          to: wallet(user),
          currency: USDT,
          amount: dec('1000000000'),
          idempotencyKey: `group:drain:${row!.id}`,
          reason: JournalReason.adjustment,
          ref: { table: 'group_rows', id: Number(row!.id) },
          at: t.clock.now(),
        }),
      );
      return () => undefined;
    };
    await fund(user, '3');
    const [drained, paid] = (await settled([
      postTogether(t.ctx, drain),
      postTogether(t.ctx, pay(user, '3', 'after-drain')),
    ])) as [PromiseSettledResult<unknown>, PromiseSettledResult<unknown>];
    expect(drained.status).toBe('rejected');
    expect(((drained as PromiseRejectedResult).reason as DomainError).key).toBe(
      'errors.insufficientBalance',
    );
    expect(paid.status).toBe('fulfilled');
    expect(await rowsNoted('drain')).toEqual([]);
    expect(await balance(user)).toBe('0');
    await expectLedgerBalanced(t.ctx);
  });
});

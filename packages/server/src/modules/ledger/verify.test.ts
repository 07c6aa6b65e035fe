/** verifyLedger finds what a bug or a hand edit would leave behind, and says it plainly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AccountType, JournalReason, SystemAccount, dec } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { creditFromSystem, formatLedgerReport, userOwner, verifyLedger } from './index.ts';

const USDT = 3;
const USER = 7;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
  await t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      idempotencyKey: 'deposit:1',
      reason: JournalReason.deposit,
      ref: { table: 'deposits', id: 1 },
      at: t.clock.now(),
      system: 'external',
      to: { owner: userOwner(USER), account: 'change' },
      currency: USDT,
      amount: dec('100'),
    }),
  );
});
afterAll(() => t.close());

class Rollback extends Error {}
/** Tampers inside a transaction that is then rolled back, so each test starts clean. */
async function tampered(fn: (tx: Tx) => Promise<void>): Promise<void> {
  await t.ctx.db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

describe('verifyLedger', () => {
  it('reports a clean ledger with its counts', async () => {
    const report = await verifyLedger(t.ctx.db);
    expect(report).toEqual({
      ok: true,
      counts: { journals: 1, entries: 2, balances: 2 },
      problems: [],
      truncated: false,
    });
    expect(formatLedgerReport(report)).toEqual([
      'Ledger: 1 journals, 2 entries, 2 balances.',
      'OK: every balance equals the sum of its entries, every journal sums to zero per currency, no guarded balance is negative, every frozen amount is held by an open order or a pending withdrawal.',
    ]);
  });

  it('finds a balance row edited by hand', async () => {
    await tampered(async (tx) => {
      await tx.execute(
        sql`update balances set available = available + 1, frozen = 0.5 where owner_kind = 'user'`,
      );
      const report = await verifyLedger(tx);
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([
        {
          kind: 'balanceMismatch',
          detail:
            'balance of user 7 change USDT: available is 101, entries sum to 100; frozen is 0.5, entries sum to 0',
        },
        { kind: 'currencyUnbalanced', detail: 'USDT: all balances together sum to 1.5, not 0' },
        {
          kind: 'holdMismatch',
          detail:
            'holds of user 7 change USDT: frozen is 0.5, open orders hold 0, pending withdrawals hold 0, contracts and options hold 0',
        },
      ]);
      expect(formatLedgerReport(report)).toEqual([
        'Ledger: 1 journals, 2 entries, 2 balances.',
        '3 problems:',
        '  - [balanceMismatch] balance of user 7 change USDT: available is 101, entries sum to 100; frozen is 0.5, entries sum to 0',
        '  - [currencyUnbalanced] USDT: all balances together sum to 1.5, not 0',
        '  - [holdMismatch] holds of user 7 change USDT: frozen is 0.5, open orders hold 0, pending withdrawals hold 0, contracts and options hold 0',
      ]);
    });
    expect((await verifyLedger(t.ctx.db)).ok).toBe(true);
  });

  it('finds a journal whose entries do not sum to zero, and a journal with no entries', async () => {
    await tampered(async (tx) => {
      const ids = rowsOf<{ id: string | number }>(
        await tx.execute(
          sql`insert into journals (idempotency_key, reason, ref_table, ref_id, created_at)
              values ('raw:1', 'adjustment', 'tests', 'raw', now()), ('raw:2', 'fee', 'tests', 'raw', now())
              returning id`,
        ),
      ).map((r) => String(r.id));
      await tx.execute(
        sql`insert into ledger_entries (journal_id, owner_kind, owner_id, account_type, currency_id, bucket, amount)
            values (${ids[0]}, 'user', 8, 3, ${USDT}, 'available', 5)`,
      );
      expect((await verifyLedger(tx)).problems).toEqual([
        {
          kind: 'balanceMismatch',
          detail: 'balance of user 8 lever USDT: no balance row, but entries exist',
        },
        {
          kind: 'journalUnbalanced',
          detail: `journal ${ids[0]} (adjustment, tests raw, key raw:1): USDT entries sum to 5, not 0`,
        },
        { kind: 'journalEmpty', detail: `journal ${ids[1]} (fee, key raw:2) has no entries` },
      ]);
    });
  });

  it('finds a negative user balance, should the database check ever be dropped', async () => {
    await tampered(async (tx) => {
      await tx.execute(sql`alter table balances drop constraint balances_user_not_negative_ck`);
      await tx.execute(sql`update balances set available = -1 where owner_kind = 'user'`);
      const report = await verifyLedger(tx);
      expect(report.problems.map((p) => p.kind)).toEqual([
        'balanceMismatch',
        'currencyUnbalanced',
        'negativeGuardedBalance',
      ]);
      expect(report.problems[2]!.detail).toBe(
        'balance of user 7 change USDT is negative: available -1, frozen 0',
      );
    });
  });

  it('finds a guarded system balance below zero, which no table check guards', async () => {
    await tampered(async (tx) => {
      // The market maker and fees are guarded by the ledger's statement alone (policy.ts);
      // external may go negative. A row written around the ledger shows up; external's does not.
      // (Earlier postings may have made any of these rows, on whichever slot came next.)
      await tx.execute(
        sql`insert into balances (owner_kind, owner_id, account_type, currency_id, slot, available, frozen, version, updated_at)
            values ('system', ${SystemAccount.marketMaker}, ${AccountType.change}, ${USDT}, 0, -2, 0, 1, now()),
                   ('system', ${SystemAccount.fees}, ${AccountType.change}, ${USDT}, 7, 0, -3, 1, now()),
                   ('system', ${SystemAccount.external}, ${AccountType.change}, ${USDT}, 5, -4, 0, 1, now())
            on conflict (owner_kind, owner_id, account_type, currency_id, slot)
            do update set available = excluded.available, frozen = excluded.frozen`,
      );
      const negative = (await verifyLedger(tx)).problems.filter(
        (p) => p.kind === 'negativeGuardedBalance',
      );
      expect(negative.map((p) => p.detail)).toEqual([
        'balance of system fees change USDT (row 7) is negative: available 0, frozen -3',
        'balance of system marketMaker change USDT is negative: available -2, frozen 0',
      ]);
    });
  });

  it('lists at most `limit` problems of a kind and says the list was cut', async () => {
    await tampered(async (tx) => {
      await tx.execute(sql`update balances set available = available + 1`);
      const report = await verifyLedger(tx, 1);
      expect(report.truncated).toBe(true);
      expect(report.problems.filter((p) => p.kind === 'balanceMismatch')).toHaveLength(1);
      expect(formatLedgerReport(report)[1]).toBe('2 problems (list cut; more exist):');
    });
  });
});

/**
 * Spread system balances (policy.ts): a busy system account's balance is several rows, one
 * per slot; every reader and the verifier sum them, a user's balance stays one row, and a
 * guarded spread account (fees) takes debits on slot 0 only, under that row's guard. The
 * races are in concurrency.test.ts (PostgreSQL); here one posting at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { JournalReason, SystemAccount, dec, type SystemAccountName } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError } from '../../http/errors.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  availableOf,
  balancesOf,
  creditFromSystem,
  debitToSystem,
  getBalance,
  postJournal,
  systemOwner,
  userOwner,
  verifyLedger,
} from './index.ts';
import { SPREAD_SLOTS } from './policy.ts';
import { balances } from './tables.ts';
import { everyBalance, expectLedgerBalanced } from './testing.ts';

const USDT = 3;
const BTC = 1;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
});
afterAll(() => t.close());

let key = 0;
const inTx = <T>(fn: (tx: Tx) => Promise<T>) => t.ctx.db.transaction(fn);
const side = (user: number) => ({ owner: userOwner(user), account: 'change' as const });
const posting = () => ({
  idempotencyKey: `spread:${++key}`,
  reason: JournalReason.adjustment,
  ref: { table: 'tests', id: key },
  at: t.clock.now(),
});
/** `system` pays the user (a debit of the system account). */
const pay = (system: SystemAccountName, user: number, amount: string, currency = USDT) =>
  inTx((tx) =>
    creditFromSystem(tx, {
      ...posting(),
      system,
      to: side(user),
      currency,
      amount: dec(amount),
    }),
  );
/** The user pays `system` (a credit of the system account). */
const charge = (system: SystemAccountName, user: number, amount: string, currency = USDT) =>
  inTx((tx) =>
    debitToSystem(tx, {
      ...posting(),
      from: side(user),
      system,
      currency,
      amount: dec(amount),
    }),
  );

/** The stored rows of one balance, by slot: what the readers must add up. */
async function rowsOfBalance(owner: { kind: 'user' | 'system'; id: number }, currency: number) {
  const rows = await t.ctx.db
    .select({ slot: balances.slot, available: balances.available })
    .from(balances)
    .where(
      and(
        eq(balances.ownerKind, owner.kind),
        eq(balances.ownerId, owner.id),
        eq(balances.accountType, 2),
        eq(balances.currencyId, currency),
      ),
    )
    .orderBy(asc(balances.slot));
  return rows.map((r) => ({ slot: r.slot, available: dec(r.available).toFixed() }));
}

const sumOf = (rows: { available: string }[]) =>
  rows.reduce((s, r) => s.plus(r.available), dec(0)).toFixed();

describe('a spread system account', () => {
  it('takes one posting after another on different rows, and every reader sums them', async () => {
    // 40 deposits of 2.5 USDT from `external` to 4 users, one unit of work each.
    for (let i = 0; i < 40; i++) await pay('external', 100 + (i % 4), '2.5');
    const external = systemOwner('external');
    const rows = await rowsOfBalance(external, USDT);
    // More postings than slots, taken in turn: every slot has a row.
    expect(rows.map((r) => r.slot)).toEqual(Array.from({ length: SPREAD_SLOTS }, (_, i) => i));
    expect(sumOf(rows)).toBe('-100');

    expect(await balancesOf(t.ctx.db, external, { currencies: [USDT] })).toEqual([
      { owner: external, account: 'change', currency: USDT, available: '-100', frozen: '0' },
    ]);
    expect((await availableOf(t.ctx.db, external, 'change', USDT)).toFixed()).toBe('-100');
    const system = await everyBalance(t.ctx.db, { ownerKind: 'system' });
    expect(system.filter((b) => b.owner.id === SystemAccount.external)).toHaveLength(1);
    // A user's balance is one row, slot 0.
    expect(await rowsOfBalance(userOwner(100), USDT)).toEqual([{ slot: 0, available: '25' }]);
    expect(await getBalance(t.ctx.db, 100, 'change', USDT)).toMatchObject({ available: '25' });

    const report = await verifyLedger(t.ctx.db);
    expect(report.problems).toEqual([]);
    // Balances, not rows: 4 users and external.
    expect(report.counts.balances).toBe(5);
  });

  it('is reconciled as a sum: one row off by a unit is reported once, for the balance', async () => {
    class Rollback extends Error {}
    await inTx(async (tx) => {
      await tx.execute(
        sql`update balances set available = available + 1
            where owner_kind = 'system' and owner_id = ${SystemAccount.external} and slot = 5`,
      );
      expect((await verifyLedger(tx)).problems.map((p) => p.detail)).toEqual([
        'balance of system external change USDT: available is -99, entries sum to -100',
        'USDT: all balances together sum to 1, not 0',
      ]);
      throw new Rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
    await expectLedgerBalanced(t.ctx);
  });

  it('never spreads a user: the table refuses a user row on another slot', async () => {
    const error: unknown = await t.ctx.db
      .execute(
        sql`insert into balances (owner_kind, owner_id, account_type, currency_id, slot, updated_at)
            values ('user', 999, 2, ${USDT}, 1, now())`,
      )
      .catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause)).toMatch(/balances_slot_ck/);
  });
});

describe('fees, guarded and spread', () => {
  it('takes credits on any row and debits from row 0 only, never more than row 0 holds', async () => {
    const fees = systemOwner('fees');
    await pay('faucet', 200, '1000', BTC);
    // 40 fees of 0.01 BTC: more than SPREAD_SLOTS postings in turn, so every row has one.
    for (let i = 0; i < 40; i++) await charge('fees', 200, '0.01', BTC);
    const rows = await rowsOfBalance(fees, BTC);
    expect(rows).toHaveLength(SPREAD_SLOTS);
    expect(sumOf(rows)).toBe('0.4');
    const slot0 = dec(rows[0]!.available);

    // The whole balance would cover it, row 0 alone does not: refused, nothing written.
    await expect(pay('fees', 201, slot0.plus('0.01').toFixed(), BTC)).rejects.toSatisfy(
      (e) => e instanceof DomainError && e.key === 'errors.insufficientBalance',
    );
    expect(await getBalance(t.ctx.db, 201, 'change', BTC)).toMatchObject({ available: '0' });
    // What row 0 holds can be paid out, and leaves it at zero, never below.
    await pay('fees', 201, slot0.toFixed(), BTC);
    const after = await rowsOfBalance(fees, BTC);
    expect(after[0]).toEqual({ slot: 0, available: '0' });
    expect(after.every((r) => dec(r.available).gte(0))).toBe(true);
    expect(sumOf(after)).toBe(dec('0.4').minus(slot0).toFixed());
    await expect(pay('fees', 201, '0.01', BTC)).rejects.toBeInstanceOf(DomainError);
    await expectLedgerBalanced(t.ctx);
  });

  it('nets a journal that both credits and debits it: a net credit may go to any row', async () => {
    // Fee in, part of it straight back out in the same journal: a net credit of 0.003.
    const before = (await availableOf(t.ctx.db, systemOwner('fees'), 'change', BTC)).toFixed();
    await inTx((tx) =>
      postJournal(tx, {
        ...posting(),
        entries: [
          { ...side(200), currency: BTC, bucket: 'available', amount: dec('-0.005') },
          {
            owner: systemOwner('fees'),
            account: 'change',
            currency: BTC,
            bucket: 'available',
            amount: dec('0.005'),
          },
          {
            owner: systemOwner('fees'),
            account: 'change',
            currency: BTC,
            bucket: 'available',
            amount: dec('-0.002'),
          },
          { ...side(200), currency: BTC, bucket: 'available', amount: dec('0.002') },
        ],
      }),
    );
    const now = await availableOf(t.ctx.db, systemOwner('fees'), 'change', BTC);
    expect(now.minus(before).toFixed()).toBe('0.003');
    await expectLedgerBalanced(t.ctx);
  });
});

describe('linkColumn', () => {
  it("writes the journal's id into the row that caused it, in the ledger's own statement", async () => {
    await t.ctx.db.execute(
      sql`create table link_rows (id bigserial primary key, journal_id bigint references journals(id))`,
    );
    const [row] = rowsOf<{ id: string }>(
      await t.ctx.db.execute(sql`insert into link_rows (journal_id) values (null) returning id`),
    );
    const linked = async () =>
      rowsOf<{ journal_id: string | null }>(
        await t.ctx.db.execute(sql`select journal_id::text from link_rows where id = ${row!.id}`),
      )[0]!.journal_id;
    const post = () =>
      inTx((tx) =>
        creditFromSystem(tx, {
          idempotencyKey: 'link:1',
          reason: JournalReason.deposit,
          ref: { table: 'link_rows', id: Number(row!.id) },
          linkColumn: 'journal_id',
          at: t.clock.now(),
          system: 'external',
          to: side(300),
          currency: USDT,
          amount: dec('1'),
        }),
      );
    const posted = await post();
    expect(await linked()).toBe(String(posted.journalId));
    // A replay (the same posting again) links the journal posted before, changing nothing else.
    await t.ctx.db.execute(sql`update link_rows set journal_id = null`);
    expect(await post()).toEqual({ journalId: posted.journalId, replayed: true });
    expect(await linked()).toBe(String(posted.journalId));
    expect(await getBalance(t.ctx.db, 300, 'change', USDT)).toMatchObject({ available: '1' });
    await expectLedgerBalanced(t.ctx);
  });
});

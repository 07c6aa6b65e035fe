/**
 * A unit of work written with a caller's own writes as ONE statement (`commitAlone`, the
 * spot sequencer's batch): everything or nothing, whichever guard ends it, and concurrent
 * statements on one balance never overdraw it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JournalReason, dec } from '@bourse/shared';
import { rowsOf } from '../../db/migrate.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  BalanceShortfall,
  LedgerBatch,
  LedgerError,
  StatementAborted,
  commitAlone,
  getBalance,
  pgArray,
  systemOwner,
  userOwner,
  type Companion,
} from './index.ts';
import { expectLedgerBalanced, grantFromFaucet, journalCount } from './testing.ts';

const USDT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
  await t.ctx.db.execute(sql`create table alone_notes (id int primary key, note text not null)`);
});
afterAll(() => t.close());

let nextUser = 5000;
let nextKey = 1;
let nextNote = 1;

async function funded(amount: string): Promise<number> {
  const user = nextUser++;
  await grantFromFaucet(t.ctx, user, USDT, amount);
  return user;
}

/** A unit of work paying `amount` USDT from `user` to the fees account. */
function payment(user: number, amount: string, key = `alone:${nextKey++}`): LedgerBatch {
  const batch = new LedgerBatch();
  batch.post({
    idempotencyKey: key,
    reason: JournalReason.adjustment,
    ref: { table: 'tests', id: user },
    at: t.clock.now(),
    entries: [
      {
        owner: userOwner(user),
        account: 'change',
        currency: USDT,
        bucket: 'available',
        amount: dec(amount).negated(),
      },
      {
        owner: systemOwner('fees'),
        account: 'change',
        currency: USDT,
        bucket: 'available',
        amount: dec(amount),
      },
    ],
  });
  return batch;
}

/** A companion that inserts one note, returns it, and ends the statement when `abort` holds. */
function note(text: string, abort = false): { companion: Companion; id: number } {
  const id = nextNote++;
  return {
    id,
    companion: {
      with: [
        sql`notes_in as (insert into alone_notes (id, note)
          select * from unnest(${pgArray([id])}::int[], ${pgArray([text])}::text[])
          returning id, note)`,
      ],
      guards: [{ why: 'test:refused', when: sql`${abort}::boolean` }],
      returning: ['notes_in'],
    },
  };
}

const notes = async () =>
  rowsOf<{ id: number }>(await t.ctx.db.execute(sql`select id from alone_notes order by id`)).map(
    (r) => Number(r.id),
  );
const usdt = async (user: number) => (await getBalance(t.ctx.db, user, 'change', USDT)).available;

describe('one statement for a unit of work and its companion', () => {
  it('writes both and returns the companion rows', async () => {
    const user = await funded('100');
    const { companion, id } = note('paid 30');
    const done = await commitAlone(t.ctx.db, payment(user, '30'), t.clock.now(), companion);
    expect(done.posted).toHaveLength(1);
    expect(done.posted[0]!.journalId).toBeGreaterThan(0);
    expect(done.rows.get('notes_in')).toEqual([{ id, note: 'paid 30' }]);
    expect(await usdt(user)).toBe('70');
    expect(await notes()).toContain(id);
    await expectLedgerBalanced(t.ctx);
  });

  it('keeps nothing when a guard holds', async () => {
    const user = await funded('100');
    const journals = await journalCount(t.ctx.db);
    const { companion, id } = note('refused', true);
    const error = await commitAlone(t.ctx.db, payment(user, '30'), t.clock.now(), companion).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StatementAborted);
    expect((error as StatementAborted).why).toBe('test:refused');
    expect(await usdt(user)).toBe('100');
    expect(await notes()).not.toContain(id);
    expect(await journalCount(t.ctx.db)).toBe(journals);
  });

  it('keeps nothing when a balance would go below zero, and names it', async () => {
    const user = await funded('10');
    const journals = await journalCount(t.ctx.db);
    const { companion, id } = note('too much');
    const error = await commitAlone(
      t.ctx.db,
      payment(user, '10.5'),
      t.clock.now(),
      companion,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BalanceShortfall);
    expect((error as BalanceShortfall).rows).toEqual([
      { ownerKind: 'user', ownerId: user, accountType: 2, currencyId: USDT },
    ]);
    expect((error as BalanceShortfall).params).toEqual({ currency: 'USDT' });
    expect(await usdt(user)).toBe('10');
    expect(await notes()).not.toContain(id);
    expect(await journalCount(t.ctx.db)).toBe(journals);
  });

  it('refuses a key posted before instead of replaying it, keeping nothing', async () => {
    const user = await funded('100');
    await commitAlone(
      t.ctx.db,
      payment(user, '5', 'alone:twice'),
      t.clock.now(),
      note('first').companion,
    );
    const { companion, id } = note('second');
    const error = await commitAlone(
      t.ctx.db,
      payment(user, '5', 'alone:twice'),
      t.clock.now(),
      companion,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LedgerError);
    expect(await usdt(user)).toBe('95');
    expect(await notes()).not.toContain(id);
  });

  it('never overdraws one balance under many statements at once', async () => {
    const user = await funded('100');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        commitAlone(t.ctx.db, payment(user, '10'), t.clock.now(), note(`race ${i}`).companion),
      ),
    );
    const passed = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof BalanceShortfall,
    ).length;
    expect({ passed, refused }).toEqual({ passed: 10, refused: 10 });
    expect(await usdt(user)).toBe('0');
    await expectLedgerBalanced(t.ctx);
  });
});

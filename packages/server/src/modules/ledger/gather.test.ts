/**
 * Gathering a spread balance into row 0 (gather.ts; the invitation rebates pay out of
 * `fees`, which takes debits on row 0 only): 40 fees of 0.01 BTC land on the fee rows in
 * turn, so row 0 alone cannot pay 0.4 BTC back; once gathered it can, to the last unit. The
 * balance and every entry are unchanged by the gathering, and the ledger verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { JournalReason, SystemAccount, dec } from '@bourse/shared';
import { DomainError } from '../../http/errors.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  availableOf,
  creditFromSystem,
  debitToSystem,
  gatherSpread,
  systemOwner,
  userOwner,
} from './index.ts';
import { SPREAD_SLOTS } from './policy.ts';
import { balances } from './tables.ts';
import { expectLedgerBalanced, journalCount } from './testing.ts';

const BTC = 1;
const USER = 500;

let t: TestApp;
let key = 0;
const posting = () => ({
  idempotencyKey: `gather:${++key}`,
  reason: JournalReason.adjustment,
  ref: { table: 'tests', id: key },
  at: t.clock.now(),
});
const side = { owner: userOwner(USER), account: 'change' as const };
const payOutOfFees = (amount: string) =>
  t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      ...posting(),
      system: 'fees',
      to: side,
      currency: BTC,
      amount: dec(amount),
    }),
  );
const feeRows = async () =>
  (
    await t.ctx.db
      .select({ slot: balances.slot, available: balances.available })
      .from(balances)
      .where(
        and(
          eq(balances.ownerKind, 'system'),
          eq(balances.ownerId, SystemAccount.fees),
          eq(balances.currencyId, BTC),
        ),
      )
      .orderBy(asc(balances.slot))
  ).map((r) => ({ slot: r.slot, available: dec(r.available).toFixed() }));

beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
  await t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      ...posting(),
      system: 'faucet',
      to: side,
      currency: BTC,
      amount: dec('1'),
    }),
  );
  for (let i = 0; i < 40; i++) {
    await t.ctx.db.transaction((tx) =>
      debitToSystem(tx, {
        ...posting(),
        from: side,
        system: 'fees',
        currency: BTC,
        amount: dec('0.01'),
      }),
    );
  }
});
afterAll(() => t?.close());

describe('gatherSpread', () => {
  it('is needed: the fees are spread, and row 0 alone cannot pay them all back', async () => {
    expect(await feeRows()).toHaveLength(SPREAD_SLOTS);
    await expect(payOutOfFees('0.4')).rejects.toSatisfy(
      (e) => e instanceof DomainError && e.key === 'errors.insufficientBalance',
    );
  });

  it('moves every row into row 0 without changing the balance or posting anything', async () => {
    const journals = await journalCount(t.ctx.db);
    expect(
      await gatherSpread(
        t.ctx.db,
        { system: 'fees', account: 'change', currency: BTC },
        t.clock.now(),
      ),
    ).toEqual({
      available: '0.4',
      frozen: '0',
    });
    const rows = await feeRows();
    expect(rows[0]).toEqual({ slot: 0, available: '0.4' });
    expect(rows.slice(1).every((r) => r.available === '0')).toBe(true);
    expect((await availableOf(t.ctx.db, systemOwner('fees'), 'change', BTC)).toFixed()).toBe('0.4');
    expect(await journalCount(t.ctx.db)).toBe(journals);
    await expectLedgerBalanced(t.ctx);
  });

  it('lets the whole balance be paid out, and no more', async () => {
    await payOutOfFees('0.4');
    expect((await availableOf(t.ctx.db, systemOwner('fees'), 'change', BTC)).toFixed()).toBe('0');
    await expect(payOutOfFees('0.00000001')).rejects.toBeInstanceOf(DomainError);
    await expectLedgerBalanced(t.ctx);
  });

  it('leaves a balance that is not spread as it is', async () => {
    await t.ctx.db.transaction((tx) =>
      debitToSystem(tx, {
        ...posting(),
        from: side,
        system: 'stakingPool',
        currency: BTC,
        amount: dec('0.1'),
      }),
    );
    expect(
      await gatherSpread(
        t.ctx.db,
        { system: 'stakingPool', account: 'change', currency: BTC },
        t.clock.now(),
      ),
    ).toEqual({ available: '0.1', frozen: '0' });
    await expectLedgerBalanced(t.ctx);
  });
});

describe('gatherSpread among fees being charged', () => {
  it('loses nothing when it runs while fees land on every row', async () => {
    const fee = () =>
      t.ctx.db.transaction((tx) =>
        debitToSystem(tx, {
          ...posting(),
          from: side,
          system: 'fees',
          currency: BTC,
          amount: dec('0.001'),
        }),
      );
    const gather = () =>
      gatherSpread(t.ctx.db, { system: 'fees', account: 'change', currency: BTC }, t.clock.now());
    // On PostgreSQL these run side by side; on PGlite one after another.
    await Promise.all([...Array.from({ length: 60 }, fee), ...Array.from({ length: 6 }, gather)]);
    expect((await availableOf(t.ctx.db, systemOwner('fees'), 'change', BTC)).toFixed()).toBe(
      '0.06',
    );
    await gather();
    expect((await feeRows())[0]).toEqual({ slot: 0, available: '0.06' });
    await payOutOfFees('0.06');
    await expectLedgerBalanced(t.ctx);
  });
});

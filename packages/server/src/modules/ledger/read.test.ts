/** The read API: balances of any owners, and an owner's statement, filtered and paged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JournalReason, dec, type AccountTypeName } from '@bourse/shared';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  balancesOf,
  creditFromSystem,
  freeze,
  statementOf,
  systemOwner,
  unfreeze,
  userOwner,
} from './index.ts';
import { expectLedgerBalanced } from './testing.ts';

const BTC = 1;
const USDT = 3;
const ANN = userOwner(2001);
const BEN = userOwner(2002);

let t: TestApp;
let key = 0;
const grant = (user: number, account: AccountTypeName, currency: number, amount: string) =>
  t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      system: 'faucet',
      to: { owner: userOwner(user), account },
      currency,
      amount: dec(amount),
      idempotencyKey: `read-test:${++key}`,
      reason: JournalReason.faucet,
      ref: { table: 'tests', id: key },
      at: t.clock.now(),
    }),
  );

beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
  await grant(ANN.id, 'change', USDT, '10');
  await grant(ANN.id, 'change', BTC, '0.5');
  await grant(ANN.id, 'lever', USDT, '2');
  await grant(BEN.id, 'change', BTC, '1');
  await t.ctx.db.transaction((tx) =>
    freeze(tx, {
      side: { owner: ANN, account: 'change' },
      currency: USDT,
      amount: dec('4'),
      idempotencyKey: 'read-test:freeze',
      reason: JournalReason.freeze,
      ref: { table: 'orders', id: 7 },
      at: t.clock.now(),
    }),
  );
});
afterAll(async () => {
  // The verifier matches holds with open orders; the test's hold has none, so it goes back.
  await t.ctx.db.transaction((tx) =>
    unfreeze(tx, {
      side: { owner: ANN, account: 'change' },
      currency: USDT,
      amount: dec('4'),
      idempotencyKey: 'read-test:unfreeze',
      reason: JournalReason.unfreeze,
      ref: { table: 'orders', id: 7 },
      at: t.clock.now(),
    }),
  );
  await expectLedgerBalanced(t.ctx);
  await t.close();
});

describe('balancesOf', () => {
  it("lists one owner's balances by account, then currency, as plain decimals", async () => {
    expect(await balancesOf(t.ctx.db, ANN)).toEqual([
      { owner: ANN, account: 'change', currency: BTC, available: '0.5', frozen: '0' },
      { owner: ANN, account: 'change', currency: USDT, available: '6', frozen: '4' },
      { owner: ANN, account: 'lever', currency: USDT, available: '2', frozen: '0' },
    ]);
  });

  it('reads several owners, users and system accounts alike, in one account and currency', async () => {
    const rows = await balancesOf(t.ctx.db, [BEN, ANN, systemOwner('faucet')], {
      account: 'change',
      currencies: [BTC],
    });
    expect(rows.map((b) => [b.owner, b.available])).toEqual([
      [systemOwner('faucet'), '-1.5'],
      [ANN, '0.5'],
      [BEN, '1'],
    ]);
  });

  it('finds nothing for no owners, no currencies, or a currency never held', async () => {
    expect(await balancesOf(t.ctx.db, [])).toEqual([]);
    expect(await balancesOf(t.ctx.db, ANN, { currencies: [] })).toEqual([]);
    expect(await balancesOf(t.ctx.db, BEN, { currencies: [USDT] })).toEqual([]);
  });
});

describe('statementOf', () => {
  const all = { offset: 0, limit: 50 };

  it("lists an owner's entries newest journal first, with the journal's reason and row", async () => {
    const { lines, total } = await statementOf(t.ctx.db, ANN, {}, all);
    expect(total).toBe(5);
    expect(
      lines
        .slice(0, 2)
        .map((l) => [l.reason, l.bucket, l.amount, l.ref])
        .sort(),
    ).toEqual(
      [
        ['freeze', 'available', '-4', { table: 'orders', id: '7' }],
        ['freeze', 'frozen', '4', { table: 'orders', id: '7' }],
      ].sort(),
    );
    expect(lines.slice(2).map((l) => [l.account, l.currency, l.amount, l.reason])).toEqual([
      ['lever', USDT, '2', 'faucet'],
      ['change', BTC, '0.5', 'faucet'],
      ['change', USDT, '10', 'faucet'],
    ]);
    expect(lines[0]!.at).toEqual(t.clock.now());
  });

  it('filters by account, currency and reason, and pages', async () => {
    const amounts = async (filter: Parameters<typeof statementOf>[2], page = all) =>
      (await statementOf(t.ctx.db, ANN, filter, page)).lines.map((l) => l.amount);
    expect(await amounts({ account: 'lever' })).toEqual(['2']);
    expect(await amounts({ currency: BTC })).toEqual(['0.5']);
    expect(await amounts({ reason: 'faucet', currency: USDT })).toEqual(['2', '10']);
    expect(await statementOf(t.ctx.db, ANN, { reason: 'no-such-reason' }, all)).toEqual({
      lines: [],
      total: 0,
    });
    const page = await statementOf(t.ctx.db, ANN, { reason: 'faucet' }, { offset: 1, limit: 1 });
    expect([page.total, page.lines.map((l) => l.amount)]).toEqual([3, ['0.5']]);
  });

  it("shows a system account's side too", async () => {
    const { total } = await statementOf(t.ctx.db, systemOwner('faucet'), {}, all);
    expect(total).toBe(4);
  });
});

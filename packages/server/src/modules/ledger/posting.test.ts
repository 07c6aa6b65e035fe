/** Posting rules: zero sums, idempotency, conditional debits, buckets, exact decimals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { JournalReason, dec, type AccountTypeName } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { settings } from '../system/index.ts';
import {
  LedgerError,
  creditFromSystem,
  debitToSystem,
  freeze,
  getBalance,
  getBalances,
  postJournal,
  settleFrozen,
  systemOwner,
  transfer,
  unfreeze,
  userOwner,
  type Posting,
} from './index.ts';
import { balances, journals } from './tables.ts';
import { expectLedgerBalanced } from './testing.ts';

const BTC = 1;
const USDT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
});
afterAll(() => t.close());

let nextUser = 1000;
const newUser = () => nextUser++;
let nextKey = 1;
/** A fresh posting header (key, reason, ref, time) for each call. */
const posting = (reason: Posting['reason'] = JournalReason.adjustment): Posting => ({
  idempotencyKey: `test:${nextKey++}`,
  reason,
  ref: { table: 'tests', id: nextKey },
  at: t.clock.now(),
});
const side = (user: number, account: AccountTypeName = 'change') => ({
  owner: userOwner(user),
  account,
});
const inTx = <T>(fn: (tx: Tx) => Promise<T>) => t.ctx.db.transaction(fn);
const fund = (user: number, amount: string, currency = USDT, account: AccountTypeName = 'change') =>
  inTx((tx) =>
    creditFromSystem(tx, {
      ...posting(JournalReason.faucet),
      system: 'faucet',
      to: side(user, account),
      currency,
      amount: dec(amount),
    }),
  );
const balanceOf = (user: number, currency = USDT, account: AccountTypeName = 'change') =>
  getBalance(t.ctx.db, user, account, currency).then((b) => [b.available, b.frozen]);
const journalCount = async () =>
  Number((await t.ctx.db.select({ n: sql<string>`count(*)` }).from(journals))[0]!.n);

describe('postJournal', () => {
  it('refuses a journal that does not sum to zero in each currency, writing nothing', async () => {
    const before = await journalCount();
    const user = newUser();
    await expect(
      inTx((tx) =>
        postJournal(tx, {
          ...posting(),
          entries: [
            { ...side(user), currency: USDT, bucket: 'available', amount: dec('10') },
            {
              owner: systemOwner('treasury'),
              account: 'change',
              currency: USDT,
              bucket: 'available',
              amount: dec('-9.99'),
            },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance: currency 3 sums to 0\.01/);
    // Balanced in total, but across two currencies: still refused.
    await expect(
      inTx((tx) =>
        postJournal(tx, {
          ...posting(),
          entries: [
            { ...side(user), currency: USDT, bucket: 'available', amount: dec('10') },
            { ...side(user), currency: BTC, bucket: 'available', amount: dec('-10') },
          ],
        }),
      ),
    ).rejects.toThrow(LedgerError);
    expect(await journalCount()).toBe(before);
    expect(await balanceOf(user)).toEqual(['0', '0']);
    await expectLedgerBalanced(t.ctx);
  });

  it('refuses amounts that are zero, too precise or too large for numeric(36,18)', async () => {
    const user = newUser();
    for (const amount of ['0', '0.0000000000000000001', '1000000000000000000']) {
      await expect(
        inTx((tx) =>
          transfer(tx, {
            ...posting(),
            from: { owner: systemOwner('treasury'), account: 'change' },
            to: side(user),
            currency: USDT,
            amount: dec(amount),
          }),
        ),
      ).rejects.toThrow(LedgerError);
    }
    await expect(inTx((tx) => postJournal(tx, { ...posting(), entries: [] }))).rejects.toThrow(
      /fewer than 2 entries/,
    );
    await expectLedgerBalanced(t.ctx);
  });

  it('credits once when the same idempotency key is posted again', async () => {
    const user = newUser();
    const header = posting(JournalReason.deposit);
    const credit = () =>
      inTx((tx) =>
        creditFromSystem(tx, {
          ...header,
          system: 'external',
          to: side(user),
          currency: USDT,
          amount: dec('100'),
        }),
      );
    const first = await credit();
    const second = await credit();
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ journalId: first.journalId, replayed: true });
    expect(await balanceOf(user)).toEqual(['100', '0']);
    await expectLedgerBalanced(t.ctx);
  });

  it('refuses a key reused for a different posting, as a bug rather than a replay', async () => {
    const user = newUser();
    const header = posting(JournalReason.deposit);
    const credit = (amount: string) =>
      inTx((tx) =>
        creditFromSystem(tx, {
          ...header,
          system: 'external',
          to: side(user),
          currency: USDT,
          amount: dec(amount),
        }),
      );
    await credit('5');
    await expect(credit('6')).rejects.toThrow(/already used for a different posting/);
    expect(await balanceOf(user)).toEqual(['5', '0']);
    await expectLedgerBalanced(t.ctx);
  });

  it('refuses a debit beyond the balance and rolls back the whole transaction, domain row included', async () => {
    const user = newUser();
    const keyword = `ledger-test-${user}`;
    const attempt = inTx(async (tx) => {
      await tx.insert(settings).values({ keyword, value: { order: 1 }, updatedAt: t.clock.now() });
      await creditFromSystem(tx, {
        ...posting(JournalReason.deposit),
        system: 'external',
        to: side(user),
        currency: USDT,
        amount: dec('10'),
      });
      await debitToSystem(tx, {
        ...posting(JournalReason.withdraw),
        from: side(user),
        system: 'external',
        currency: USDT,
        amount: dec('25'),
      });
    });
    await expect(attempt).rejects.toThrow(DomainError);
    await expect(attempt).rejects.toMatchObject({
      key: 'errors.insufficientBalance',
      params: { currency: 'USDT' },
    });
    expect(await t.ctx.db.select().from(settings).where(eq(settings.keyword, keyword))).toEqual([]);
    expect(await balanceOf(user)).toEqual(['0', '0']);
    await expectLedgerBalanced(t.ctx);
  });

  it('debits the whole balance but not one unit of the 18th decimal more', async () => {
    const user = newUser();
    await fund(user, '100');
    const withdraw = (amount: string) =>
      inTx((tx) =>
        debitToSystem(tx, {
          ...posting(JournalReason.withdraw),
          from: side(user),
          system: 'external',
          currency: USDT,
          amount: dec(amount),
        }),
      );
    await expect(withdraw('100.000000000000000001')).rejects.toThrow(DomainError);
    await withdraw('100');
    expect(await balanceOf(user)).toEqual(['0', '0']);
    await expect(withdraw('0.000000000000000001')).rejects.toThrow(DomainError);
    await expectLedgerBalanced(t.ctx);
  });

  it('keeps every digit of numeric(36,18), beyond the 20 digits of display maths', async () => {
    const user = newUser();
    await fund(user, '123456789012.123456789012345678');
    await inTx((tx) =>
      transfer(tx, {
        ...posting(JournalReason.accountTransfer),
        from: side(user),
        to: side(user, 'lever'),
        currency: USDT,
        amount: dec('0.000000000000000001'),
      }),
    );
    expect(await balanceOf(user)).toEqual(['123456789012.123456789012345677', '0']);
    expect(await balanceOf(user, USDT, 'lever')).toEqual(['0.000000000000000001', '0']);
    await expectLedgerBalanced(t.ctx);
  });
});

describe('freezing and settling', () => {
  it('moves between available and frozen, and refuses to freeze or release more than held', async () => {
    const [buyer, seller] = [newUser(), newUser()];
    await fund(buyer, '100');
    const hold = (fn: typeof freeze, amount: string) =>
      inTx((tx) =>
        fn(tx, {
          ...posting(JournalReason.freeze),
          side: side(buyer),
          currency: USDT,
          amount: dec(amount),
        }),
      );
    await hold(freeze, '30');
    expect(await balanceOf(buyer)).toEqual(['70', '30']);
    await hold(unfreeze, '10');
    expect(await balanceOf(buyer)).toEqual(['80', '20']);
    await expect(hold(freeze, '80.5')).rejects.toThrow(DomainError);
    await expect(hold(unfreeze, '20.5')).rejects.toThrow(DomainError);
    expect(await balanceOf(buyer)).toEqual(['80', '20']);

    await inTx((tx) =>
      settleFrozen(tx, {
        ...posting(JournalReason.settle),
        from: side(buyer),
        to: side(seller),
        currency: USDT,
        amount: dec('20'),
      }),
    );
    expect(await balanceOf(buyer)).toEqual(['80', '0']);
    expect(await balanceOf(seller)).toEqual(['20', '0']);
    await expectLedgerBalanced(t.ctx);
  });

  it('posts a two-currency trade with its fee atomically, or not at all', async () => {
    const [alice, bob] = [newUser(), newUser()];
    await fund(alice, '1000');
    const trade = (btc: string) =>
      inTx((tx) =>
        postJournal(tx, {
          ...posting(JournalReason.trade),
          entries: [
            { ...side(alice), currency: USDT, bucket: 'available', amount: dec('-500.1') },
            { ...side(bob), currency: USDT, bucket: 'available', amount: dec('500') },
            {
              owner: systemOwner('fees'),
              account: 'change',
              currency: USDT,
              bucket: 'available',
              amount: dec('0.1'),
            },
            { ...side(bob), currency: BTC, bucket: 'available', amount: dec(btc).negated() },
            { ...side(alice), currency: BTC, bucket: 'available', amount: dec(btc) },
          ],
        }),
      );
    // Bob holds no BTC yet: the whole journal is refused, Alice keeps her USDT.
    await expect(trade('0.01')).rejects.toMatchObject({ params: { currency: 'BTC' } });
    expect(await balanceOf(alice)).toEqual(['1000', '0']);
    expect(await balanceOf(bob)).toEqual(['0', '0']);

    await fund(bob, '0.01', BTC);
    await trade('0.01');
    expect(await balanceOf(alice)).toEqual(['499.9', '0']);
    expect(await balanceOf(alice, BTC)).toEqual(['0.01', '0']);
    expect(await balanceOf(bob)).toEqual(['500', '0']);
    expect(await balanceOf(bob, BTC)).toEqual(['0', '0']);
    await expectLedgerBalanced(t.ctx);
  });
});

describe('reading balances', () => {
  it('lists a user’s balances as decimal strings by account and currency', async () => {
    const user = newUser();
    expect(await getBalances(t.ctx.db, user)).toEqual([]);
    await fund(user, '2.5', USDT, 'micro');
    await fund(user, '0.125', BTC, 'change');
    expect(await getBalances(t.ctx.db, user)).toEqual([
      { account: 'change', account_type: 2, currency: BTC, available: '0.125', frozen: '0' },
      { account: 'micro', account_type: 4, currency: USDT, available: '2.5', frozen: '0' },
    ]);
    expect(await getBalance(t.ctx.db, user, 'stock', USDT)).toEqual({
      account: 'stock',
      account_type: 5,
      currency: USDT,
      available: '0',
      frozen: '0',
    });
  });

  it('lets a system balance go below zero: it is the other side of user money', async () => {
    const faucetLever = async () => {
      // The faucet is spread over several rows (policy.ts): its balance is their sum.
      const [row] = await t.ctx.db
        .select({ available: sql<string | null>`sum(${balances.available})` })
        .from(balances)
        .where(
          sql`${balances.ownerKind} = 'system' and ${balances.ownerId} = 1
              and ${balances.accountType} = 3 and ${balances.currencyId} = ${USDT}`,
        );
      return dec(row?.available ?? 0);
    };
    const before = await faucetLever();
    await fund(newUser(), '42', USDT, 'lever');
    const after = await faucetLever();
    expect(after.minus(before).toFixed()).toBe('-42');
    expect(after.isNegative()).toBe(true);
    await expectLedgerBalanced(t.ctx);
  });
});

/** `POST /api/dev/faucet`: credits through the ledger outside production, absent in it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { currencies, forgetCurrencies } from '../system/index.ts';
import { signUp } from '../users/testing.ts';
import { getBalances } from './index.ts';
import { journals } from './tables.ts';
import { expectLedgerBalanced } from './testing.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
  token = await signUp(t.app, 'faucet@example.com');
});
afterAll(() => t.close());

const faucet = (data: Record<string, string | number | undefined>, as = token) =>
  call(t.app, 'POST', '/dev/faucet', data, as);

describe('POST /dev/faucet', () => {
  it('credits the signed-in user from the faucet account and replies with the balance', async () => {
    const first = await faucet({ currency: 3, amount: '250.25', account: 'change' });
    expect(first).toEqual({
      status: 200,
      type: 'ok',
      message: {
        account: 'change',
        account_type: 2,
        currency: 3,
        currency_name: 'USDT',
        available: '250.25',
        frozen: '0',
      },
    });
    const second = await faucet({ currency: '1', amount: '0.00000001', account: 'lever' });
    expect(second.message).toMatchObject({
      account: 'lever',
      currency: 1,
      available: '0.00000001',
    });
    const third = await faucet({ currency: 3, amount: '1000000', account: 'change' });
    expect(third.message).toMatchObject({ available: '1000250.25' });

    const me = await call<{ id: number }>(t.app, 'GET', '/user/info', {}, token);
    expect(await getBalances(t.ctx.db, me.message.id)).toEqual([
      { account: 'change', account_type: 2, currency: 3, available: '1000250.25', frozen: '0' },
      { account: 'lever', account_type: 3, currency: 1, available: '0.00000001', frozen: '0' },
    ]);
    const posted = await t.ctx.db.select().from(journals);
    expect(posted).toHaveLength(3);
    expect(posted.every((j) => j.reason === 'faucet' && j.refTable === 'users')).toBe(true);
    expect(new Set(posted.map((j) => j.refId))).toEqual(new Set([String(me.message.id)]));
    await expectLedgerBalanced(t.ctx);
  });

  it('refuses bad input with a translated message, never a 500, and credits nothing', async () => {
    const before = await t.ctx.db.select().from(journals);
    await t.ctx.db.update(currencies).set({ isActive: false }).where(eq(currencies.id, 4));
    forgetCurrencies(t.ctx.db);
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ amount: '0' }, 'Amount must be greater than zero'],
      [{ amount: '-5' }, 'Amount must be greater than zero'],
      [{ amount: '1e5' }, 'Amount must be a plain decimal number, such as 12.5'],
      [{ amount: '12,5' }, 'Amount must be a plain decimal number, such as 12.5'],
      [{ amount: 'abc' }, 'Amount must be a plain decimal number, such as 12.5'],
      [{ amount: '' }, 'Amount is required'],
      [{ amount: undefined }, 'Amount is required'],
      [{ amount: '1.0000000000000000001' }, 'Amount allows at most 18 decimals'],
      [{ amount: '1.0000001' }, 'Amount allows at most 6 decimals'],
      [{ amount: '1000000.000001' }, 'Amount must be at most 1000000'],
      [{ currency: 999 }, 'This currency is not available'],
      [{ currency: 4 }, 'This currency is not available'],
      [{ currency: 'USDT' }, 'Currency must be a number'],
      [{ account: 'savings' }, 'Account must be one of: legal, change, lever, micro, stock'],
      [{ account: '2' }, 'Account must be one of: legal, change, lever, micro, stock'],
      [{ amount: '0', lang: 'zh' }, '金额必须大于零'],
      [{ currency: 999, lang: 'jp' }, 'この通貨は利用できません'],
    ];
    for (const [fields, message] of cases) {
      const r = await faucet({ currency: 3, amount: '10', account: 'change', ...fields });
      expect({ fields, ...r }).toEqual({ fields, status: 200, type: 'error', message });
    }
    expect(await t.ctx.db.select().from(journals)).toEqual(before);
    await expectLedgerBalanced(t.ctx);
  });

  it('credits only the caller, whatever user id the body names', async () => {
    const otherToken = await signUp(t.app, 'other@example.com');
    const other = await call<{ id: number }>(t.app, 'GET', '/user/info', {}, otherToken);
    const r = await faucet({
      currency: 3,
      amount: '5',
      account: 'micro',
      user_id: other.message.id,
    });
    expect(r.type).toBe('ok');
    expect(await getBalances(t.ctx.db, other.message.id)).toEqual([]);
  });

  it('answers 999 to a caller who is not signed in', async () => {
    const r = await faucet({ currency: 3, amount: '10', account: 'change' }, '');
    expect(r).toMatchObject({ status: 200, type: '999' });
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const r = await call(prod.app, 'POST', '/dev/faucet', {
        currency: 3,
        amount: '10',
        account: 'change',
      });
      expect(r).toEqual({ status: 404, type: 'error', message: 'Not found' });
    } finally {
      await prod.close();
    }
  });
});

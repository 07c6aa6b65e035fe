/**
 * Bad input to the dual calls gets a clear, translated refusal and changes nothing:
 * fractional, zero, negative, huge and NUL share counts, ids past int32, unknown ids,
 * signed-out callers, an unsupported coin or type, too little money, and a pool that cannot
 * promise more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalCount } from '../ledger/testing.ts';
import {
  USDT,
  buy,
  buyer,
  call,
  closeBooks,
  dualApp,
  product,
  spot,
  type DualTest,
  type Person,
} from './testing.ts';

describe('dual: bad inputs', () => {
  let t: DualTest;
  let ivy: Person;
  let id: number;
  beforeAll(async () => {
    t = await dualApp();
    ivy = await buyer(t, 'ivy@example.com', { usdt: '1000' });
    id = (await product(t)).id;
  });
  afterAll(() => t.close());

  it.each([
    ['1.5', 'The purchased quantity must be an integer'],
    ['-2', 'The purchased quantity must be an integer'],
    ['1e3', 'The purchased quantity must be an integer'],
    ['1\u0000', 'num is not valid'],
    ['', 'Please enter the purchased quantity'],
    ['0', 'Buy at least one share'],
    ['99999999999999999999', 'at most 1000000'],
    ['2000000', 'at most 1000000'],
  ])('refuses num=%j', async (num, words) => {
    const before = await journalCount(t.ctx.db);
    const r = await buy(t, ivy, id, num);
    expect(r.type).toBe('error');
    expect(r.message).toContain(words);
    expect(await journalCount(t.ctx.db)).toBe(before);
  });

  it('words the integer rule in the caller language', async () => {
    const r = await buy(t, ivy, id, '1.5', { lang: 'zh' });
    expect(r.message).toContain('购买数量必须为整数');
    const fr = await buy(t, ivy, id, '', { lang: 'fra' });
    expect(fr.message).toContain('Veuillez saisir la quantité achetée');
  });

  it('refuses unknown, past-int32 and malformed ids', async () => {
    for (const bad of ['2147483648', '999', 'abc', '-1', '1\u0000']) {
      const r = await buy(t, ivy, bad as unknown as number, 1);
      expect(r.type).toBe('error');
    }
    expect((await call(t.app, 'GET', '/dual/detail', { id: '2147483648' })).type).toBe('error');
    expect((await call(t.app, 'GET', '/dual/detail', { id: 999 })).message).toBe(
      'This product does not exist',
    );
    expect((await call(t.app, 'GET', '/dual/index', { currency_id: 4 })).message).toBe(
      'Dual investment is offered on BTC and ETH only',
    );
    expect((await call(t.app, 'GET', '/dual/index', { type: 'straddle' })).type).toBe('error');
  });

  it('asks a signed-out caller to log in (999) before any field error', async () => {
    const r = await call(t.app, 'POST', '/dual/buyDual', { id, num: '1.5' });
    expect(String(r.type)).toBe('999');
    const l = await call(t.app, 'POST', '/dual/dual_list', { status: 1 });
    expect(String(l.type)).toBe('999');
  });

  it('refuses more than the balance, and more than the pool can promise', async () => {
    const r = await buy(t, ivy, id, 11);
    expect(r).toMatchObject({ type: 'error', message: 'Insufficient USDT balance' });
    expect(await spot(t, ivy, USDT)).toEqual({ available: '1000', frozen: '0' });
    // A pool with BTC for one 10-share put (0.01122222 BTC if converted), not two.
    const thin = await dualApp({ pool: { 1: '0.0113', 3: '1000' } });
    try {
      const jo = await buyer(thin, 'jo@example.com', { usdt: '2000' });
      const tooBig = await product(thin, { total_shares: 20 }).catch((e: Error) => e);
      expect((tooBig as Error).message).toBe('errors.dualPoolCapacity');
      const a = await product(thin, { total_shares: 10 });
      const b = await product(thin, { total_shares: 10 });
      expect((await buy(thin, jo, a.id, 10)).type).toBe('ok');
      expect(await buy(thin, jo, b.id, 1)).toMatchObject({
        type: 'error',
        message: 'This product cannot take more purchases now; please choose another',
      });
      expect(await spot(thin, jo, USDT)).toEqual({ available: '1000', frozen: '0' });
      await closeBooks(thin);
    } finally {
      await thin.close();
    }
    await closeBooks(t);
  });
});

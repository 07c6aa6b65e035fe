/**
 * A promise the pool cannot back is never made (issue 11, decision 76). The staking pool
 * holds 3.599999 USDT, one unit short of the 3.6 a 1,000 USDT, 30-day deposit promises:
 * the deposit is refused as fully subscribed, in the caller's language, and nothing
 * changes (no order, no journal, both balances as they were). A smaller deposit the pool
 * covers is taken; once the pool is funded the production way, the first one fits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalCount } from '../ledger/testing.ts';
import { lockupOrders } from './tables.ts';
import {
  PLAN,
  call,
  closeBooks,
  deposit,
  fundStakingPool,
  lockupApp,
  poolBalance,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

describe('a deposit the staking pool cannot back', () => {
  let t: LockupTest;
  let who: Person;

  beforeAll(async () => {
    t = await lockupApp({ pool: 'empty' });
    await fundStakingPool(t, '3.599999');
    who = await saver(t, 'late@example.com', '2000');
  });
  afterAll(() => t?.close());

  async function expectUnchanged(run: () => Promise<{ type: unknown; message: unknown }>) {
    const journals = await journalCount(t.ctx.db);
    const orders = await t.ctx.db.$count(lockupOrders);
    const spotBefore = await spot(t, who);
    const poolBefore = await poolBalance(t);
    const r = await run();
    expect(await journalCount(t.ctx.db)).toBe(journals);
    expect(await t.ctx.db.$count(lockupOrders)).toBe(orders);
    expect(await spot(t, who)).toEqual(spotBefore);
    expect(await poolBalance(t)).toEqual(poolBefore);
    await closeBooks(t);
    return r;
  }

  it('refuses it as fully subscribed and changes nothing', async () => {
    const r = await expectUnchanged(() => deposit(t, who, PLAN.usdt30, '1000'));
    expect(r).toMatchObject({
      type: 'error',
      message:
        'The USDT 30-day plan is fully subscribed for now; nothing was changed, please try again later',
    });
    expect(await poolBalance(t)).toEqual({ available: '3.599999', frozen: '0' });
  });

  it('says so in the caller language', async () => {
    const cases = [
      ['zh', 'USDT 30 天方案暂时额满，未做任何更改，请稍后再试'],
      [
        'fra',
        "Le plan USDT de 30 jours est complet pour le moment ; rien n'a été modifié, réessayez plus tard",
      ],
    ] as const;
    for (const [lang, message] of cases) {
      const r = await expectUnchanged(() =>
        call(
          t.app,
          'POST',
          '/lh/deposit',
          { config_id: PLAN.usdt30, amount: '1000', lang },
          who.token,
        ),
      );
      expect(r).toMatchObject({ type: 'error', message });
    }
  });

  it('takes a smaller deposit the pool covers, reserving exactly its promise', async () => {
    // 999.99 x 0.012% = 0.1199988 -> 0.119998 a day, x 30 = 3.59994.
    const r = await deposit(t, who, PLAN.usdt30, '999.99');
    expect(r.type).toBe('ok');
    expect(await poolBalance(t)).toEqual({ available: '0.000059', frozen: '3.59994' });
    expect(await spot(t, who)).toEqual({ available: '1000.01', frozen: '999.99' });
    await closeBooks(t);
  });

  it('takes the refused deposit once the pool is funded for it', async () => {
    await expectUnchanged(() => deposit(t, who, PLAN.usdt30, '1000'));
    expect(await fundStakingPool(t, '3.599941')).toBe('3.6');
    const r = await deposit(t, who, PLAN.usdt30, '1000');
    expect(r.type).toBe('ok');
    expect(await poolBalance(t)).toEqual({ available: '0', frozen: '7.19994' });
    expect(await spot(t, who)).toEqual({ available: '0.01', frozen: '1999.99' });
    await closeBooks(t);
  });
});

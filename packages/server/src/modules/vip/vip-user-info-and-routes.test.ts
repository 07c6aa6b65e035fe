/**
 * Where the level is shown (issue 12): `GET /user/info` `level` (the original client's VIP
 * label), `GET /api/vip` for the signed-in user, `GET /api/vip/levels` for anyone. An
 * operator's table is used when valid; one that does not climb is ignored (the defaults
 * apply, and the run says so).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIP_DEFAULT_LEVELS, type VipLevelItem, type VipTableReply } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import {
  assess,
  person,
  runOf,
  setVipLevels,
  userInfoLevel,
  vipApp,
  vipOf,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let una: Trader;

const TABLE: VipLevelItem[] = [
  { level: 0, volume_usdt: '0', holdings_usdt: '0', fee_discount_percent: '0' },
  { level: 1, volume_usdt: '1000', holdings_usdt: '100', fee_discount_percent: '5' },
  { level: 2, volume_usdt: '2000', holdings_usdt: '200', fee_discount_percent: '12.5' },
];

beforeAll(async () => {
  t = await vipApp();
  una = await person(t, 'una@example.com', '60000');
}, 60_000);
afterAll(() => t.close());

describe('the level on the wire', () => {
  it('/user/info says 0 before the first assessment, 2 after it', async () => {
    expect(await userInfoLevel(t, una)).toBe(0);
    expect((await vipOf(t, una)).assessment).toBeNull();
    await assess(t);
    expect(await userInfoLevel(t, una)).toBe(2);
    expect(await vipOf(t, una)).toMatchObject({
      level: 2,
      fee_discount_percent: '15',
      next: { level: 3, volume_missing: '2000000', holdings_missing: '140000' },
    });
  });

  it('GET /vip needs a session; the levels are public', async () => {
    const guest = await call(t.app, 'GET', '/vip');
    expect(guest.type).toBe('999');
    const table = await call<VipTableReply>(t.app, 'GET', '/vip/levels', { lang: 'fra' });
    expect(table).toMatchObject({
      type: 'ok',
      message: { levels: VIP_DEFAULT_LEVELS, rule: 'either', window_days: 30, assess_utc: '00:10' },
    });
  });

  it('a language that does not exist is refused in words, nothing else', async () => {
    const r = await call(t.app, 'GET', '/vip/levels', { lang: 'xx' });
    expect(r.status).toBe(200);
    expect(r.type).toBe('error');
    expect(typeof r.message).toBe('string');
  });
});

describe("an operator's table", () => {
  it('is published and used by the next run', async () => {
    await setVipLevels(t, TABLE);
    expect((await call<VipTableReply>(t.app, 'GET', '/vip/levels')).message.levels).toEqual(TABLE);
    await assess(t, '2026-03-03T00:10:00Z');
    expect(await runOf(t, '2026-03-03')).toMatchObject({ levels: TABLE, levelsSource: 'setting' });
    expect(await vipOf(t, una)).toMatchObject({
      level: 2,
      fee_discount_percent: '12.5',
      next: null,
    });
  });

  it('one that does not climb is ignored: the defaults apply and the run says so', async () => {
    await setVipLevels(t, [TABLE[0], TABLE[2], TABLE[1]]);
    expect((await call<VipTableReply>(t.app, 'GET', '/vip/levels')).message.levels).toEqual(
      VIP_DEFAULT_LEVELS,
    );
    await assess(t, '2026-03-04T00:10:00Z');
    expect(await runOf(t, '2026-03-04')).toMatchObject({ levelsSource: 'default' });
    await setVipLevels(t, 'VIP1');
    expect((await call<VipTableReply>(t.app, 'GET', '/vip/levels')).message.levels).toEqual(
      VIP_DEFAULT_LEVELS,
    );
  });
});

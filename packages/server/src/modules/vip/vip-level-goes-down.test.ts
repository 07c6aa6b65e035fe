/**
 * A level goes down (issue 12). Kim's contract round trip of 2 March (57000 notional) makes
 * her VIP1 on 3 March; her spot and contract fees are 10% off while it lasts. On 2 April the
 * window no longer holds that trade: she is assessed VIP0, her fees are the full rates again
 * at once (the job drops the sequencers' copy), and both days stay on record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { lever, move, submittedId } from '../lever/testing.ts';
import { leverPositions } from '../lever/index.ts';
import {
  assess,
  assessmentOf,
  closeBooks,
  currentOf,
  fundUser,
  order,
  person,
  signInAgain,
  userInfoLevel,
  vipApp,
  type LeverTest,
  type Trader,
} from './testing.ts';
import { vipAssessments } from './tables.ts';
import { fund } from '../wallet/testing.ts';

let t: LeverTest;
let kim: Trader;
let max: Trader;

const openFeePercentOf = async (id: number) => {
  const [row] = await t.ctx.db.select().from(leverPositions).where(eq(leverPositions.id, id));
  return row!.openFeePercent;
};

/** Max rests a sell of 0.001 BTC at 60000 and kim takes it: kim's fee, in BTC. */
async function kimBuys(): Promise<string> {
  await order(t, max, 'sell', '0.001', '60000');
  const buy = await order(t, kim, 'buy', '0.001', '60000');
  return buy.fee;
}

beforeAll(async () => {
  t = await vipApp();
  kim = await person(t, 'kim@example.com', '1000');
  await fundUser(t, kim.id, '2000');
  max = await person(t, 'max@example.com');
  await fund(t, max.id, 'change', 1, '0.01');
  const id = submittedId(await lever.submit(t, kim.token, { share: 30, multiple: 20, type: 1 }));
  move(t, 'BTC', '95000.00');
  expect((await lever.close(t, kim.token, id)).type).toBe('ok');
  await assess(t, '2026-03-03T00:10:00Z');
}, 60_000);
afterAll(() => t.close());

describe('VIP1 while the trade is in the window', () => {
  it('kim is VIP1 by volume', async () => {
    expect(await currentOf(t, kim.id)).toMatchObject({ level: 1, feeDiscountPercent: '10.0000' });
    expect(await userInfoLevel(t, kim)).toBe(1);
  });

  it('her taker fee is 10% off: 0.001 x 0.0009 = 0.0000009 BTC', async () => {
    expect(await kimBuys()).toBe('0.0000009');
  });

  it('her contract rows keep 0.045%', async () => {
    const id = submittedId(await lever.submit(t, kim.token, { share: 1, multiple: 10, type: 1 }));
    expect(await openFeePercentOf(id)).toBe('0.0450');
    move(t, 'BTC', '95000.00');
    expect((await lever.close(t, kim.token, id)).type).toBe('ok');
    await closeBooks(t);
  });
});

describe('VIP0 once it left the window', () => {
  it('on 2 April kim is assessed VIP0: 1960 traded in the window, 2976.1095 held', async () => {
    await assess(t, '2026-04-02T00:10:00Z');
    // Only what she did on 3 March is inside [3 March, 2 April): the 60 USDT fill and one lot
    // opened and closed (950.475 + 949.525). Held: 940 USDT, 0.0009991 BTC at 95000, and
    // 2000 - 57 - 0.427714 - 0.427286 - 0.95 in the contract account.
    expect(await assessmentOf(t, kim.id, '2026-04-02')).toMatchObject({
      spotVolume: '60.000000000000000000',
      contractVolume: '1900.000000000000000000',
      holdings: '2976.109500000000000000',
    });
    expect(await currentOf(t, kim.id)).toMatchObject({
      day: '2026-04-02',
      level: 0,
      feeDiscountPercent: '0.0000',
    });
    const days = await t.ctx.db
      .select({ day: vipAssessments.day, level: vipAssessments.level })
      .from(vipAssessments)
      .where(eq(vipAssessments.userId, kim.id))
      .orderBy(asc(vipAssessments.day));
    expect(days).toEqual([
      { day: '2026-03-03', level: 1 },
      { day: '2026-04-02', level: 0 },
    ]);
  });

  it('her fees are the full rates again at once', async () => {
    await signInAgain(t, kim, 'kim@example.com');
    await signInAgain(t, max, 'max@example.com');
    expect(await userInfoLevel(t, kim)).toBe(0);
    expect(await kimBuys()).toBe('0.000001');
    const id = submittedId(await lever.submit(t, kim.token, { share: 1, multiple: 10, type: 1 }));
    expect(await openFeePercentOf(id)).toBe('0.0500');
    await closeBooks(t);
  });
});

/**
 * A VIP discount on contract fees (issue 12), to the last digit. BTC/USDT contracts charge
 * 0.05% to open and to close; ada is VIP2 (15% off: 50000 USDT held), so her position row
 * keeps 0.0425% for both, charged on the notional and rounded half-up to USDT's 6 decimals.
 * The verify view reads the rates from the row, so it recomputes the discounted fees. A table
 * giving 12.5% off cuts 0.04375% down to the row's 4 decimals: 0.0437%. A follower's copied
 * position carries the follower's own discount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Exact, LeverSide, VIP_DEFAULT_LEVELS, feeOf, notionalOf } from '@bourse/shared';
import { leverBalance, lever, move, submittedId, systemLever } from '../lever/testing.ts';
import { leverPairById, leverPositions, lockLeverUser, openCopy } from '../lever/index.ts';
import {
  assess,
  closeBooks,
  fundUser,
  person,
  setVipLevels,
  signInAgain,
  vipApp,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let ada: Trader;
let bea: Trader;

const rowOf = async (id: number) => {
  const [row] = await t.ctx.db.select().from(leverPositions).where(eq(leverPositions.id, id));
  return row!;
};

beforeAll(async () => {
  t = await vipApp();
  ada = await person(t, 'ada@example.com');
  await fundUser(t, ada.id, '50000');
  bea = await person(t, 'bea@example.com');
  await fundUser(t, bea.id, '10000');
  await assess(t);
}, 60_000);
afterAll(() => t.close());

describe('ada, VIP2: 15% off 0.05%', () => {
  let id: number;

  it('opens 2 lots at 10x: the row keeps 0.0425%, the fee is 0.807904', async () => {
    // The form's terms already say what she is charged.
    expect((await lever.deal(t, ada.token)).message).toMatchObject({
      lever_trade_fee: '0.0425',
      lever_close_fee: '0.0425',
    });
    // bea holds 10000 USDT: VIP1, 10% off.
    expect((await lever.deal(t, bea.token)).message).toMatchObject({ lever_trade_fee: '0.045' });
    const r = await lever.submit(t, ada.token, { share: 2, multiple: 10, type: 1 });
    id = submittedId(r);
    // 95047.5 x 0.02 = 1900.95; x 0.0425% = 0.80790375 -> 0.807904
    expect(r.data).toMatchObject({
      price: '95047.5',
      caution_money: '190.095',
      trade_fee: '0.807904',
    });
    expect(await rowOf(id)).toMatchObject({
      openFeePercent: '0.0425',
      closeFeePercent: '0.0425',
      openFee: '0.807904000000000000',
    });
    expect(await leverBalance(t, ada.id)).toEqual({ available: '49809.097096', frozen: '190.095' });
    expect(await systemLever(t, 'fees')).toBe('0.807904');
  });

  it('closes at the bid of 96000: fee 1919.04 x 0.0425% = 0.815592, P/L 18.09', async () => {
    move(t, 'BTC', '96000.00');
    const closed = await lever.close(t, ada.token, id);
    expect((closed as unknown as { data: unknown }).data).toMatchObject({
      status: 3,
      update_price: '95952',
      profits: '18.09',
      close_fee: '0.815592',
    });
    // 50000 - 0.807904 - 0.815592 + 18.09
    expect(await leverBalance(t, ada.id)).toEqual({ available: '50016.466504', frozen: '0' });
    expect(await systemLever(t, 'fees')).toBe('1.623496');
    await closeBooks(t);
  });

  it('the verify view shows the rates charged, and they recompute both fees', async () => {
    const r = await lever.position(t, ada.token, id);
    const detail = r.message as {
      inputs: { open_fee_percent: string; close_fee_percent: string; quantity: string };
      charges: { kind: string; amount: string }[];
    };
    expect(detail.inputs).toMatchObject({
      open_fee_percent: '0.0425',
      close_fee_percent: '0.0425',
    });
    const q = detail.inputs.quantity;
    expect(detail.charges.map((c) => [c.kind, c.amount])).toEqual([
      ['open_fee', feeOf(notionalOf('95047.5', q), detail.inputs.open_fee_percent).toFixed()],
      ['close_fee', feeOf(notionalOf('95952', q), detail.inputs.close_fee_percent).toFixed()],
    ]);
  });

  it('a limit order holds its margin and the discounted fee: 94 + 0.3995', async () => {
    const r = await lever.submit(t, ada.token, {
      share: 1,
      multiple: 10,
      type: 1,
      status: 0,
      target_price: '94000',
    });
    const pending = submittedId(r);
    expect(await rowOf(pending)).toMatchObject({
      openFeePercent: '0.0425',
      held: '94.399500000000000000',
    });
    expect((await lever.cancel(t, ada.token, pending)).type).toBe('ok');
    expect(await leverBalance(t, ada.id)).toEqual({ available: '50016.466504', frozen: '0' });
    await closeBooks(t);
  });
});

describe('a discount that does not fit the row', () => {
  it('12.5% off 0.05% is 0.04375%, kept as 0.0437% (never above the exact rate)', async () => {
    await setVipLevels(t, [
      VIP_DEFAULT_LEVELS[0],
      { ...VIP_DEFAULT_LEVELS[1], fee_discount_percent: '12.5' },
      ...VIP_DEFAULT_LEVELS.slice(2),
    ]);
    await assess(t, '2026-03-03T00:10:00Z');
    await signInAgain(t, bea, 'bea@example.com');
    const r = await lever.submit(t, bea.token, { share: 2, multiple: 10, type: 1 });
    const id = submittedId(r);
    // the index moved to 96000: ask 96048, notional 1920.96; x 0.0437% = 0.83945952 -> 0.83946
    expect(r.data).toMatchObject({ price: '96048', trade_fee: '0.83946' });
    expect(await rowOf(id)).toMatchObject({ openFeePercent: '0.0437', closeFeePercent: '0.0437' });
    await closeBooks(t);
  });
});

describe('copy trading (issue 12)', () => {
  it("a follower's copy is opened at the follower's own discount", async () => {
    await signInAgain(t, ada, 'ada@example.com');
    const lead = submittedId(await lever.submit(t, ada.token, { share: 1, multiple: 10, type: 1 }));
    const pair = await leverPairById(t.ctx.db, 1);
    const opened = await t.ctx.db.transaction(async (tx) => {
      await lockLeverUser(tx, bea.id);
      return openCopy(t.ctx, tx, {
        userId: bea.id,
        pair,
        quote: await t.ctx.prices.record('BTC', tx),
        side: LeverSide.long,
        lots: new Exact(2),
        multiple: 10,
        copyOf: lead,
        capLeft: null,
        at: t.clock.now(),
      });
    });
    expect(opened).toMatchObject({
      opened: {
        openFeePercent: '0.0437',
        closeFeePercent: '0.0437',
        openFee: '0.839460000000000000',
      },
    });
    await closeBooks(t);
  });
});

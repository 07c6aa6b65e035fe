/**
 * A BTC long, 2 lots (0.02 BTC) at 10x: opens at the ask (index x 1.0005), closes at the
 * bid (index x 0.9995); margin, fees and P/L to the last digit, against the house.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LeverSide, feeOf, fillPrice, marginOf, notionalOf, pnlOf, toPlain } from '@bourse/shared';
import { journalEntries, journalsFor } from '../ledger/testing.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  leverApp,
  leverBalance,
  move,
  submittedId,
  systemLever,
  trader,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let alice: Trader;

beforeAll(async () => {
  t = await leverApp();
  alice = await trader(t, 'alice@example.com');
  await fundUser(t, alice.id, '1000');
});
afterAll(() => t.close());

it('previews the fill it makes: the deal shows ask and bid of the recorded index', async () => {
  const deal = await lever.deal(t, alice.token);
  expect(deal.type).toBe('ok');
  expect(deal.message).toMatchObject({
    user_lever: '1000',
    multiple: { muit: [{ value: 5 }, { value: 10 }, { value: 20 }, { value: 50 }, { value: 100 }] },
    my_transaction: [],
    lever_share_num: '0.01',
    lever_share_limit: { min: '1', max: '100' },
    spread: '0.05',
    lever_trade_fee: '0.05',
    index: { price: '95000', source: 'fixed' },
    ask: '95047.5',
    bid: '94952.5',
    counterparty: 'lever.counterparty',
    account: { equity: '1000', used_margin: '0', hazard_rate: '0', maintenance_percent: '50' },
  });
});

it('opens at the ask: margin 190.095, fee 0.950475, held and paid in one journal', async () => {
  const r = await lever.submit(t, alice.token, { share: 2, multiple: 10, type: 1 });
  expect(r.type).toBe('ok');
  expect(r.message).toBe('Position opened');
  const id = submittedId(r);
  expect(r.data).toMatchObject({
    id,
    type: 1,
    symbol: 'BTC/USDT',
    share: '2',
    multiple: 10,
    price: '95047.5',
    quantity: '0.02',
    caution_money: '190.095',
    trade_fee: '0.950475',
    status: 1,
    order_type: 1,
    open_index: { price: '95000', source: 'fixed' },
  });
  expect(await leverBalance(t, alice.id)).toEqual({ available: '808.954525', frozen: '190.095' });
  expect(await systemLever(t, 'fees')).toBe('0.950475');
  const [open] = await journalsFor(t.ctx.db, { table: 'lever_positions', id });
  expect(open).toMatchObject({
    reason: 'lever_open',
    idempotencyKey: `lever_positions:${id}:open`,
  });
  expect((await journalEntries(t.ctx.db, open!.id)).length).toBe(4);
  await expectLeverLedgerBalanced(t);
});

it('closes at the bid with P/L 18.09 and closing fee 0.95952, exactly', async () => {
  const list = await lever.myTrade(t, alice.token, { status: 1 });
  const [item] = (list.message as { message: { data: { id: number; pnl: string }[] } }).message
    .data;
  move(t, 'BTC', '96000.00');
  const r = await lever.close(t, alice.token, item!.id);
  expect(r.type).toBe('ok');
  expect(r.message).toBe('Position closed');
  expect((r as unknown as { data: unknown }).data).toMatchObject({
    status: 3,
    update_price: '95952',
    profits: '18.09',
    close_fee: '0.95952',
    close_reason: 'user',
    close_index: { price: '96000', source: 'fixed' },
  });
  expect(await leverBalance(t, alice.id)).toEqual({ available: '1016.180005', frozen: '0' });
  expect(await systemLever(t, 'treasury')).toBe('-18.09');
  expect(await systemLever(t, 'fees')).toBe('1.909995');
  const journals = await journalsFor(t.ctx.db, { table: 'lever_positions', id: item!.id });
  expect(journals.map((j) => j.reason)).toEqual(['lever_open', 'lever_close']);
  await expectLeverLedgerBalanced(t);
});

it('lets the browser recompute the result from the verify view with the shared formulas', async () => {
  const list = await lever.myTrade(t, alice.token, { status: 3 });
  const [item] = (list.message as { message: { data: { id: number }[] } }).message.data;
  const detail = await lever.position(t, alice.token, item!.id);
  const d = detail.message as {
    position: { open_index: { price: string }; close_index: { price: string }; profits: string };
    inputs: {
      side: 1 | 2;
      quantity: string;
      spread_percent: string;
      tick: string;
      multiple: number;
    };
    charges: { kind: string; amount: string; index: { price: string } }[];
  };
  const entry = fillPrice(
    d.position.open_index.price,
    d.inputs.spread_percent,
    d.inputs.side,
    'open',
    d.inputs.tick,
  );
  const exit = fillPrice(
    d.position.close_index.price,
    d.inputs.spread_percent,
    d.inputs.side,
    'close',
    d.inputs.tick,
  );
  expect(toPlain(pnlOf(LeverSide.long, entry, exit, d.inputs.quantity))).toBe(d.position.profits);
  expect(toPlain(marginOf(notionalOf(entry, d.inputs.quantity), d.inputs.multiple))).toBe(
    '190.095',
  );
  expect(d.charges.map((c) => [c.kind, c.amount, c.index.price])).toEqual([
    ['open_fee', '0.950475', '95000'],
    ['close_fee', '0.95952', '96000'],
  ]);
  expect(toPlain(feeOf(notionalOf(exit, d.inputs.quantity), '0.05'))).toBe('0.95952');
});

it('charges a loss to the user: long from 95047.5 closed at 93953 loses 21.89', async () => {
  const bob = await trader(t, 'bob@example.com');
  await fundUser(t, bob.id, '1000');
  move(t, 'BTC', '95000.00');
  const id = submittedId(await lever.submit(t, bob.token, { share: 2, multiple: 10, type: 1 }));
  move(t, 'BTC', '94000.00');
  const r = await lever.close(t, bob.token, id);
  expect((r as unknown as { data: unknown }).data).toMatchObject({
    profits: '-21.89',
    close_fee: '0.93953',
  });
  expect(await leverBalance(t, bob.id)).toEqual({ available: '976.219995', frozen: '0' });
  expect(await systemLever(t, 'treasury')).toBe('3.8');
  await expectLeverLedgerBalanced(t);
});

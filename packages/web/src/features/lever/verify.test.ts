/** The verify view recomputes a position from its recorded prices with the shared formulas. */
import { describe, expect, it } from 'vitest';
import { LeverSide, LeverStatus, type LeverPositionItem } from '@bourse/shared';
import { allMatch, verifyPosition, type LeverPositionDetail } from './verify.ts';

const stamp = (price: string, at: number) => ({ price, source: 'feed:test', at });

const position = (over: Partial<LeverPositionItem> = {}): LeverPositionItem => ({
  id: 7,
  type: LeverSide.long,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  share: '2',
  multiple: 10,
  price: '95047.50',
  target_price: '',
  target_profit_price: '',
  stop_loss_price: '',
  update_price: '95952.00',
  caution_money: '190.095',
  overnight_money: '0.382',
  trade_fee: '0.950475',
  close_fee: '0.95952',
  transaction_time: '2026-11-26 10:00:00',
  status: LeverStatus.closed,
  order_type: 1,
  price_type: 1,
  quantity: '0.02',
  contract_size: '0.01',
  profits: '18.09',
  pnl: '18.09',
  liquidation_price: '',
  close_reason: 'user',
  held: '0',
  open_index: stamp('95000', 1_764_151_200),
  close_index: stamp('96000', 1_764_240_000),
  created_at: 1_764_151_200,
  opened_at: 1_764_151_200,
  closed_at: 1_764_240_000,
  ...over,
});

const detail = (over: Partial<LeverPositionItem> = {}): LeverPositionDetail => ({
  position: position(over),
  inputs: {
    lots: over.share ?? '2',
    contract_size: '0.01',
    quantity: '0.02',
    multiple: 10,
    spread_percent: '0.05',
    open_fee_percent: '0.05',
    close_fee_percent: '0.05',
    overnight_percent: '0.02',
    tick: '0.01',
    open_margin: over.caution_money ?? '190.095',
  },
  liquidation: null,
  charges: [
    {
      kind: 'open_fee',
      amount: '0.950475',
      index: stamp('95000', 1_764_151_200),
      charge_day: '',
    },
    {
      kind: 'overnight',
      amount: '0.382',
      index: stamp('95500', 1_764_201_600),
      charge_day: '2026-11-27',
    },
  ],
});

describe('verifyPosition', () => {
  it('recomputes every figure of a closed long and finds them equal', () => {
    const lines = verifyPosition(detail());
    expect(lines.map((l) => [l.key, l.browser, l.ok])).toEqual([
      ['quantity', '0.02', true],
      ['openPrice', '95047.5', true],
      ['margin', '190.095', true],
      ['openFee', '0.950475', true],
      ['overnight:2026-11-27', '0.382', true],
      ['closePrice', '95952', true],
      ['pnl', '18.09', true],
      ['closeFee', '0.95952', true],
    ]);
    expect(allMatch(lines)).toBe(true);
  });

  it('flags a figure the recorded prices do not give', () => {
    const lines = verifyPosition(detail({ profits: '25.00' }));
    expect(lines.find((l) => l.key === 'pnl')).toMatchObject({ ok: false, browser: '18.09' });
    expect(allMatch(lines)).toBe(false);
  });

  it('a liquidation closes at the index itself, without the spread', () => {
    const lines = verifyPosition(
      detail({
        close_reason: 'liquidation',
        close_index: stamp('50000', 1_764_240_000),
        update_price: '50000.00',
        profits: '-900.95',
        close_fee: '0.5',
      }),
    );
    expect(lines.find((l) => l.key === 'closePrice')).toMatchObject({ ok: true });
    expect(lines.find((l) => l.key === 'pnl')).toMatchObject({ ok: true, browser: '-900.95' });
  });

  it('an open position checks its opening only', () => {
    const lines = verifyPosition(detail({ close_index: null, status: LeverStatus.open }));
    expect(lines.map((l) => l.key)).toEqual([
      'quantity',
      'openPrice',
      'margin',
      'openFee',
      'overnight:2026-11-27',
    ]);
  });

  it('a short opens at the bid', () => {
    const lines = verifyPosition(
      detail({
        type: LeverSide.short,
        price: '94952.50',
        caution_money: '189.905',
        trade_fee: '0.949525',
        update_price: '96048.00',
        profits: '-21.91',
        close_fee: '0.96048',
      }),
    );
    expect(allMatch(lines)).toBe(true);
  });

  it('marks a fee cut short by an empty account as capped, and one above due as a difference', () => {
    const cut = verifyPosition(detail({ close_fee: '0.2' }));
    expect(cut.find((l) => l.key === 'closeFee')).toMatchObject({
      ok: true,
      capped: true,
      server: '0.2',
      browser: '0.95952',
    });
    expect(allMatch(cut)).toBe(true);
    const over = verifyPosition(detail({ close_fee: '1.5' }));
    expect(over.find((l) => l.key === 'closeFee')).toMatchObject({ ok: false, capped: false });
    expect(allMatch(over)).toBe(false);
    const negative = verifyPosition(detail({ close_fee: '-1' }));
    expect(negative.find((l) => l.key === 'closeFee')).toMatchObject({ ok: false });
  });
});

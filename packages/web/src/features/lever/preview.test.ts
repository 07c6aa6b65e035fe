/** The contract form's maths: checks, the preview (= the fill), live P/L and risk. */
import { describe, expect, it } from 'vitest';
import { LeverSide } from '@bourse/shared';
import {
  accountModel,
  formError,
  hazardPercent,
  leverPreview,
  liveAccount,
  livePnl,
  riskPositionOf,
  whatIfIndexes,
  type LeverFormInput,
  type PairTerms,
} from './preview.ts';

const TERMS: PairTerms = {
  symbol: 'BTC/USDT',
  tick: '0.01',
  spread: '0.05',
  contractSize: '0.01',
  openFeePercent: '0.05',
  maintenancePercent: '50',
  minLots: '1',
  maxLots: '100',
};
const EMPTY = { balance: '1000', available: '1000', unrealised: '0', used_margin: '0' };
const form = (over: Partial<LeverFormInput> = {}): LeverFormInput => ({
  side: LeverSide.long,
  kind: 'market',
  lots: '2',
  multiple: 10,
  limitPrice: '',
  ...over,
});
const s = (v: { toFixed(): string } | null | undefined) => (v ? v.toFixed() : v);

describe('formError', () => {
  it('wants whole lots within the limits, a multiple and a limit price', () => {
    expect(formError(form({ lots: '' }), TERMS)?.key).toBe('form.lotsRequired');
    expect(formError(form({ lots: '0' }), TERMS)?.key).toBe('form.lotsRequired');
    expect(formError(form({ lots: 'abc' }), TERMS)?.key).toBe('form.lotsRequired');
    expect(formError(form({ lots: '1.5' }), TERMS)?.key).toBe('form.lotsWhole');
    expect(formError(form({ lots: '101' }), TERMS)).toEqual({
      field: 'lots',
      key: 'form.lotsRange',
      params: { min: '1', max: '100' },
    });
    expect(formError(form({ multiple: undefined }), TERMS)?.key).toBe('form.multipleRequired');
    expect(formError(form({ kind: 'limit', limitPrice: '' }), TERMS)?.key).toBe(
      'form.priceRequired',
    );
    expect(formError(form({ kind: 'limit', limitPrice: '-1' }), TERMS)?.key).toBe(
      'form.priceRequired',
    );
    expect(formError(form(), TERMS)).toBeUndefined();
    expect(formError(form({ lots: ' 100 ' }), TERMS)).toBeUndefined();
  });
});

describe('leverPreview', () => {
  it('a 10x long of 2 lots fills at the ask, margin and fee exact, liquidation solved', () => {
    const p = leverPreview(form(), TERMS, '95000', EMPTY, [])!;
    expect(s(p.quote.price)).toBe('95047.5');
    expect(s(p.quote.quantity)).toBe('0.02');
    expect(s(p.quote.notional)).toBe('1900.95');
    expect(s(p.quote.margin)).toBe('190.095');
    expect(s(p.quote.fee)).toBe('0.950475');
    expect(s(p.quote.cost)).toBe('191.045475');
    expect(p.short).toBe(false);
    // 999.049525 + (0.9995 x - 95047.5) x 0.02 = 50% x 190.095
    expect(s(p.liquidation)).toBe('49872.33');
    expect(p.riskAfter!.toDecimalPlaces(6).toFixed()).toBe('524.553263');
    expect(p.whatIf.map((w) => [s(w.price), s(w.pnl)])).toEqual([
      ['90250', '-96.8524'],
      ['92625', '-49.3762'],
      ['95000', '-1.9'],
      ['97375', '45.5762'],
      ['99750', '93.0526'],
    ]);
    // Risk falls as the index falls, for a long.
    const risks = p.whatIf.map((w) => w.riskRate!.toNumber());
    expect([...risks].sort((a, b) => a - b)).toEqual(risks);
  });

  it('a short fills at the bid, and its liquidation is above the index', () => {
    const p = leverPreview(form({ side: LeverSide.short }), TERMS, '95000', EMPTY, [])!;
    expect(s(p.quote.price)).toBe('94952.5');
    expect(p.liquidation!.gt(95000)).toBe(true);
    expect(p.whatIf[4]!.pnl.isNegative()).toBe(true);
  });

  it('a limit order is previewed at its own price', () => {
    const p = leverPreview(
      form({ kind: 'limit', limitPrice: '90000' }),
      TERMS,
      '95000',
      EMPTY,
      [],
    )!;
    expect(s(p.quote.price)).toBe('90000');
    expect(s(p.quote.margin)).toBe('180');
    expect(s(p.quote.fee)).toBe('0.9');
  });

  it('says when the account cannot pay margin + fee', () => {
    const p = leverPreview(form({ lots: '100' }), TERMS, '95000', EMPTY, [])!;
    expect(s(p.quote.cost)).toBe('9552.27375');
    expect(p.short).toBe(true);
  });

  it('is undefined while the form is incomplete', () => {
    expect(leverPreview(form({ lots: '' }), TERMS, '95000', EMPTY, [])).toBeUndefined();
  });
});

describe('the account model', () => {
  const position = {
    type: LeverSide.long,
    price: '95047.50',
    quantity: '0.02',
    caution_money: '190.095',
  };
  // As the server valued it at index 95000 (close price 94952.50: -1.90), plus another
  // pair's position with margin 100 and +10 unrealised.
  const account = { balance: '999.049525', unrealised: '8.1', used_margin: '290.095' };

  it('keeps the server equity and margin at the server index', () => {
    const rp = riskPositionOf(position, TERMS, '95000');
    const model = accountModel(account, [rp]);
    const live = liveAccount(account, [rp], '95000');
    expect(s(live.equity)).toBe('1007.149525');
    expect(s(live.usedMargin)).toBe('290.095');
    expect(model.positions).toHaveLength(2);
  });

  it('moves this pair with the live index, the rest stays', () => {
    const live = liveAccount(account, [riskPositionOf(position, TERMS, '95000')], '96000');
    // close price 96000 x 0.9995 = 95952.00: (95952 - 95047.5) x 0.02 = 18.09
    expect(s(live.equity)).toBe('1027.139525');
    expect(s(live.riskRate!.toDecimalPlaces(4))).toBe('354.0701');
  });

  it('live P/L is paid-rounded at the close-side price', () => {
    expect(s(livePnl(position, TERMS, '95000'))).toBe('-1.9');
    // A short closes at the ask: 95000 x 1.0005 = 95047.50.
    expect(s(livePnl({ ...position, type: LeverSide.short, price: '95100' }, TERMS, '95000'))).toBe(
      '1.05',
    );
  });
});

describe('helpers', () => {
  it('what-if steps scale with the leverage, on the tick', () => {
    expect(whatIfIndexes('95000', 100, '0.01').map(s)).toEqual([
      '94525',
      '94762.5',
      '95000',
      '95237.5',
      '95475',
    ]);
  });
  it('hazard_rate is the risk rate x 1e6', () => {
    expect(s(hazardPercent('152000000'))).toBe('152');
    expect(hazardPercent('0')).toBeNull();
    expect(hazardPercent('')).toBeNull();
  });
});

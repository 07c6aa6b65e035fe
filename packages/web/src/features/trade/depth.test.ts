/** The book's shapes: cumulative ladder bars on one scale, the depth chart's curves and axis. */
import { describe, expect, it } from 'vitest';
import { buildLadder, depthCurves, priceMarks, topTotal } from './depth.ts';
import { BTC_DEPTH } from './fixtures.ts';

describe('buildLadder', () => {
  it('adds sizes up from the best price, bars over the larger side', () => {
    const ladder = buildLadder(BTC_DEPTH, 5);
    // Asks read worst at the top to best at the bottom; totals 0.5 then 2 (asks), 1 then 3 (bids).
    expect(ladder.asks).toEqual([
      { price: '95002.00', amount: '1.5000', total: '2', percent: '66.67' },
      { price: '95001.00', amount: '0.5000', total: '0.5', percent: '16.67' },
    ]);
    expect(ladder.bids).toEqual([
      { price: '94999.00', amount: '1.0000', total: '1', percent: '33.33' },
      { price: '94998.00', amount: '2.0000', total: '3', percent: '100' },
    ]);
  });

  it('counts only the rows shown', () => {
    const ladder = buildLadder(BTC_DEPTH, 1);
    expect(ladder.asks.map((r) => r.percent)).toEqual(['50']);
    expect(ladder.bids.map((r) => r.percent)).toEqual(['100']);
  });

  it('is empty, without dividing by zero, for an empty book', () => {
    expect(buildLadder(undefined, 5)).toEqual({ asks: [], bids: [] });
    expect(buildLadder({ asks: [['1', '0']], bids: [] }, 5).asks[0]?.percent).toBe('0');
  });

  it('adds decimals exactly', () => {
    const ladder = buildLadder(
      {
        asks: [],
        bids: [
          ['1', '0.1'],
          ['0.9', '0.2'],
        ],
      },
      2,
    );
    expect(ladder.bids[1]?.total).toBe('0.3');
  });
});

describe('depth chart', () => {
  it('gives cumulative curves from the best price outwards', () => {
    expect(depthCurves(BTC_DEPTH)).toEqual({
      bids: [
        { price: 94999, total: 1 },
        { price: 94998, total: 3 },
      ],
      asks: [
        { price: 95001, total: 0.5 },
        { price: 95002, total: 2 },
      ],
    });
  });

  it('centres the axis on the middle of the spread', () => {
    const marks = priceMarks(BTC_DEPTH);
    expect([marks.low?.toFixed(), marks.mid?.toFixed(), marks.high?.toFixed()]).toEqual([
      '94998',
      '95000',
      '95002',
    ]);
    // A far ask widens both sides alike.
    const wide = priceMarks({ ...BTC_DEPTH, asks: [...BTC_DEPTH.asks, ['95010.00', '1']] });
    expect([wide.low?.toFixed(), wide.mid?.toFixed(), wide.high?.toFixed()]).toEqual([
      '94990',
      '95000',
      '95010',
    ]);
    expect(topTotal(BTC_DEPTH).toFixed()).toBe('3');
    expect(priceMarks(undefined)).toEqual({});
  });
});

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  NFT_EXTENSION_MS,
  nftBuyStatus,
  nftDrawFromHmac,
  nftDrawHmac,
  nftEndAfterBid,
  nftOddsValid,
  nftSeedHash,
  nftSplit,
} from './nft.ts';

describe('the provable draw', () => {
  it('computes HMAC-SHA256 and SHA-256 as the standards do (RFC 4231 case 2, node:crypto)', async () => {
    expect(await nftDrawHmac('4a656665', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const seed = 'c0ffee'.padEnd(64, '7');
    expect(await nftDrawHmac(seed, 1234)).toBe(
      createHmac('sha256', Buffer.from(seed, 'hex')).update('1234').digest('hex'),
    );
    expect(await nftSeedHash(seed)).toBe(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
  });

  it('maps the first 6 bytes onto the cumulative odds and the next 4 onto the designs', () => {
    const odds = { N: 7000, R: 2500, SR: 500 };
    const designs = { N: 3, R: 2, SR: 1 };
    const zeros = '0'.repeat(64);
    expect(nftDrawFromHmac(zeros, odds, designs)).toMatchObject({
      bucket: 0,
      rarity: 'N',
      design: 0,
    });
    // 0.7 x 2^48 rounds up into bucket 7000: the first R.
    const r = Math.ceil(0.7 * 2 ** 48)
      .toString(16)
      .padStart(12, '0');
    expect(nftDrawFromHmac(`${r}00000005${'0'.repeat(44)}`, odds, designs)).toMatchObject({
      bucket: 7000,
      rarity: 'R',
      design: 1,
    });
    expect(nftDrawFromHmac('f'.repeat(64), odds, designs)).toMatchObject({
      bucket: 9999,
      rarity: 'SR',
      design: 0,
    });
    expect(() => nftDrawFromHmac('xyz', odds, designs)).toThrow();
  });

  it('accepts only odds of whole basis points summing to 10,000 with designs behind them', () => {
    expect(nftOddsValid({ N: 7000, R: 2500, SR: 500 }, { N: 1, R: 1, SR: 1 })).toBe(true);
    expect(nftOddsValid({ N: 9000, R: 0, SR: 1000 }, { N: 1, R: 0, SR: 1 })).toBe(true);
    expect(nftOddsValid({ N: 7000, R: 2500, SR: 400 }, { N: 1, R: 1, SR: 1 })).toBe(false);
    expect(nftOddsValid({ N: 7000, R: 2500, SR: 500 }, { N: 1, R: 1, SR: 0 })).toBe(false);
    expect(nftOddsValid({ N: 7000.5, R: 2499.5, SR: 500 }, { N: 1, R: 1, SR: 1 })).toBe(false);
  });
});

describe('the split of a sale', () => {
  it('rounds fee and royalty down and gives the seller the rest, to the last digit', () => {
    const s = nftSplit('123.456789', '2.5', '7.5', 6, false);
    expect([s.fee.toFixed(), s.royalty.toFixed(), s.proceeds.toFixed()]).toEqual([
      '3.086419',
      '9.259259',
      '111.111111',
    ]);
    expect(s.fee.plus(s.royalty).plus(s.proceeds).toFixed()).toBe('123.456789');
    const own = nftSplit('10', '2.5', '10', 2, true);
    expect([own.fee.toFixed(), own.royalty.toFixed(), own.proceeds.toFixed()]).toEqual([
      '0.25',
      '0',
      '9.75',
    ]);
    const tiny = nftSplit('0.01', '2.5', '5', 2, false);
    expect([tiny.fee.toFixed(), tiny.royalty.toFixed(), tiny.proceeds.toFixed()]).toEqual([
      '0',
      '0',
      '0.01',
    ]);
  });
});

describe('auction time', () => {
  it('moves the end by five minutes for a bid with five minutes or less left', () => {
    const end = new Date('2026-03-02T12:00:00Z');
    expect(nftEndAfterBid(end, new Date('2026-03-02T11:54:59Z'))).toEqual(end);
    expect(nftEndAfterBid(end, new Date('2026-03-02T11:55:00Z')).getTime()).toBe(
      end.getTime() + NFT_EXTENSION_MS,
    );
    expect(nftEndAfterBid(end, new Date('2026-03-02T11:59:59Z')).getTime()).toBe(
      end.getTime() + NFT_EXTENSION_MS,
    );
  });

  it('reads the buy status as the contract does: 2 before, 1 during, 0 after or closed', () => {
    const sale = { open: true, startAt: new Date(1000), endAt: new Date(2000) };
    expect(nftBuyStatus(sale, new Date(999))).toBe(2);
    expect(nftBuyStatus(sale, new Date(1000))).toBe(1);
    expect(nftBuyStatus(sale, new Date(2000))).toBe(0);
    expect(nftBuyStatus({ ...sale, open: false }, new Date(1500))).toBe(0);
  });
});

/** The NFT screens' pure figures and states. */
import { describe, expect, it } from 'vitest';
import { NftBuyStatus, NftListingStatus, NftPayType } from '@bourse/shared';
import { AUCTION, FIXED, ME, MY_BOX, OPENED, SERIES } from './fixtures.ts';
import {
  amountProblem,
  bidAfter,
  fromLocalInput,
  localInputValue,
  resellProblem,
  saleSplit,
  splitAt,
  stepTimes,
  utcText,
} from './math.ts';
import { artworkState } from './model.ts';
import { oddsPercent } from './verify.ts';

describe('amounts', () => {
  it('names the first problem of a typed amount', () => {
    expect(amountProblem('abc')).toBe('format');
    expect(amountProblem('-1')).toBe('format');
    expect(amountProblem('0')).toBe('positive');
    expect(amountProblem('1.1234567', { decimals: 6 })).toBe('decimals');
    expect(amountProblem('1000000001')).toBe('tooLarge');
    expect(amountProblem('4.99', { min: '5' })).toBe('belowStep');
    expect(amountProblem('5', { min: '5' })).toBeUndefined();
    expect(amountProblem('1,000', { min: '5' })).toBeUndefined();
  });

  it('adds the increment to the current price exactly', () => {
    expect(bidAfter('0.1', '0.2')).toBe('0.3');
    expect(bidAfter('250.5', '10')).toBe('260.5');
    expect(bidAfter('1', 'x')).toBe('');
    expect(stepTimes('0.7', 5)).toBe('3.5');
  });

  it('splits a sale as the server rounds it: fee and royalty down, the seller the rest', () => {
    // 33.33 x 2.5% = 0.83325 -> 0.83; x 7% = 2.3331 -> 2.33; the seller gets 30.17.
    expect(splitAt('33.33', { fee: '2.5', royalty: '7' }, 2, false)).toEqual({
      fee: '0.83',
      royalty: '2.33',
      proceeds: '30.17',
      sellerIsCreator: false,
    });
    // The creator selling, and a series' boxes, pay no royalty.
    expect(saleSplit(FIXED, 6)).toMatchObject({ fee: '3', royalty: '0', proceeds: '117' });
    expect(saleSplit(SERIES, 6).royalty).toBe('0');
    expect(saleSplit({ ...FIXED, owner: 4 }, 6)).toMatchObject({ royalty: '6', proceeds: '111' });
  });
});

describe('dates', () => {
  it('writes the contract’s UTC strings and reads the picker’s local value', () => {
    expect(utcText(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05');
    const at = new Date(2026, 5, 7, 8, 9);
    expect(localInputValue(at)).toBe('2026-06-07T08:09');
    expect(fromLocalInput('2026-06-07T08:09')?.getTime()).toBe(at.getTime());
    expect(fromLocalInput('nope')).toBeUndefined();
  });

  it('checks the resale form in the order of its fields', () => {
    const now = new Date(2026, 5, 7, 8, 0).getTime();
    const form = {
      mode: NftPayType.auction,
      price: '10',
      step: '',
      start: '2026-06-07T08:00',
      end: '2026-06-08T08:00',
    } as const;
    expect(resellProblem(form, 2, now)).toEqual({ field: 'step', problem: 'format' });
    expect(resellProblem({ ...form, mode: NftPayType.fixed }, 2, now)).toBeUndefined();
    expect(resellProblem({ ...form, step: '1', end: '2026-06-07T07:00' }, 2, now)).toEqual({
      field: 'end',
      problem: 'endBeforeStart',
    });
    expect(
      resellProblem(
        { ...form, step: '1', start: '2026-06-01T00:00', end: '2026-06-02T00:00' },
        2,
        now,
      ),
    ).toEqual({ field: 'end', problem: 'endPast' });
    expect(resellProblem({ ...form, price: '1.001', step: '1' }, 2, now)).toEqual({
      field: 'price',
      problem: 'decimals',
    });
  });
});

describe('what an artwork page offers', () => {
  it('follows the sale mode, the state and who the caller is', () => {
    expect(artworkState(FIXED, ME)).toBe('buy');
    expect(artworkState(FIXED, undefined)).toBe('buy');
    expect(artworkState({ ...FIXED, owner: ME }, ME)).toBe('ownListing');
    expect(artworkState(AUCTION, ME)).toBe('bid');
    expect(artworkState({ ...AUCTION, leading: true }, ME)).toBe('leading');
    // An artwork bought at a fixed price (its last listing sold) may be resold by its owner.
    expect(
      artworkState(
        { ...FIXED, owner: ME, listing_id: null, listing_status: NftListingStatus.sold },
        ME,
      ),
    ).toBe('resell');
    expect(artworkState(SERIES, ME)).toBe('notStarted');
    expect(artworkState({ ...SERIES, buy_status: NftBuyStatus.buyable }, ME)).toBe('buyBox');
    expect(artworkState({ ...SERIES, buy_status: NftBuyStatus.buyable, remaining: 0 }, ME)).toBe(
      'soldOut',
    );
    expect(artworkState(MY_BOX, ME)).toBe('openBox');
    expect(artworkState(MY_BOX, 99)).toBe('notForSale');
    expect(artworkState(OPENED, ME)).toBe('resell');
    expect(artworkState({ ...OPENED, resell_nft_status: 1 }, ME)).toBe('notForSale');
    // The seller of a closed auction waits for the winner's payment: nothing to resell yet.
    expect(
      artworkState({ ...AUCTION, owner: ME, listing_status: NftListingStatus.awaitingPayment }, ME),
    ).toBe('awaitingPayment');
    expect(artworkState({ ...AUCTION, listing_status: NftListingStatus.awaitingPayment }, ME)).toBe(
      'awaitingPayment',
    );
    expect(artworkState({ ...FIXED, listing_status: NftListingStatus.sold }, ME)).toBe('sold');
    expect(artworkState({ ...FIXED, buy_status: NftBuyStatus.ended, status: 0 }, ME)).toBe('ended');
  });

  it('prints odds as percentages of 10,000', () => {
    expect(oddsPercent(7000)).toBe('70');
    expect(oddsPercent(25)).toBe('0.25');
    expect(oddsPercent(1)).toBe('0.01');
  });
});

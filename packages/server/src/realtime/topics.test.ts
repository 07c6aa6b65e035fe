import { describe, expect, it } from 'vitest';
import { KLINE_PERIODS } from '@bourse/shared';
import { parseTopic } from './topics.ts';

describe('parseTopic', () => {
  it('accepts the four kinds of the contract, in canonical form', () => {
    expect(parseTopic('tickers')).toBe('tickers');
    expect(parseTopic('depth:BTC/USDT')).toBe('depth:BTC/USDT');
    expect(parseTopic('trades:ETH/USDT')).toBe('trades:ETH/USDT');
    expect(parseTopic('kline:BTC/USDT:1M')).toBe('kline:BTC/USDT:1M');
    expect(parseTopic('nft:nft1004')).toBe('nft:NFT1004');
    expect(parseTopic('nft:NFT1004:x')).toBeUndefined();
    expect(parseTopic('nft:<script>')).toBeUndefined();
  });

  it('normalises the symbol spellings the HTTP API accepts', () => {
    expect(parseTopic('depth:btcusdt')).toBe('depth:BTC/USDT');
    expect(parseTopic('trades:eth_usdt')).toBe('trades:ETH/USDT');
    expect(parseTopic('kline:aapl-usd:1d')).toBe('kline:AAPL/USD:1d');
    expect(parseTopic(' depth:BTC/USDT ')).toBe('depth:BTC/USDT');
  });

  it('accepts every K-line period and no other', () => {
    for (const period of KLINE_PERIODS) {
      expect(parseTopic(`kline:BTC/USDT:${period}`)).toBe(`kline:BTC/USDT:${period}`);
    }
    expect(parseTopic('kline:BTC/USDT:2m')).toBeUndefined();
    expect(parseTopic('kline:BTC/USDT')).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'tickers:BTC/USDT',
      'depth',
      'depth:',
      'depth:BTC/USDT:1m',
      'depth:BTC/USDT/X',
      'depth:BTC USDT',
      'trades:BTC/USDT:',
      'orders',
      'u:1',
      't:tickers',
      `depth:${'A'.repeat(30)}`,
      'kline:BTC/USDT:1m:x',
      42,
      null,
      ['tickers'],
    ]) {
      expect(parseTopic(bad), String(bad)).toBeUndefined();
    }
  });
});

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import {
  BinanceFeed,
  SIM_INSTRUMENTS,
  binanceStreamUrl,
  feedFromConfig,
  simulatedPrice,
  type FrameSource,
} from './index.ts';

/** Recorded frames (see the fixture's `about`), as the WebSocket delivers them: text. */
const FRAMES: string[] = (
  JSON.parse(
    fs.readFileSync(new URL('./fixtures/binance-stream.json', import.meta.url), 'utf8'),
  ) as { frames: unknown[] }
).frames.map((f) => JSON.stringify(f));

const T0 = Date.parse('2026-11-23T15:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

/** A source that replays frames when subscribed and records that it was stopped. */
function replay(frames: string[]): FrameSource & { stopped: number } {
  const source = Object.assign(
    (onFrame: (raw: string) => void) => {
      frames.forEach(onFrame);
      return () => void source.stopped++;
    },
    { stopped: 0 },
  );
  return source;
}

const TICKS = new Map([
  ['BTC', '0.01'],
  ['ETH', '0.01'],
  ['XRP', '0.0001'],
  ['DOGE', '0.00001'],
  ['SOL', '0.01'],
]);

describe('BinanceFeed on recorded frames', () => {
  const source = replay(FRAMES);
  const feed = new BinanceFeed({ source, ticks: TICKS }).start();

  it('quotes the latest price heard at or before the second asked, naming its venue time', async () => {
    expect(await feed.quote('BTC', at(0))).toBeUndefined(); // nothing heard yet
    // Two trades and the mini ticker in the first second: the last one heard wins.
    expect(await feed.quote('BTC', at(1000))).toEqual({
      symbol: 'BTC',
      price: '95013.10',
      source: 'binance:1795446001000',
      at: at(1000),
    });
    expect((await feed.quote('BTC', at(2000)))?.price).toBe('95013.10');
    expect(await feed.quote('BTC', at(3400))).toEqual({
      symbol: 'BTC',
      price: '95020.00',
      source: 'binance:1795446002500',
      at: at(3000),
    });
    expect((await feed.quote('BTC', at(5000)))?.price).toBe('94998.76');
  });

  it('reads both streams of every listed coin, on its own tick', async () => {
    expect((await feed.quote('ETH', at(1000)))?.price).toBe('3401.27');
    expect((await feed.quote('ETH', at(3000)))?.price).toBe('3402.05');
    expect((await feed.quote('DOGE', at(2000)))?.price).toBe('0.22137');
    expect((await feed.quote('XRP', at(2000)))?.price).toBe('2.3126');
  });

  it('ignores other streams, coins we do not list and late frames', async () => {
    expect(await feed.quote('PEPE', at(5000))).toBeUndefined();
    expect(await feed.quote('SOL', at(5000))).toBeUndefined();
    expect(await feed.quote('AAPL', at(5000))).toBeUndefined();
    // The late trade (venue time +2.000 s, heard after +4.100 s) changed nothing.
    expect((await feed.quote('BTC', at(2000)))?.price).toBe('95013.10');
  });

  it('refuses a price older than a minute rather than settle on it', async () => {
    expect((await feed.quote('BTC', at(64_000)))?.price).toBe('94998.76');
    expect(await feed.quote('BTC', at(65_000))).toBeUndefined();
  });

  it('rounds a price off our tick half-up and skips malformed frames', async () => {
    const f = new BinanceFeed({
      source: replay([
        'not json',
        '{"stream":"btcusdt@aggTrade","data":{"e":"aggTrade","s":"BTCUSDT","p":"-1","T":1795446000500}}',
        '{"e":"aggTrade","s":"BTCUSDT","p":"95000.005","q":"0.1","T":1795446000600}',
        '{"stream":"solusdt@aggTrade","data":{"e":"aggTrade","s":"SOLUSDT","p":"1e3","T":1795446000700}}',
      ]),
      ticks: TICKS,
    }).start();
    expect((await f.quote('BTC', at(1000)))?.price).toBe('95000.01');
    expect(await f.quote('SOL', at(1000))).toBeUndefined();
  });

  it('stops its source', () => {
    feed.stop();
    expect(source.stopped).toBe(1);
  });
});

describe('PRICE_FEED=binance', () => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ PRICE_FEED: 'binance' });
    expect(config).toMatchObject({
      priceFeed: 'binance',
      binanceStreamUrl: 'wss://stream.binance.com:9443/stream',
    });
    const feed = feedFromConfig(config, replay(FRAMES));
    t = await buildTestApp({ clock: new ManualClock(at(3000)), feed });
  });
  afterAll(() => t.close());

  it('prices the coins from the venue and the stocks from the simulator', async () => {
    const btc = await call(t.app, 'GET', '/market/index', { symbol: 'BTC' });
    expect(btc.message).toEqual({
      symbol: 'BTC',
      price: '95020.00',
      source: 'binance:1795446002500',
      at: (T0 + 3000) / 1000,
      recorded: false,
    });
    const aapl = await call(t.app, 'GET', '/market/index', { symbol: 'AAPL' });
    expect(aapl.message).toEqual({
      symbol: 'AAPL',
      price: simulatedPrice(42, SIM_INSTRUMENTS.get('AAPL')!, at(3000)),
      source: 'sim:42',
      at: (T0 + 3000) / 1000,
      recorded: false,
    });
    // A coin the stream has not spoken of yet has no index.
    const sol = await call(t.app, 'GET', '/market/index', { symbol: 'SOL' });
    expect(sol).toMatchObject({ type: 'error', message: 'No index price is available for SOL' });
  });

  it('subscribes to the trade and mini-ticker streams of every coin', () => {
    expect(binanceStreamUrl(['BTC', 'ETH'])).toBe(
      'wss://stream.binance.com:9443/stream?streams=btcusdt@aggTrade/btcusdt@miniTicker/ethusdt@aggTrade/ethusdt@miniTicker',
    );
  });
});

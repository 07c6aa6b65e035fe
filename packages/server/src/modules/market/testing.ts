/**
 * Market test helpers: an app with the coin catalogue and the pairs seeded, a recorder of
 * realtime announcements, and trades written as the spot module writes them (rows in
 * spot_trades, candles in the same transaction, announced after commit).
 */
import { ManualClock } from '../../clock.ts';
import { spotOrders, spotTrades } from '../../db/schema.ts';
import type { EventName } from '../../realtime/hub.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { FixedFeed, type Feed } from './feed.ts';
import { publishCandles, recordTrades, type TradeForCandle } from './klines.ts';
import { instrumentBySymbol } from './pairs.ts';

/** An index price for every demo pair, each on its tick. */
export const PRICES: Record<string, string> = {
  BTC: '95000.00',
  ETH: '3400.00',
  LTC: '95.00',
  XRP: '2.3000',
  SOL: '180.00',
  DOGE: '0.22000',
  BNB: '650.00',
  AAPL: '230.00',
  TSLA: '350.00',
  NVDA: '175.00',
  MSFT: '500.00',
  AMZN: '220.00',
};

export interface MarketTest extends TestApp {
  feed: Feed;
}

export async function marketApp(
  now: string,
  feed: Feed = new FixedFeed(PRICES),
): Promise<MarketTest> {
  const t = await buildTestApp({ clock: new ManualClock(now), feed });
  await seedSettings(t.ctx.db, t.clock);
  await seedCurrencies(t.ctx.db);
  await seedInstruments(t.ctx.db);
  return { ...t, feed };
}

export interface Announcement {
  topic: string;
  event: EventName;
  payload: unknown;
}

/** Records what is published from now on (and makes the hub active). */
export function recordAnnouncements(t: TestApp): Announcement[] {
  const seen: Announcement[] = [];
  t.ctx.realtime.attach({
    publish: (topic, event, payload) => seen.push({ topic, event, payload }),
    toUser: () => {},
  });
  return seen;
}

/**
 * Trades on a pair between two system orders, as the spot module records them: the rows,
 * then the candles in the same transaction, announced after commit.
 */
export async function trade(t: TestApp, symbol: string, trades: TradeForCandle[]) {
  const instrument = (await instrumentBySymbol(t.ctx.db, symbol))!;
  const candles = await t.ctx.db.transaction(async (tx) => {
    const order = (side: 1 | 2, at: Date) => ({
      ownerKind: 'system' as const,
      ownerId: 1,
      instrumentId: instrument.id,
      side,
      orderType: 'market' as const,
      timeInForce: 'IOC' as const,
      quantity: '1000000',
      frozen: '0',
      status: 'filled' as const,
      createdAt: at,
      updatedAt: at,
    });
    for (const x of trades) {
      const [maker, taker] = await tx
        .insert(spotOrders)
        .values([order(2, x.at), order(1, x.at)])
        .returning({ id: spotOrders.id });
      await tx.insert(spotTrades).values({
        instrumentId: instrument.id,
        makerOrderId: maker!.id,
        takerOrderId: taker!.id,
        takerSide: 1,
        price: x.price,
        quantity: x.quantity,
        quoteAmount: '0',
        makerFee: '0',
        takerFee: '0',
        createdAt: x.at,
      });
    }
    return recordTrades(tx, instrument.id, trades);
  });
  await publishCandles(t.ctx, candles);
  return candles;
}

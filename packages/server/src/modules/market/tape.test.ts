/**
 * The recorded index (issue 10): a second is written once and every caller settles on the
 * stored row, the job writes every followed ticker, `GET /market/index?at=` answers a
 * recorded second from the row whatever the feed says later, the database refuses to change
 * a recorded price or drop a kept tick, and compaction thins only what nobody kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.ts';
import { call } from '../../test/helper.ts';
import { FixedFeed } from './feed.ts';
import { PriceService } from './service.ts';
import { compactTape, recordTape, TAPE_FULL_RETENTION_MS } from './tape.ts';
import { PRICES, marketApp, type MarketTest } from './testing.ts';

const NOW = '2026-11-23T08:00:00.250Z';
const SECOND = new Date('2026-11-23T08:00:00Z');

interface TickRow {
  symbol: string;
  at: Date | string;
  price: string;
  source: string;
  kept: boolean;
}

describe('the recorded index', () => {
  let t: MarketTest;
  const feed = new FixedFeed(PRICES);
  const ticks = async (symbol: string) =>
    rowsOf<TickRow>(
      await t.ctx.db.execute(
        sql`select symbol, at, price::text as price, source, kept from index_ticks where symbol = ${symbol} order by at`,
      ),
    );
  const refusalOf = async (statement: ReturnType<typeof sql>) =>
    t.ctx.db.execute(statement).then(
      () => 'accepted',
      (e: unknown) => String((e as { cause?: { code?: string } }).cause?.code ?? e),
    );

  beforeAll(async () => {
    t = await marketApp(NOW, feed);
  });
  afterAll(() => t.close());

  it('records a second once: a later price in the same second gets the stored one', async () => {
    const first = await t.ctx.prices.record('btc');
    expect(first).toEqual({ symbol: 'BTC', price: '95000', source: 'fixed', at: SECOND });
    feed.set('BTC', '96000.00');
    expect(await t.ctx.prices.record('BTC')).toEqual(first);
    // Another process (its own service and cache) that hears 97000 in the same second.
    const other = new PriceService({
      feed: new FixedFeed({ BTC: '97000.00' }),
      clock: t.clock,
      db: t.ctx.db,
    });
    expect(await other.record('BTC')).toEqual(first);
    expect(await ticks('BTC')).toMatchObject([{ price: '95000.000000000000000000', kept: true }]);
  });

  it('many processes recording one second at once all settle on one row', async () => {
    t.clock.advance(1000);
    const services = ['91000.00', '92000.00', '93000.00', '94000.00', '95500.00'].map(
      (price) =>
        new PriceService({ feed: new FixedFeed({ ETH: price }), clock: t.clock, db: t.ctx.db }),
    );
    const quotes = await Promise.all(services.flatMap((s) => [s.record('ETH'), s.record('ETH')]));
    expect(new Set(quotes.map((q) => q.price)).size).toBe(1);
    expect(await ticks('ETH')).toHaveLength(1);
  });

  it('the job records every active pair once per second, without keeping it', async () => {
    t.clock.advance(1000);
    expect(await recordTape(t.ctx)).toBe(Object.keys(PRICES).length);
    expect(await recordTape(t.ctx)).toBe(0);
    const sol = await ticks('SOL');
    expect(sol).toHaveLength(1);
    expect(sol[0]!.kept).toBe(false);
  });

  it('finds the first recorded tick at or after an instant, and keeps it', async () => {
    const from = new Date(SECOND.getTime() - 5000);
    const first = await t.ctx.prices.firstRecordedFrom('SOL', from);
    expect(first?.at).toEqual(new Date(SECOND.getTime() + 2000));
    expect((await ticks('SOL'))[0]!.kept).toBe(true);
    expect(await t.ctx.prices.firstRecordedFrom('SOL', new Date(SECOND.getTime() + 3000))).toBe(
      undefined,
    );
    expect(await t.ctx.prices.recordedAt('SOL', new Date(SECOND.getTime() + 2000))).toEqual(first);
  });

  it('GET /market/index?at= answers a recorded second from the tape, not the feed', async () => {
    t.clock.advance(60_000);
    feed.set('BTC', '12345.00');
    const at = String(SECOND.getTime() / 1000);
    const reply = await call(t.app, 'GET', '/market/index', { symbol: 'BTC', at });
    expect(reply.message).toEqual({
      symbol: 'BTC',
      price: '95000',
      source: 'fixed',
      at: Number(at),
      recorded: true,
    });
    const unrecorded = String(SECOND.getTime() / 1000 + 30);
    const fromFeed = await call(t.app, 'GET', '/market/index', { symbol: 'BTC', at: unrecorded });
    expect(fromFeed.message).toMatchObject({ price: '12345.00', recorded: false });
  });

  it('the database refuses to change a recorded price or to drop a kept tick', async () => {
    expect(await refusalOf(sql`update index_ticks set price = 1 where symbol = 'BTC'`)).toBe(
      'BR003',
    );
    expect(await refusalOf(sql`update index_ticks set source = 'admin' where symbol = 'BTC'`)).toBe(
      'BR003',
    );
    expect(await refusalOf(sql`update index_ticks set at = at + interval '1 second'`)).toBe(
      'BR003',
    );
    expect(await refusalOf(sql`update index_ticks set kept = false where symbol = 'BTC'`)).toBe(
      'BR003',
    );
    expect(await refusalOf(sql`delete from index_ticks where symbol = 'BTC'`)).toBe('BR003');
    expect(await refusalOf(sql`truncate index_ticks`)).toBe('BR002');
    expect((await ticks('BTC'))[0]).toMatchObject({ price: '95000.000000000000000000' });
  });

  it('compaction thins old unkept ticks to one a minute and leaves kept ones', async () => {
    // The job's ticks from here: 08:01:00 (a whole minute) and 08:01:07.
    t.clock.set('2026-11-23T08:01:00.100Z');
    await recordTape(t.ctx);
    t.clock.set('2026-11-23T08:01:07.100Z');
    await recordTape(t.ctx);
    const before = (await ticks('XRP')).length;
    expect(before).toBe(3);
    expect(await compactTape(t.ctx)).toBe(0);
    t.clock.advance(TAPE_FULL_RETENTION_MS + 60_000);
    expect(await compactTape(t.ctx)).toBeGreaterThan(0);
    const xrp = await ticks('XRP');
    expect(xrp.map((r) => new Date(r.at).toISOString())).toEqual(['2026-11-23T08:01:00.000Z']);
    // BTC's kept second survives with the whole minute; its job tick at 08:00:02 went.
    const btc = await ticks('BTC');
    expect(btc.map((r) => [new Date(r.at).toISOString(), r.kept])).toEqual([
      ['2026-11-23T08:00:00.000Z', true],
      ['2026-11-23T08:01:00.000Z', false],
    ]);
    expect((await ticks('SOL')).filter((r) => r.kept)).toHaveLength(1);
  });
});

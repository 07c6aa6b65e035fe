/**
 * Two job runners on one PostgreSQL database (issue 10, Jobs): two apps settle the same
 * 200 due options at once, each claiming rows FOR UPDATE SKIP LOCKED in small batches.
 * Every option is settled exactly once, with one settle journal, and every balance is
 * exact. PGlite runs one transaction at a time, so this needs DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptionStatus, type OptionSubmitted } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { FixedFeed } from '../market/index.ts';
import { journalsFor } from '../ledger/testing.ts';
import { settleDueOptions } from './settle.ts';
import { optionOrders } from './tables.ts';
import {
  NOW,
  closeBooks,
  micro,
  optionsApp,
  submit,
  trader,
  treasury,
  type OptionsTest,
  type Person,
} from './testing.ts';

const USERS = 20;
const ROUNDS = 10;

describe.skipIf(!process.env.DATABASE_URL)('two settlement runners on one database', () => {
  let a: OptionsTest;
  let b: OptionsTest;
  const people: Person[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    const clock = new ManualClock(NOW);
    const feed = new FixedFeed({ BTC: '65000.00', ETH: '3250.00' });
    a = await optionsApp({ clock, feed });
    b = await optionsApp({ clock, feed, database: a.ctx.database });
    for (let i = 0; i < USERS; i++)
      people.push(await trader(a, `user${i}@example.com`, { usdt: '1000' }));
    // 10 rounds 5 s apart (the cooldown): user i bets up when i is even, down when odd.
    for (let round = 0; round < ROUNDS; round++) {
      const replies = await Promise.all(
        people.map((p, i) =>
          submit<OptionSubmitted>(round % 2 ? b : a, p, { number: '10', type: i % 2 ? 2 : 1 }),
        ),
      );
      for (const r of replies) {
        expect(r.type).toBe('ok');
        ids.push(r.message.id);
      }
      clock.advance(5_000);
    }
    feed.set('BTC', '65000.01'); // up wins, down loses
    clock.advance(60_000);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('settles each of 200 due options exactly once', async () => {
    const counts = await Promise.all([
      settleDueOptions(a.ctx, { limit: 15 }),
      settleDueOptions(b.ctx, { limit: 15 }),
      settleDueOptions(a.ctx, { limit: 15 }),
      settleDueOptions(b.ctx, { limit: 15 }),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(USERS * ROUNDS);
    expect(await a.ctx.db.$count(optionOrders)).toBe(200);
    expect(
      (await a.ctx.db.select().from(optionOrders)).every((o) => o.status === OptionStatus.settled),
    ).toBe(true);
    const settles = (await journalsFor(a.ctx.db, { table: 'option_orders' })).filter(
      (j) => j.reason === 'option_settle',
    );
    expect(settles).toHaveLength(200);
    expect(new Set(settles.map((j) => j.refId)).size).toBe(200);

    // Even users won 10 x 8 each; odd users lost 10 x 10 each.
    for (const [i, p] of people.entries()) {
      expect(await micro(a, p)).toEqual({ available: i % 2 ? '900' : '1080', frozen: '0' });
    }
    // The house: +100 from each of 10 losers, -80 to each of 10 winners.
    expect(await treasury(a)).toBe('200');
    await closeBooks(a);
  });
});

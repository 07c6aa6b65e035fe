/**
 * Settled once, whoever asks (issue 10, Jobs): the job run twice at the same moment as the
 * client's get_result pays the option exactly once; later runs find nothing to do.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionResult, OptionSubmitted } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import { settleDueOptions } from './settle.ts';
import {
  closeBooks,
  micro,
  optionsApp,
  result,
  submit,
  trader,
  treasury,
  type OptionsTest,
  type Person,
} from './testing.ts';

let t: OptionsTest;
let alice: Person;
beforeAll(async () => {
  t = await optionsApp();
  alice = await trader(t, 'alice@example.com', { usdt: '200' });
});
afterAll(() => t.close());

it('pays a win once when two job runs and get_result meet', async () => {
  const r = await submit<OptionSubmitted>(t, alice, { number: '100', type: 1 });
  t.feed.set('BTC', '65001');
  t.clock.advance(60_000);
  const [a, b, answer] = await Promise.all([
    settleDueOptions(t.ctx),
    settleDueOptions(t.ctx),
    result<OptionResult>(t, alice, r.message.id),
  ]);
  expect(a + b).toBeLessThanOrEqual(1);
  expect(answer.message).toMatchObject({ status: 3, outcome: 'win', fact_profits: '80' });
  expect(await settleDueOptions(t.ctx)).toBe(0);
  expect((await result<OptionResult>(t, alice, r.message.id)).message.fact_profits).toBe('80');

  const settles = (
    await journalsFor(t.ctx.db, { table: 'option_orders', id: r.message.id })
  ).filter((j) => j.reason === 'option_settle');
  expect(settles).toHaveLength(1);
  expect(await micro(t, alice)).toEqual({ available: '280', frozen: '0' });
  expect(await treasury(t)).toBe('-80');
  await closeBooks(t);
});

it('refuses to change a settled option in the database itself', async () => {
  const { optionOrders } = await import('./tables.ts');
  const refused = (p: Promise<unknown>) =>
    expect(p).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'BR004' }) });
  await refused(t.ctx.db.update(optionOrders).set({ factProfits: '1000' }));
  await refused(t.ctx.db.update(optionOrders).set({ status: 1 }));
  await refused(t.ctx.db.delete(optionOrders));
  // An open option's terms are fixed too: nobody can move its open price or its expiry.
  t.clock.advance(5_000);
  const open = await submit<OptionSubmitted>(t, alice, { number: '10' });
  const { eq } = await import('drizzle-orm');
  const mine = eq(optionOrders.id, open.message.id);
  await refused(t.ctx.db.update(optionOrders).set({ openPrice: '1' }).where(mine));
  await refused(
    t.ctx.db
      .update(optionOrders)
      .set({ expiresAt: new Date(0) })
      .where(mine),
  );
  await closeBooks(t);
  expect((await micro(t, alice)).available).toBe('280');
});

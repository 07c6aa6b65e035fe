/**
 * A user's order filled completely is told in their Messages, written by the batch's own
 * statement: one notice per filled order, in the reader's language, none for an order
 * only partly filled.
 */
import { describe, expect, it } from 'vitest';
import type { Person } from '../wallet/testing.ts';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit } = spotScenario({
  people: ['alice', 'bob'],
  grants: [
    ['alice', 'change', USDT, '100000'],
    ['bob', 'change', BTC, '1'],
  ],
});

type Mail = { list: { title: string; abstract: string }[] };
const notices = async (who: Person, lang = 'en') =>
  (await s.call<Mail>('GET', '/mailMessage/getList', { lang }, who)).message.list.filter((m) =>
    /#\d+/.test(m.abstract),
  );

describe('filled-order notices', () => {
  it('tells the buyer and the seller once each, and nobody about a partial fill', async () => {
    const sell = await limit(s.bob, 'sell', '0.5', '50000');
    const buy = await limit(s.alice, 'buy', '0.3', '50000');
    expect(buy).toMatchObject({ status: 'filled' });
    // Bob's sell is only partly filled: no notice yet.
    expect(await notices(s.bob)).toEqual([]);
    expect(await notices(s.alice)).toEqual([
      expect.objectContaining({
        title: 'Order filled',
        abstract: `Your buy order #${buy.id} on BTC/USDT has been filled.`,
      }),
    ]);
    await limit(s.alice, 'buy', '0.2', '50000');
    expect(await notices(s.bob)).toEqual([
      expect.objectContaining({
        abstract: `Your sell order #${sell.id} on BTC/USDT has been filled.`,
      }),
    ]);
    expect(await notices(s.bob, 'jp')).toEqual([
      expect.objectContaining({
        title: '注文が約定しました',
        abstract: `BTC/USDT の売り注文 #${sell.id} がすべて約定しました。`,
      }),
    ]);
    expect(await notices(s.alice)).toHaveLength(2);
  });
});

/**
 * Time in force: IOC fills what it can at once and cancels the rest; FOK fills all at once
 * or nothing (and says so); post-only never takes, so a crossing post-only is refused
 * before anything is written. Each returns every unused hold.
 */
import { describe, expect, it } from 'vitest';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit, trade } = spotScenario({
  people: ['maker', 'taker'],
  grants: [
    ['maker', 'change', BTC, '1'],
    ['taker', 'change', USDT, '100000'],
  ],
});

describe('time in force', () => {
  it('IOC takes the 0.3 offered and cancels the other 0.7', async () => {
    await limit(s.maker, 'sell', '0.3', '40000');
    const r = await limit(s.taker, 'buy', '1', '40000', { time_in_force: 'IOC' });
    expect(r).toMatchObject({
      time_in_force: 'IOC',
      status: 'cancelled',
      cancel_reason: 'ioc',
      filled_amount: '0.3',
    });
    expect(await s.balance(s.taker, 'change', USDT)).toEqual({ available: '88000', frozen: '0' });
  });

  it('FOK that the book cannot fill completely trades nothing', async () => {
    await limit(s.maker, 'sell', '0.5', '41000');
    const r = await limit(s.taker, 'buy', '0.6', '41000', { time_in_force: 'FOK' });
    expect(r).toMatchObject({ status: 'cancelled', cancel_reason: 'fok', filled_amount: '0' });
    expect(await s.balance(s.taker, 'change', USDT)).toEqual({ available: '88000', frozen: '0' });
    expect(await s.balance(s.maker, 'change', BTC)).toEqual({ available: '0.2', frozen: '0.5' });
  });

  it('FOK that the book can fill fills completely', async () => {
    const r = await limit(s.taker, 'buy', '0.5', '41000', { time_in_force: 'fok' });
    expect(r).toMatchObject({ status: 'filled', filled_amount: '0.5' });
  });

  it('a post-only that would take is refused, naming the best opposite price', async () => {
    await limit(s.maker, 'sell', '0.1', '42000');
    const r = await trade(s.taker, {
      type: 1,
      amount: '0.1',
      target_price: '42000',
      time_in_force: 'POST_ONLY',
    });
    expect(r).toMatchObject({
      type: 'error',
      message: 'A post-only order must not trade at once: the best opposite price is 42000',
    });
    const rests = await limit(s.taker, 'buy', '0.1', '41999.99', { time_in_force: 'POST_ONLY' });
    expect(rests).toMatchObject({ status: 'open', time_in_force: 'POST_ONLY' });
  });
});

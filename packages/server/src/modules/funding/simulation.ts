import { Exact, seededRandom } from '@bourse/shared';
/**
 * What the seeded money simulations share (funding.property.test.ts and
 * money-mix.property.test.ts): the generator, random picks and amounts, and the coins they
 * deposit and withdraw with their network rules.
 */

import { BTC, BTC_ADDRESS, TRON_ADDRESS, USDT } from './testing.ts';

/** A seeded generator of numbers in [0, 1) (@bourse/shared seededRandom). */
export function random(seed: number): () => number {
  return seededRandom(seed).next;
}

/** A random element, and a random exact amount from [whole part max, decimals]. */
export function draws(rand: () => number) {
  return {
    pick: <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!,
    amountOf: ([whole, places]: [number, number]): string => {
      const units = Math.floor(rand() * whole * 10 ** places) + 1;
      return new Exact(units).div(10 ** places).toFixed();
    },
  };
}

export interface SimCoin {
  id: number;
  network: string;
  address: string;
  fee: string;
  min: string;
  /** Random amounts: [whole part max, decimals]. */
  deposit: [number, number];
  withdraw: [number, number];
}

/** USDT on TRC20 and BTC, as the seeded withdrawal rules have them; BTC amounts vary. */
export function simCoins(btc: Pick<SimCoin, 'deposit' | 'withdraw'>): SimCoin[] {
  return [
    {
      id: USDT,
      network: 'TRC20',
      address: TRON_ADDRESS,
      fee: '1',
      min: '10',
      deposit: [3000, 2],
      withdraw: [400, 6],
    },
    { id: BTC, network: 'BTC', address: BTC_ADDRESS, fee: '0.0005', min: '0.001', ...btc },
  ];
}

/**
 * The soak's money operations beside trading: what a user asks for (a transfer between
 * accounts, a conversion: request fields drawn blind, sent through HTTP by the lane) and
 * what goes through the funding services with the desk deciding (`Desk`: deposits and
 * withdrawals, kept pending in arrival order until a decision draws one).
 */
import { Exact, type Rng } from '@bourse/shared';
import {
  decideDeposit,
  decideWithdrawal,
  placeWithdrawal,
  requestDeposit,
} from '../../packages/server/src/modules/funding/index.ts';
import { storeUpload } from '../../packages/server/src/modules/uploads/index.ts';
import { PRICES, USDT, type SoakUser, type World } from './world.ts';

export type Fields = Record<string, string | number | undefined>;
export type Answer =
  | { ok: true; message: unknown }
  | { ok: false; refusal: string }
  /** Nothing to act on (no open order to cancel, no pending withdrawal to decide). */
  | { ok: 'skip' };
export const SKIP: Answer = { ok: 'skip' };

/** Coins that move between accounts, deposit and withdraw, with a network of each. */
interface Coin {
  id: number;
  decimals: number;
  /** Index price in USDT. */
  price: string;
  network: string;
  address: string;
}
const EVM_ADDRESS = '0x000000000000000000000000000000000000dEaD';
const COINS: Coin[] = [
  {
    id: USDT,
    decimals: 6,
    price: '1',
    network: 'TRC20',
    address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  },
  {
    id: 1,
    decimals: 8,
    price: PRICES.BTC!,
    network: 'BTC',
    address: '1BitcoinEaterAddressDontSendf59kuE',
  },
  { id: 2, decimals: 8, price: PRICES.ETH!, network: 'ERC20', address: EVM_ADDRESS },
  { id: 8, decimals: 8, price: PRICES.BNB!, network: 'BEP20', address: EVM_ADDRESS },
];
/** Coins that convert (crypto with an index price): SOL too, though it has no network here. */
const SOL = { id: 6, decimals: 8, price: PRICES.SOL! };
const CONVERTIBLE = [...COINS, SOL];
const ACCOUNTS = ['change', 'legal', 'lever', 'micro'] as const;

/** The smallest valid PNG, a deposit's receipt. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Up to `usdt` worth of a coin (at least 5 % of it), at most 6 decimals, never zero. */
function amountOf(rng: Rng, coin: Pick<Coin, 'decimals' | 'price'>, usdt: number): string {
  const places = Math.min(coin.decimals, 6);
  const value = new Exact(usdt).times(0.05 + 0.95 * rng.next());
  const amount = value.div(coin.price).toDecimalPlaces(places, Exact.ROUND_DOWN);
  return Exact.max(amount, new Exact(1).div(10 ** places)).toFixed();
}

/**
 * `POST /api/wallet/change`: a blind amount of a coin out of the spot account or back into
 * it; one in 20 far beyond anyone's means.
 */
export function transferFields(rng: Rng): Fields {
  const coin = rng.pick(COINS);
  const from = rng.next() < 0.5 ? 'change' : rng.pick(ACCOUNTS.slice(1));
  const to = from === 'change' ? rng.pick(ACCOUNTS.slice(1)) : 'change';
  const usdt = rng.next() < 0.05 ? 10_000_000 : 5_000;
  return {
    currency_id: coin.id,
    number: amountOf(rng, coin, usdt),
    from_field: from,
    to_field: to,
  };
}

/** `POST /api/user/Transfer`: spot coin to spot coin; some below 1 USDT, some beyond means. */
export function conversionFields(rng: Rng): Fields {
  const from = rng.pick(CONVERTIBLE);
  const to = rng.pick(CONVERTIBLE.filter((c) => c !== from));
  const roll = rng.next();
  const usdt = roll < 0.05 ? 0.5 : roll < 0.08 ? 10_000_000 : 3_000;
  return { number: amountOf(rng, from, usdt), from_currency_id: from.id, to_currency_id: to.id };
}

/** A lane's deposits and withdrawals, and the desk deciding them. */
export class Desk {
  private readonly withdrawals: number[] = [];
  private readonly deposits: number[] = [];

  constructor(
    private readonly world: World,
    private readonly rng: Rng,
  ) {}

  /** Placed past the gate (KYC Lv1 holds; no pay password): the amount and fee freeze. */
  async withdraw(user: SoakUser): Promise<Answer> {
    const coin = this.rng.pick(COINS);
    const view = await placeWithdrawal(this.world.ctx, user.id, {
      currency: coin.id,
      amount: amountOf(this.rng, coin, this.rng.next() < 0.05 ? 5 : 4_000),
      network: coin.network,
      address: coin.address,
      account: 'change',
    });
    this.withdrawals.push(view.id);
    return { ok: true, message: view };
  }

  /** The desk decides a pending withdrawal: 70 % approved (paid out), the rest rejected. */
  async decideWithdrawal(): Promise<Answer> {
    if (this.withdrawals.length === 0) return SKIP;
    const [id] = this.withdrawals.splice(this.rng.int(0, this.withdrawals.length - 1), 1);
    const base = { operatorId: this.world.operatorId, withdrawalId: id! };
    const view = await decideWithdrawal(
      this.world.ctx,
      this.rng.next() < 0.7
        ? { ...base, approve: true, txHash: `0x${id!.toString(16).padStart(64, '0')}` }
        : { ...base, approve: false, reason: 'soak: rejected' },
    );
    return { ok: true, message: view };
  }

  /** A deposit request with its receipt; nothing is credited until the desk confirms. */
  async deposit(user: SoakUser): Promise<Answer> {
    const coin = this.rng.pick(COINS);
    const voucher = await storeUpload(this.world.ctx, user.id, PNG);
    const view = await requestDeposit(this.world.ctx, user.id, {
      account: 'change',
      amount: amountOf(this.rng, coin, 8_000),
      currency: coin.id,
      network: coin.network,
      voucher,
    });
    this.deposits.push(view.id);
    return { ok: true, message: view };
  }

  /** The desk decides a pending deposit: 85 % confirmed (credited), the rest rejected. */
  async decideDeposit(): Promise<Answer> {
    if (this.deposits.length === 0) return SKIP;
    const [id] = this.deposits.splice(this.rng.int(0, this.deposits.length - 1), 1);
    const view = await decideDeposit(this.world.ctx, {
      operatorId: this.world.operatorId,
      depositId: id!,
      confirm: this.rng.next() < 0.85,
      reason: 'soak: no such transfer',
    });
    return { ok: true, message: view };
  }
}

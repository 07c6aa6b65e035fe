/**
 * Outside production: funds the market maker's system account from the treasury, through
 * the ledger (one journal per currency, idempotent keys), so the demo books are quoted
 * from the first start. In production an operator funds it; it quotes only what it holds.
 */
import { JournalReason, dec } from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { systemOwner, transfer } from '../modules/ledger/index.ts';
import { SIM_INSTRUMENTS } from '../modules/market/index.ts';
import { CURRENCIES } from './data/currencies.ts';

/** Value of each coin or stock the maker holds, and its USDT per account. */
const VALUE_PER_ASSET = '1000000';
const USDT_PER_ACCOUNT = '3000000';
const USDT = 3;

export async function seedMarketMaker(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  if (opts.production) return;
  const grants: [account: 'change' | 'stock', currency: number, amount: string][] = [
    ['change', USDT, USDT_PER_ACCOUNT],
    ['stock', USDT, USDT_PER_ACCOUNT],
  ];
  for (const c of CURRENCIES) {
    const sim = SIM_INSTRUMENTS.get(c.name);
    if (!sim || c.kind === 'fiat') continue;
    const amount = dec(VALUE_PER_ASSET).div(sim.centre).toDecimalPlaces(Math.min(c.decimals, 8));
    grants.push([c.kind === 'stock' ? 'stock' : 'change', c.id, amount.toFixed()]);
  }
  await db.transaction(async (tx) => {
    for (const [account, currency, amount] of grants) {
      await transfer(tx, {
        from: { owner: systemOwner('treasury'), account },
        to: { owner: systemOwner('marketMaker'), account },
        currency,
        amount: dec(amount),
        idempotencyKey: `seed:market-maker:${account}:${currency}`,
        reason: JournalReason.adjustment,
        ref: { table: 'currencies', id: currency },
        at: clock.now(),
        memo: 'Demo funding of the market maker from the treasury',
      });
    }
  });
}

/**
 * The financial hub (issue 11, `GET /api/earn/summary`): every earn product a user holds,
 * per coin, and the next events across them, soonest first.
 */
import { DualType, translate, type EarnSummary, type Lang } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Titles } from './amounts.ts';
import { dualSummary } from './dual.ts';
import { ieoSummary } from './ieo.ts';
import { lockupSummary } from './lockup.ts';

/** How many upcoming events the hub lists. */
export const UPCOMING = 5;

export async function earnSummary(db: DbOrTx, userId: number, lang: Lang): Promise<EarnSummary> {
  const titles: Titles = {
    lockup: (currency, days) => translate(lang, 'earn.lockupTitle', { currency, days }),
    dual: (currency, type, price) =>
      translate(lang, type === DualType.call ? 'earn.dualSellHigh' : 'earn.dualBuyLow', {
        currency,
        price,
      }),
  };
  const parts = [
    await ieoSummary(db, userId, lang),
    await lockupSummary(db, userId, titles),
    await dualSummary(db, userId, titles),
  ];
  return {
    products: parts.map((p) => p.summary),
    upcoming: parts
      .flatMap((p) => p.events)
      .sort((a, b) => a.at - b.at || a.id - b.id)
      .slice(0, UPCOMING),
  };
}

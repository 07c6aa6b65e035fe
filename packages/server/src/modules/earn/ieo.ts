/**
 * The hub's view of IEO subscriptions: pay amounts held while a subscription window is
 * open (allocated at its end), tokens allotted and waiting for their release date, and
 * tokens already released to the spot account.
 */
import { asc, eq } from 'drizzle-orm';
import {
  IeoSubscriptionStatus,
  toPlain,
  type EarnEvent,
  type EarnProductSummary,
  type Lang,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { ieoProjects, ieoSubscriptions } from '../ieo/index.ts';
import { findCurrency, localized } from '../system/index.ts';
import { Amounts, seconds, soonest } from './amounts.ts';

export async function ieoSummary(
  db: DbOrTx,
  userId: number,
  lang: Lang,
): Promise<{ summary: EarnProductSummary; events: EarnEvent[] }> {
  const rows = await db
    .select({ s: ieoSubscriptions, p: ieoProjects })
    .from(ieoSubscriptions)
    .innerJoin(ieoProjects, eq(ieoProjects.id, ieoSubscriptions.projectId))
    .where(eq(ieoSubscriptions.userId, userId))
    .orderBy(asc(ieoSubscriptions.id));
  const holding = new Amounts();
  const pending = new Amounts();
  const paid = new Amounts();
  const events: EarnEvent[] = [];
  let open = 0;
  const coin = async (id: number) => (await findCurrency(db, id))?.name ?? '';
  for (const { s, p } of rows) {
    const token = await coin(p.currencyId);
    const title = localized(p.title, lang);
    if (s.status === IeoSubscriptionStatus.released) {
      paid.add(token, s.allotted ?? '0');
      continue;
    }
    open++;
    if (s.status === IeoSubscriptionStatus.subscribed) {
      holding.add(await coin(s.payCurrencyId), s.payAmount);
      events.push({
        product: 'ieo',
        kind: 'ieoAllocate',
        at: seconds(p.endAt),
        id: s.id,
        title,
        amount: null,
      });
    } else if (s.releaseAt) {
      pending.add(token, s.allotted ?? '0');
      events.push({
        product: 'ieo',
        kind: 'ieoRelease',
        at: seconds(s.releaseAt),
        id: s.id,
        title,
        amount: { currency: token, amount: toPlain(s.allotted ?? '0') },
      });
    }
  }
  return {
    summary: {
      product: 'ieo',
      open,
      holding: holding.list(),
      pending: pending.list(),
      paid: paid.list(),
      next: soonest(events),
    },
    events,
  };
}

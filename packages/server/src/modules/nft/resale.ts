/**
 * `POST /bind_box/resellNFT`: an owner lists an artwork, irrevocably (spec 4: "resale is
 * irrevocable once listed"; there is no withdraw call). The original client sends a step and
 * no `pay_type`: an auction starting at `price`, with the published resale margin. Bourse's
 * app may list at a fixed price. The currency is the one the artwork last sold in.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  NftListingStatus,
  NftOrderStatus,
  NftPayType,
  Rounding,
  dec,
  roundAmount,
  toPlain,
  translate,
  type Lang,
  type NftResellBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency } from '../system/index.ts';
import { requireCoinPrecision, resaleMarginPercent } from './config.ts';
import { nftListings, nftOrders, nftSeries, nftTokens } from './tables.ts';

/** The longest a sale may run. */
export const NFT_MAX_SALE_DAYS = 30;
/** USDT: what an artwork that never sold is resold in. */
const USDT = 3;
/** A start a little in the past (the form's "now") is read as now. */
const START_SLACK_MS = 10 * 60_000;

export async function resell(
  ctx: AppContext,
  userId: number,
  body: Omit<NftResellBody, 'lang'>,
  lang: Lang,
): Promise<string> {
  const now = ctx.clock.now();
  const [token] = await ctx.db.select().from(nftTokens).where(eq(nftTokens.code, body.code));
  if (!token || token.ownerId !== userId) return fail('errors.nftNotYours');
  if (token.seriesId !== null && token.openedAt === null) return fail('errors.nftOpenFirst');
  const payType: NftPayType =
    body.pay_type === NftPayType.fixed || (!body.pay_type && !body.per_increase)
      ? NftPayType.fixed
      : NftPayType.auction;
  if (payType === NftPayType.auction && !body.per_increase) return fail('errors.nftStepRequired');
  const startAt = body.start_time && body.start_time > now ? body.start_time : now;
  if (body.start_time && body.start_time.getTime() < now.getTime() - START_SLACK_MS) {
    return fail('errors.nftStartPast');
  }
  if (body.end_time <= startAt) return fail('errors.endBeforeStart');
  if (body.end_time.getTime() - startAt.getTime() > NFT_MAX_SALE_DAYS * 86_400_000) {
    return fail('errors.nftTooLong', { days: NFT_MAX_SALE_DAYS });
  }
  const [last] = await ctx.db
    .select({ currencyId: nftOrders.currencyId })
    .from(nftOrders)
    .where(and(eq(nftOrders.tokenId, token.id), eq(nftOrders.status, NftOrderStatus.paid)))
    .orderBy(desc(nftOrders.id))
    .limit(1);
  let currencyId = last?.currencyId;
  if (!currencyId && token.seriesId !== null) {
    const [s] = await ctx.db.select().from(nftSeries).where(eq(nftSeries.id, token.seriesId));
    currencyId = s?.currencyId;
  }
  const coin = (await findCurrency(ctx.db, currencyId ?? USDT))!;
  requireCoinPrecision(coin.decimals, body.price, body.per_increase);
  const step = payType === NftPayType.auction ? body.per_increase! : '0';
  const margin =
    payType === NftPayType.auction
      ? roundAmount(
          dec(body.price)
            .times(await resaleMarginPercent(ctx.db))
            .div(100),
          coin.decimals,
          Rounding.up,
        ).toFixed()
      : '0';

  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(nftTokens).where(eq(nftTokens.id, token.id)).for('update');
    if (row!.ownerId !== userId) return fail('errors.nftNotYours');
    const [live] = await tx
      .select({ id: nftListings.id })
      .from(nftListings)
      .where(
        and(
          eq(nftListings.tokenId, token.id),
          inArray(nftListings.status, [NftListingStatus.open, NftListingStatus.awaitingPayment]),
        ),
      );
    if (live) return fail('errors.nftAlreadyListed');
    await tx.insert(nftListings).values({
      tokenId: token.id,
      sellerId: userId,
      payType,
      currencyId: coin.id,
      price: toPlain(body.price),
      step: toPlain(step),
      margin,
      startAt,
      endAt: body.end_time,
      scheduledEndAt: body.end_time,
      status: NftListingStatus.open,
      resale: true,
      createdAt: now,
    });
  });
  return translate(lang, 'nft.listed', {
    name: token.name,
    price: toPlain(body.price),
    currency: coin.name,
  });
}

/**
 * NFT messages (`getNeedPayNFTOrder`, `readNFTOrderMessage`): outbid, won, payment due,
 * sold, forfeited, expired. Written in the transaction of the event they report; read and
 * marked only by their owner (another user's id is answered like an id that does not
 * exist).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  NftMessageKind,
  NftOrderStatus,
  dec,
  toPlain,
  translate,
  type Lang,
  type MessageKey,
  type NftMessageItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { listCurrencies, toDateTime, toSeconds } from '../system/index.ts';
import { nftMessages, nftOrders, nftTokens } from './tables.ts';
import { boxImage } from './views.ts';

export interface NewMessage {
  userId: number;
  kind: NftMessageKind;
  listingId: number;
  orderId?: number | null;
  tokenId: number | null;
  price: string;
  currencyId: number;
}

export async function sendMessages(tx: DbOrTx, at: Date, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insert(nftMessages)
    .values(messages.map((m) => ({ ...m, orderId: m.orderId ?? null, createdAt: at })));
}

const TEXT: Record<NftMessageKind, MessageKey> = {
  [NftMessageKind.outbid]: 'nft.msgOutbid',
  [NftMessageKind.won]: 'nft.msgWon',
  [NftMessageKind.payDue]: 'nft.msgPayDue',
  [NftMessageKind.sold]: 'nft.msgSold',
  [NftMessageKind.forfeited]: 'nft.msgForfeited',
  [NftMessageKind.expired]: 'nft.msgExpired',
};

/** The caller's messages, newest first (the client counts `is_read == '0'` for its badge). */
export async function listMessages(
  ctx: AppContext,
  userId: number,
  lang: Lang,
): Promise<NftMessageItem[]> {
  const rows = await ctx.db
    .select({ m: nftMessages, o: nftOrders, t: nftTokens })
    .from(nftMessages)
    .leftJoin(nftOrders, eq(nftOrders.id, nftMessages.orderId))
    .leftJoin(nftTokens, eq(nftTokens.id, nftMessages.tokenId))
    .where(eq(nftMessages.userId, userId))
    .orderBy(desc(nftMessages.id))
    .limit(100);
  const coins = new Map((await listCurrencies(ctx.db, 'en')).map((c) => [c.id, c.name]));
  const now = ctx.clock.now();
  return rows.map(({ m, o, t }) => {
    const currency = coins.get(m.currencyId) ?? '';
    const name = t?.name ?? '';
    const awaiting = o?.status === NftOrderStatus.awaitingPayment;
    const expired =
      o?.status === NftOrderStatus.expired ||
      (awaiting && o.overtime !== null && o.overtime <= now);
    const toPay = o ? dec(o.price).minus(o.margin) : dec(0);
    return {
      id: m.id,
      kind: m.kind,
      text: translate(lang, TEXT[m.kind], {
        name,
        price: toPlain(m.price),
        currency,
        deadline: o?.overtime ? toDateTime(o.overtime) : '',
        proceeds: o ? toPlain(o.proceeds) : '',
        margin: o ? toPlain(o.margin) : '',
      }),
      name,
      image: t ? boxImage(t) : '',
      code: t?.code ?? '',
      artwork_id: t?.id ?? null,
      price: toPlain(m.price),
      currency_name: currency,
      is_read: m.readAt ? '1' : '0',
      is_pay: o?.status === NftOrderStatus.paid ? 1 : 0,
      is_expired: expired ? 1 : 0,
      overtime:
        (m.kind === NftMessageKind.won || m.kind === NftMessageKind.payDue) && o?.overtime
          ? toSeconds(o.overtime)
          : 0,
      pay_time: o?.paidAt ? toSeconds(o.paidAt) : '',
      order_id: o?.id ?? null,
      order_status: o?.status ?? null,
      to_pay: toPlain(toPay),
      margin: o ? toPlain(o.margin) : '0',
      created_ts: toSeconds(m.createdAt),
    };
  });
}

/** The caller's own message, or the same refusal as for an id that does not exist. */
export async function ownMessage(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(nftMessages)
    .where(and(eq(nftMessages.id, id), eq(nftMessages.userId, userId)));
  return row ?? fail('errors.nftMessageMissing');
}

export async function readMessage(
  ctx: AppContext,
  userId: number,
  id: number,
  lang: Lang,
): Promise<string> {
  await ownMessage(ctx.db, userId, id);
  await markRead(ctx.db, userId, [id], ctx.clock.now());
  return translate(lang, 'nft.read');
}

export async function markRead(db: DbOrTx, userId: number, ids: number[], at: Date) {
  await db
    .update(nftMessages)
    .set({ readAt: at })
    .where(
      and(eq(nftMessages.userId, userId), inArray(nftMessages.id, ids), isNull(nftMessages.readAt)),
    );
}

/**
 * Writing a matched batch (batch.ts) as ONE statement outside any transaction (PostgreSQL
 * runs it as its own): the lease checked, fee-discount coupons spent, new orders inserted,
 * known orders updated, trades inserted, candles folded, and every hold, fill and release
 * posted as one ledger unit of work that locks each balance row in the ledger's order and
 * refuses to overdraw. One round trip and one commit per batch, whatever it holds; a guard
 * that fails (the lease moved, a coupon changed, a balance would go below zero) ends the
 * statement and nothing of the batch is kept.
 *
 * Journal keys: `spot:<order>:freeze`, `spot-trade:<trade>` (both legs and both fees),
 * `spot:<order>:release:placed` (what a new order did not need) and
 * `spot:<order>:release:end` (a cancel or a self-trade removal); each happens at most once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Exact, JournalReason, OrderSide, Rounding, roundAmount } from '@bourse/shared';
import type { Db } from '../../db/client.ts';
import { couponSpend, type FeeCouponBook } from '../fees/index.ts';
import {
  LedgerBatch,
  accountName,
  commitAlone,
  pgArray,
  systemOwner,
  userOwner,
  type Entry,
  type Owner,
} from '../ledger/index.ts';
import { noticeRow } from '../content/index.ts';
import { candleFold, type CandleUpdate } from '../market/index.ts';
import type { BatchPlan, MarketState, OrderOwner } from './plan.ts';

export interface CommittedFill {
  id: number;
  price: string;
  quantity: string;
  quote: Exact;
  takerSide: number;
  buyerFee: Exact;
  sellerFee: Exact;
}

export interface CommittedBatch {
  fills: CommittedFill[];
  /** Fee paid per order in this batch (after coupons). */
  fees: Map<number, Exact>;
  candles: CandleUpdate[];
}

/** What the batch's statement needs besides the plan. */
export interface CommitDeps {
  /** The fee payers' coupons as last read (checked by the statement). */
  coupons: FeeCouponBook;
  /** The lease the statement must still hold (ownership.ts); none when alone. */
  fence?: { with: SQL; guard: { why: string; when: SQL } };
}

const ownerOf = (o: OrderOwner): Owner =>
  o.ownerKind === 'user' ? userOwner(o.ownerId) : { kind: 'system', id: o.ownerId };

/** A batch ready to write: what it will have done, and the statement that does it. */
export interface PreparedBatch {
  fills: CommittedFill[];
  /** Fee paid per order in this batch (after coupons). */
  fees: Map<number, Exact>;
  /**
   * The key of the batch's first journal, posted if and only if the batch committed (every
   * batch that changes anything posts one: a new order its hold, a fill its trade, a cancel
   * its release); undefined when the batch writes nothing.
   */
  marker: string | undefined;
  /** Sends the statement; resolves with the candles it folded once it committed. */
  write(): Promise<CandleUpdate[]>;
}

/** Works out the batch's fees, rows and journals (reading coupons it never met). */
export async function prepareBatch(
  db: Db,
  market: MarketState,
  plan: BatchPlan,
  at: Date,
  /** One per fill, ascending (the sequencer draws them before the statement). */
  tradeIds: number[],
  deps: CommitDeps,
): Promise<PreparedBatch> {
  const { instrument, coins } = market;
  const account = accountName(instrument.accountType);

  // Coupons: the first fee each user pays in this batch, in fill order.
  const payerSet = new Set<number>();
  for (const f of plan.fills) {
    if (f.buyer.ownerKind === 'user' && f.buyerFee.gt(0)) payerSet.add(f.buyer.ownerId);
    if (f.seller.ownerKind === 'user' && f.sellerFee.gt(0)) payerSet.add(f.seller.ownerId);
  }
  const payers = [...payerSet];
  await deps.coupons.read(db, deps.coupons.unknown(payers), at);
  const { lists: discounts, known } = deps.coupons.spendable(payers, at);
  const uses: { couponId: number; usedFor: string }[] = [];
  const discounted = (owner: OrderOwner, orderId: number, fee: Exact, decimals: number): Exact => {
    if (owner.ownerKind !== 'user' || fee.isZero()) return fee;
    const coupon = discounts.get(owner.ownerId)?.shift();
    if (!coupon) return fee;
    uses.push({ couponId: coupon.couponId, usedFor: `spot_orders:${orderId}` });
    // The waived part is rounded down to the coin's precision, as the fee itself is.
    return fee.minus(roundAmount(fee.times(coupon.waived), decimals, Rounding.down));
  };

  const fees = new Map<number, Exact>();
  const addFee = (orderId: number, fee: Exact) =>
    fees.set(orderId, (fees.get(orderId) ?? new Exact(0)).plus(fee));
  const fills: CommittedFill[] = plan.fills.map((f, i) => {
    const buyerFee = discounted(f.buyer, f.buyerOrderId, f.buyerFee, coins.base.decimals);
    const sellerFee = discounted(f.seller, f.sellerOrderId, f.sellerFee, coins.quote.decimals);
    addFee(f.buyerOrderId, buyerFee);
    addFee(f.sellerOrderId, sellerFee);
    return {
      id: tradeIds[i]!,
      price: f.price,
      quantity: f.quantity,
      quote: f.quote,
      takerSide: f.takerSide,
      buyerFee,
      sellerFee,
    };
  });

  // New orders, known orders and trades (the trades' order keys are checked at the
  // statement's end, when the new orders are in).
  const writes = [
    newOrders(market, plan, fees, at),
    knownOrders(plan, fees, at),
    newTrades(market, plan, fills, at),
  ].filter((w): w is SQL => w !== undefined);

  // The ledger: holds, fills, releases, in the order they happened.
  const ledger = new LedgerBatch();
  const side = (o: OrderOwner) => ({ owner: ownerOf(o), account });
  for (const m of plan.movements) {
    if (m.step !== 'freeze') continue;
    ledger.post({
      idempotencyKey: `spot:${m.orderId}:freeze`,
      reason: JournalReason.freeze,
      ref: { table: 'spot_orders', id: m.orderId },
      at,
      entries: [
        { ...side(m.owner), currency: m.currency, bucket: 'available', amount: m.amount.negated() },
        { ...side(m.owner), currency: m.currency, bucket: 'frozen', amount: m.amount },
      ],
    });
  }
  const feesSide = { owner: systemOwner('fees'), account };
  plan.fills.forEach((f, i) => {
    const c = fills[i]!;
    const base = new Exact(f.quantity);
    const b = side(f.buyer);
    const s = side(f.seller);
    const entries: Entry[] = [
      { ...b, currency: coins.quote.id, bucket: 'frozen', amount: f.quote.negated() },
      { ...s, currency: coins.quote.id, bucket: 'available', amount: f.quote.minus(c.sellerFee) },
      { ...s, currency: coins.base.id, bucket: 'frozen', amount: base.negated() },
      { ...b, currency: coins.base.id, bucket: 'available', amount: base.minus(c.buyerFee) },
    ];
    if (!c.sellerFee.isZero())
      entries.push({
        ...feesSide,
        currency: coins.quote.id,
        bucket: 'available',
        amount: c.sellerFee,
      });
    if (!c.buyerFee.isZero())
      entries.push({
        ...feesSide,
        currency: coins.base.id,
        bucket: 'available',
        amount: c.buyerFee,
      });
    // A fill of a whole quote value of zero cannot happen (price and quantity > 0).
    ledger.post({
      idempotencyKey: `spot-trade:${c.id}`,
      reason: JournalReason.trade,
      ref: { table: 'spot_trades', id: c.id },
      at,
      entries: entries.filter((e) => !new Exact(e.amount).isZero()),
    });
  });
  for (const m of plan.movements) {
    if (m.step === 'freeze') continue;
    ledger.post({
      idempotencyKey: `spot:${m.orderId}:${m.step}`,
      reason: JournalReason.unfreeze,
      ref: { table: 'spot_orders', id: m.orderId },
      at,
      entries: [
        { ...side(m.owner), currency: m.currency, bucket: 'frozen', amount: m.amount.negated() },
        { ...side(m.owner), currency: m.currency, bucket: 'available', amount: m.amount },
      ],
    });
  }
  // A user's order the batch filled completely is told in their Messages, by the same
  // statement (the market maker's, a system account's, are not).
  for (const o of plan.orders.values()) {
    if (o.status !== 'filled' || o.owner.ownerKind !== 'user') continue;
    const key = o.side === OrderSide.buy ? 'orderFilledBuy' : 'orderFilledSell';
    ledger.insert(
      noticeRow(at, o.owner.ownerId, key, { id: String(o.id), symbol: instrument.symbol }),
    );
  }
  const marker = ledger.checked()[0]?.input.idempotencyKey;
  if (writes.length === 0 && ledger.size === 0) {
    return { fills, fees, marker, write: () => Promise.resolve([]) };
  }
  // Written in the order of the WITH list: the lease, coupons, this market's rows, and the
  // ledger last, since its balance rows are shared with other markets (a fee account, a
  // user trading several pairs).
  const fold =
    fills.length > 0
      ? candleFold(
          instrument.id,
          fills.map((f) => ({ price: f.price, quantity: f.quantity, at })),
        )
      : undefined;
  const spend = payers.length > 0 ? couponSpend(payers, known, uses, at) : undefined;
  const write = async () => {
    const { rows } = await commitAlone(db, ledger, at, {
      with: [
        ...(deps.fence ? [deps.fence.with] : []),
        ...(spend ? [spend.with] : []),
        ...writes,
        ...(fold ? [fold.with] : []),
      ],
      guards: [...(deps.fence ? [deps.fence.guard] : []), ...(spend?.guards ?? [])],
      returning: fold ? ['candles'] : [],
    });
    deps.coupons.spent(uses);
    return fold ? fold.parse(rows.get('candles') ?? []) : [];
  };
  return { fills, fees, marker, write };
}

/** The insert of the batch's new orders, as a WITH item; undefined if none. */
function newOrders(
  market: MarketState,
  plan: BatchPlan,
  fees: Map<number, Exact>,
  at: Date,
): SQL | undefined {
  const rows = [...plan.orders.values()].filter((o) => o.isNew);
  if (rows.length === 0) return undefined;
  const col = (f: (o: (typeof rows)[number]) => string | number | null) => pgArray(rows.map(f));
  return sql`new_orders as (
    insert into spot_orders (id, owner_kind, owner_id, instrument_id, side, order_type,
      time_in_force, price, quantity, filled_quantity, filled_quote, fee, frozen, status,
      cancel_reason, client_order_id, created_at, updated_at)
    select id, owner_kind, owner_id, ${market.instrument.id}, side, order_type, time_in_force,
      price, quantity, filled_quantity, filled_quote, fee, frozen, status, cancel_reason,
      client_order_id, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    from unnest(
      ${col((o) => o.id)}::bigint[], ${col((o) => o.owner.ownerKind)}::text[],
      ${col((o) => o.owner.ownerId)}::int[], ${col((o) => o.side)}::smallint[],
      ${col((o) => o.created!.orderType)}::text[], ${col((o) => o.created!.timeInForce)}::text[],
      ${col((o) => o.created!.price)}::numeric[], ${col((o) => o.created!.quantity)}::numeric[],
      ${col((o) => o.filledQuantity.toFixed())}::numeric[],
      ${col((o) => o.filledQuote.toFixed())}::numeric[],
      ${col((o) => (fees.get(o.id) ?? new Exact(0)).toFixed())}::numeric[],
      ${col((o) => o.created!.hold.minus(o.frozenOut).toFixed())}::numeric[],
      ${col((o) => o.status!)}::text[], ${col((o) => o.cancelReason ?? null)}::text[],
      ${col((o) => o.created!.clientOrderId)}::text[]
    ) as t(id, owner_kind, owner_id, side, order_type, time_in_force, price, quantity,
           filled_quantity, filled_quote, fee, frozen, status, cancel_reason, client_order_id)
    order by id)`;
}

/** The update of the orders the batch changed that were there before, as a WITH item. */
function knownOrders(plan: BatchPlan, fees: Map<number, Exact>, at: Date): SQL | undefined {
  const rows = [...plan.orders.values()].filter((o) => !o.isNew);
  if (rows.length === 0) return undefined;
  const col = (f: (o: (typeof rows)[number]) => string | number | null) => pgArray(rows.map(f));
  // One writer per market: no other transaction updates these rows meanwhile.
  return sql`known_orders as (
    update spot_orders o set
      filled_quantity = o.filled_quantity + t.dq,
      filled_quote = o.filled_quote + t.dquote,
      fee = o.fee + t.dfee,
      frozen = o.frozen - t.dfrozen,
      status = t.status,
      cancel_reason = coalesce(t.cancel_reason, o.cancel_reason),
      updated_at = ${at.toISOString()}::timestamptz
    from unnest(
      ${col((o) => o.id)}::bigint[], ${col((o) => o.filledQuantity.toFixed())}::numeric[],
      ${col((o) => o.filledQuote.toFixed())}::numeric[],
      ${col((o) => (fees.get(o.id) ?? new Exact(0)).toFixed())}::numeric[],
      ${col((o) => o.frozenOut.toFixed())}::numeric[], ${col((o) => o.status!)}::text[],
      ${col((o) => o.cancelReason ?? null)}::text[]
    ) as t(id, dq, dquote, dfee, dfrozen, status, cancel_reason)
    where o.id = t.id)`;
}

/** The insert of the batch's trades, as a WITH item; undefined if none. */
function newTrades(
  market: MarketState,
  plan: BatchPlan,
  fills: CommittedFill[],
  at: Date,
): SQL | undefined {
  if (fills.length === 0) return undefined;
  const col = (f: (i: number) => string | number) => pgArray(fills.map((_, i) => f(i)));
  const makerFee = (i: number) => {
    const takerBuys = plan.fills[i]!.takerSide === OrderSide.buy;
    return (takerBuys ? fills[i]!.sellerFee : fills[i]!.buyerFee).toFixed();
  };
  const takerFee = (i: number) => {
    const takerBuys = plan.fills[i]!.takerSide === OrderSide.buy;
    return (takerBuys ? fills[i]!.buyerFee : fills[i]!.sellerFee).toFixed();
  };
  // The VIP discount each side was charged with (issue 12), so a fee can be recomputed.
  const discount = (i: number, role: 'maker' | 'taker') => {
    const f = plan.fills[i]!;
    const buyerIs = f.takerSide === OrderSide.buy ? 'taker' : 'maker';
    return role === buyerIs ? f.buyerDiscount : f.sellerDiscount;
  };
  return sql`new_trades as (
    insert into spot_trades (id, instrument_id, maker_order_id, taker_order_id, taker_side,
      price, quantity, quote_amount, maker_fee, taker_fee, maker_fee_discount,
      taker_fee_discount, created_at)
    select id, ${market.instrument.id}, maker, taker, side, price, quantity, quote, mfee, tfee,
      mdisc, tdisc, ${at.toISOString()}::timestamptz
    from unnest(
      ${col((i) => fills[i]!.id)}::bigint[], ${col((i) => plan.fills[i]!.makerId)}::bigint[],
      ${col((i) => plan.fills[i]!.takerId)}::bigint[], ${col((i) => plan.fills[i]!.takerSide)}::smallint[],
      ${col((i) => fills[i]!.price)}::numeric[], ${col((i) => fills[i]!.quantity)}::numeric[],
      ${col((i) => fills[i]!.quote.toFixed())}::numeric[], ${col(makerFee)}::numeric[],
      ${col(takerFee)}::numeric[], ${col((i) => discount(i, 'maker'))}::numeric[],
      ${col((i) => discount(i, 'taker'))}::numeric[]
    ) as t(id, maker, taker, side, price, quantity, quote, mfee, tfee, mdisc, tdisc)
    order by id)`;
}

/**
 * Buying crypto by bank transfer (spec 2-5, 9): the options, the order with the platform's
 * bank details, the buyer's "transfer completed" with a screenshot, and the buyer's list.
 * Nothing is credited here: the finance desk confirms the payment (desk.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  Decimal,
  KycLevel,
  PAYMENT_METHODS,
  PURCHASE_COUNTRIES,
  PURCHASE_LIMIT_USDT,
  PURCHASE_RECEIVE_CURRENCY,
  PurchaseStatus,
  toPlain,
  type Page,
  type PurchaseCreateBody,
  type PurchaseOptions,
  type PurchaseStatus as PurchaseStatusT,
  type PurchaseView,
} from '@bourse/shared';
import { MINUTE_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { requireKycLevel, verifiedLevel } from '../kyc/index.ts';
import { ownUploadPath } from '../uploads/index.ts';
import {
  activeBankAccounts,
  bankAccountFor,
  purchaseRate,
  purchaseRules,
  receiveCurrency,
} from './config.ts';
import { purchases } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { purchaseView } from './views.ts';

export const PURCHASES_TABLE = 'purchases';

/** The smallest whole amount of a currency worth at least `minUsdt`. */
const minAmountIn = (minUsdt: Decimal, rate: Decimal) =>
  minUsdt.times(rate).toDecimalPlaces(0, Decimal.ROUND_CEIL);

/** `BRS` and ten characters without look-alikes: short enough to type into a bank form. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `BRS${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** `GET /purchase/options`: countries, their currencies with rate and minimum, the limits. */
export async function purchaseOptions(ctx: AppContext, userId: number): Promise<PurchaseOptions> {
  const rules = await purchaseRules(ctx.db);
  const level = await verifiedLevel(ctx.db, userId);
  const accounts = await activeBankAccounts(ctx.db);
  const countries: PurchaseOptions['countries'] = [];
  for (const country of PURCHASE_COUNTRIES) {
    const list: PurchaseOptions['countries'][number]['currencies'] = [];
    for (const account of accounts.filter((a) => a.country === country)) {
      const rate = await purchaseRate(ctx.db, account.currency);
      if (!rate) continue;
      list.push({
        currency: account.currency,
        rate: toPlain(rate),
        min_amount: minAmountIn(rules.minUsdt, rate).toFixed(),
      });
    }
    if (list.length) countries.push({ country, currencies: list });
  }
  return {
    receive_currency: PURCHASE_RECEIVE_CURRENCY,
    methods: [...PAYMENT_METHODS],
    time_limit_minutes: rules.timeLimitMinutes,
    min_usdt: toPlain(rules.minUsdt),
    max_usdt: level === 0 ? null : PURCHASE_LIMIT_USDT[level],
    countries,
  };
}

/**
 * `POST /purchase/create`. Needs verified identity (998 otherwise). The rate is fixed when
 * the order is made, so the buyer sees exactly what will be credited.
 */
export async function createPurchase(
  ctx: AppContext,
  userId: number,
  body: Omit<PurchaseCreateBody, 'lang'>,
): Promise<PurchaseView> {
  await requireKycLevel(ctx.db, userId, KycLevel.basic);
  const account = await bankAccountFor(ctx.db, body.country, body.currency);
  if (!account) {
    const any = (await activeBankAccounts(ctx.db)).some((a) => a.country === body.country);
    return any
      ? fail('errors.purchaseCurrencyUnsupported', { currency: body.currency })
      : fail('errors.purchaseUnavailable', { country: body.country });
  }
  const rate = await purchaseRate(ctx.db, body.currency);
  if (!rate) return fail('errors.fiatRateUnavailable', { fiat: body.currency });
  const rules = await purchaseRules(ctx.db);
  const amount = new Decimal(body.amount);
  const min = minAmountIn(rules.minUsdt, rate);
  if (amount.lt(min)) {
    fail('errors.purchaseBelowMinimum', { min: min.toFixed(), currency: body.currency });
  }
  const usdt = await receiveCurrency(ctx.db);
  const usdtAmount = amount.div(rate).toDecimalPlaces(usdt.decimals, Decimal.ROUND_DOWN);
  const level = (await verifiedLevel(ctx.db, userId)) as KycLevel;
  const max = PURCHASE_LIMIT_USDT[level];
  if (usdtAmount.gt(max)) fail('errors.purchaseAboveLimit', { max });

  const now = ctx.clock.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await ctx.db
        .insert(purchases)
        .values({
          userId,
          reference: newReference(),
          country: body.country,
          currency: body.currency,
          method: body.method,
          amount: amount.toFixed(),
          rate: toPlain(rate),
          receiveCurrencyId: usdt.id,
          usdtAmount: usdtAmount.toFixed(),
          status: PurchaseStatus.toBePaid,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          taxId: body.tax_id || null,
          bank: {
            beneficiary: account.beneficiary,
            iban: account.iban,
            bic: account.bic,
            bank_name: account.bankName,
            bank_address: account.bankAddress,
            country: account.bankCountry,
          },
          expiresAt: new Date(now.getTime() + rules.timeLimitMinutes * MINUTE_MS),
          createdAt: now,
        })
        .returning();
      return purchaseView(row!);
    } catch (error) {
      // A reference drawn twice (one in 10^15): draw again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

async function ownPurchase(db: DbOrTx, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? fail('errors.purchaseNotFound');
}

/**
 * `POST /purchase/paid`: the buyer says the transfer is done and shows its screenshot.
 * Refused once the time limit has passed (the order is, or is about to be, cancelled).
 */
export async function markPaid(
  ctx: AppContext,
  userId: number,
  id: number,
  sent: string,
): Promise<PurchaseView> {
  // Stored as the upload's own path: an upload reply's URL carries a signature that expires.
  const screenshot =
    (await ownUploadPath(ctx.db, userId, sent)) ?? fail('errors.screenshotInvalid');
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const before = await ownPurchase(tx, userId, id, true);
      if (before.status === PurchaseStatus.cancelled) return fail('errors.purchaseExpired');
      if (before.status !== PurchaseStatus.toBePaid) return fail('errors.purchaseNotPayable');
      if (before.expiresAt.getTime() <= now.getTime()) return fail('errors.purchaseExpired');
      const [after] = await tx
        .update(purchases)
        .set({ status: PurchaseStatus.transferCompleted, screenshot, paidAt: now })
        .where(eq(purchases.id, id))
        .returning();
      return after!;
    });
    return purchaseView(row);
  } catch (error) {
    // The same screenshot sent with another order.
    if (isUniqueViolation(error)) fail('errors.voucherUsed');
    throw error;
  }
}

const whereStatus = (status: PurchaseStatusT | '' | undefined): SQL | undefined =>
  status ? eq(purchases.status, status) : undefined;

/** `GET /purchase/list`: the caller's orders, newest first. */
export async function listPurchases(
  db: DbOrTx,
  userId: number,
  query: { page: number; limit: number; status?: PurchaseStatusT | '' | undefined },
): Promise<Page<PurchaseView>> {
  const where = and(eq(purchases.userId, userId), whereStatus(query.status));
  const rows = await db
    .select()
    .from(purchases)
    .where(where)
    .orderBy(desc(purchases.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(purchases).where(where);
  return {
    data: rows.map(purchaseView),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** `GET /purchase/detail`: one of the caller's own orders. */
export async function purchaseDetail(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<PurchaseView> {
  return purchaseView(await ownPurchase(db, userId, id));
}

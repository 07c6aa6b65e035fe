/**
 * Payout bank cards (spec 3 "Bank card", spec 7 `user/cash_save`, `cash_save_international`,
 * `cash_info`, `cash_info_international`): one domestic and one international card per
 * user, replaced on each save. The payloads are checked by the shared schemas (Luhn, IBAN
 * mod 97, SWIFT, ABA checksum); the withdrawal module reads the card through this door.
 */
import { and, eq } from 'drizzle-orm';
import type {
  BankCardInfo,
  CashSaveBody,
  CashSaveInternationalBody,
  InternationalBankCardInfo,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toSeconds } from '../system/index.ts';
import { bankCards } from './tables.ts';

type Kind = 'domestic' | 'international';
export type BankCardRow = typeof bankCards.$inferSelect;

export async function getBankCard(
  db: DbOrTx,
  userId: number,
  kind: Kind,
): Promise<BankCardRow | undefined> {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), eq(bankCards.kind, kind)));
  return row;
}

async function upsert(
  ctx: AppContext,
  userId: number,
  kind: Kind,
  values: Omit<typeof bankCards.$inferInsert, 'userId' | 'kind' | 'updatedAt'>,
): Promise<BankCardRow> {
  const set = { ...values, updatedAt: ctx.clock.now() };
  const [row] = await ctx.db
    .insert(bankCards)
    .values({ userId, kind, ...set })
    .onConflictDoUpdate({ target: [bankCards.userId, bankCards.kind], set })
    .returning();
  return row!;
}

const domesticInfo = (r: BankCardRow): BankCardInfo => ({
  real_name: r.realName,
  card_number: r.cardNumber ?? '',
  bank_name: r.bankName,
  bank_branch: r.bankBranch ?? '',
  province: r.province ?? '',
  city: r.city ?? '',
  phone: r.phone ?? '',
  updated_at: toSeconds(r.updatedAt),
});

const internationalInfo = (r: BankCardRow): InternationalBankCardInfo => ({
  real_name: r.realName,
  bank_country: r.bankCountry ?? '',
  iban: r.iban,
  account_number: r.iban ? null : r.cardNumber,
  swift_code: r.swiftCode ?? '',
  bank_name: r.bankName,
  bank_address: r.bankAddress ?? '',
  holder_address: r.holderAddress ?? '',
  aba_number: r.abaNumber,
  updated_at: toSeconds(r.updatedAt),
});

export async function saveDomesticCard(
  ctx: AppContext,
  userId: number,
  input: CashSaveBody,
): Promise<BankCardInfo> {
  const row = await upsert(ctx, userId, 'domestic', {
    realName: input.real_name,
    cardNumber: input.card_number,
    bankName: input.bank_name,
    bankBranch: input.bank_branch,
    province: input.province,
    city: input.city,
    phone: input.phone,
  });
  return domesticInfo(row);
}

export async function saveInternationalCard(
  ctx: AppContext,
  userId: number,
  input: CashSaveInternationalBody,
): Promise<InternationalBankCardInfo> {
  const row = await upsert(ctx, userId, 'international', {
    realName: input.real_name,
    bankCountry: input.bank_country,
    iban: input.iban ?? null,
    // An IBAN already carries the account number; keep one of the two, never both.
    cardNumber: input.iban ? null : (input.account_number ?? null),
    swiftCode: input.swift_code,
    bankName: input.bank_name,
    bankAddress: input.bank_address,
    holderAddress: input.holder_address,
    abaNumber: input.aba_number ?? null,
  });
  return internationalInfo(row);
}

/** `GET /user/cash_info`: the caller's domestic card, or null before the first save. */
export async function domesticCard(ctx: AppContext, userId: number): Promise<BankCardInfo | null> {
  const row = await getBankCard(ctx.db, userId, 'domestic');
  return row ? domesticInfo(row) : null;
}

export async function internationalCard(
  ctx: AppContext,
  userId: number,
): Promise<InternationalBankCardInfo | null> {
  const row = await getBankCard(ctx.db, userId, 'international');
  return row ? internationalInfo(row) : null;
}

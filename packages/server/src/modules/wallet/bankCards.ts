/**
 * Payout bank cards (spec 3 "Bank card", spec 7 `user/cash_save`, `cash_save_international`,
 * `cash_info`, `cash_info_international`; client contract 7.5 for the original client's
 * shapes): one domestic and one international card per user, replaced on each save. The
 * payloads are checked by the shared schemas (Luhn, IBAN mod 97, SWIFT, ABA checksum); the
 * holder must be the caller's verified (KYC approved) name, compared without case and
 * spacing. The withdrawal module reads the card through this door.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  INTERNATIONAL_BANK_KEYS,
  KycLevel,
  KycStatus,
  maskName,
  translate,
  type BankCardInfo,
  type CashSaveBody,
  type CashSaveInternationalBody,
  type InternationalBankCardInfo,
  type InternationalBankForm,
  type Lang,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { kycApplications } from '../kyc/index.ts';
import { toSeconds } from '../system/index.ts';
import { bankCards } from './tables.ts';

/** The name of the caller's verified basic identity, or undefined before it is approved. */
async function verifiedName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: kycApplications.name })
    .from(kycApplications)
    .where(
      and(
        eq(kycApplications.userId, userId),
        eq(kycApplications.level, KycLevel.basic),
        eq(kycApplications.status, KycStatus.verified),
      ),
    )
    .orderBy(desc(kycApplications.id))
    .limit(1);
  return row?.name;
}

const nameKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * A card in anybody else's name is refused: payouts go to the verified person only. Checked
 * on save, and again by a bank withdrawal (a card saved before the rule, or before a name
 * change, pays nobody else).
 */
export async function requireVerifiedHolder(
  db: DbOrTx,
  userId: number,
  holder: string,
): Promise<void> {
  const name = await verifiedName(db, userId);
  if (name === undefined) return fail('errors.bankNeedsVerifiedName');
  if (nameKey(name) !== nameKey(holder))
    fail('errors.bankNameNotVerified', { name: maskName(name) });
}

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

const domesticInfo = (r: BankCardRow | undefined): BankCardInfo => ({
  real_name: r?.realName ?? '',
  card_number: r?.cardNumber ?? '',
  bank_name: r?.bankName ?? '',
  bank_branch: r?.bankBranch ?? '',
  province: r?.province ?? '',
  city: r?.city ?? '',
  phone: r?.phone ?? '',
  // The payout account: what a bank withdrawal goes to (the original client's "card on file").
  bank_account: r?.cardNumber ?? r?.iban ?? '',
  bank_dizhi: r?.bankBranch ?? '',
  bank_code: r?.swiftCode ?? '',
  iban: r?.iban ?? '',
  bank_address: r?.bankAddress ?? '',
  alipay_account: '',
  wechat_account: '',
  wechat_nickname: '',
  updated_at: r ? toSeconds(r.updatedAt) : null,
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
  await requireVerifiedHolder(ctx.db, userId, input.real_name);
  const row = await upsert(ctx, userId, 'domestic', {
    realName: input.real_name,
    cardNumber: input.card_number ?? null,
    iban: input.iban ?? null,
    bankName: input.bank_name,
    bankBranch: input.bank_branch ?? null,
    province: input.province ?? null,
    city: input.city ?? null,
    phone: input.phone ?? null,
    swiftCode: input.bank_code ?? null,
    bankAddress: input.bank_address ?? null,
  });
  return domesticInfo(row);
}

export async function saveInternationalCard(
  ctx: AppContext,
  userId: number,
  input: CashSaveInternationalBody,
): Promise<InternationalBankCardInfo> {
  await requireVerifiedHolder(ctx.db, userId, input.real_name);
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

/** `POST /user/cash_info`: the caller's domestic card; every field '' before the first save. */
export async function domesticCard(ctx: AppContext, userId: number): Promise<BankCardInfo> {
  return domesticInfo(await getBankCard(ctx.db, userId, 'domestic'));
}

/**
 * `POST /user/cash_info_international`: the form the original client renders (a label per
 * field in the caller's language) and the saved values, every key present ('' for none).
 */
export async function internationalCard(
  ctx: AppContext,
  userId: number,
  lang: Lang,
): Promise<InternationalBankForm> {
  const row = await getBankCard(ctx.db, userId, 'international');
  const info = row ? internationalInfo(row) : undefined;
  const forms = {} as InternationalBankForm['forms'];
  const data = {} as InternationalBankForm['data'];
  for (const key of INTERNATIONAL_BANK_KEYS) {
    forms[key] = translate(lang, `fields.${key}`);
    data[key] = info?.[key] ?? '';
  }
  return { forms, data, updated_at: info?.updated_at ?? null };
}

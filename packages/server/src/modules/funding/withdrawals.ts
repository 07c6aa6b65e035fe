/**
 * Withdrawals (spec 6-7): the gate (KYC Lv1, no security change in the last 24 hours, the
 * pay password), the checks (network, address, minimum, the KYC-level 24-hour limit in
 * BTC), the freeze of amount plus fee, and the finance desk's decision: approval pays the
 * frozen amount to `external` and the fee to `fees` and records the transaction hash;
 * rejection unfreezes both.
 *
 * A bank payout (`bank`: the user's saved domestic or international card) is the same
 * withdrawal on the `BANK` network: USDT paid 1:1 as USD, at most 2 decimals, the card
 * recorded on the row as it was (masked number or IBAN, bank, holder for everyone; the full
 * payout details for the finance desk), and the bank's transfer reference as `tx_hash` on
 * approval.
 */
import { and, desc, eq, gt, inArray, sum } from 'drizzle-orm';
import {
  AccountType,
  BANK_PAYOUT,
  Decimal,
  maskAccountNumber,
  JournalReason,
  KycLevel,
  SECURITY_CHANGE_WITHDRAWAL_PAUSE_HOURS,
  WITHDRAWAL_LIMIT_BTC,
  WithdrawalStatus,
  isValidAddress,
  scaleOf,
  toPlain,
  type AccountTypeName,
  type BankCardKind,
  type WithdrawBody,
  type WithdrawalPayoutDetails,
  type WithdrawalView,
  Exact,
} from '@bourse/shared';
import { DAY_MS, HOUR_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail, VerificationRequiredError } from '../../http/errors.ts';
import { getBalance, journals, postTogether, userOwner } from '../ledger/index.ts';
import { requireKycLevel, verifiedLevel } from '../kyc/index.ts';
import { findCurrency, type Currency } from '../system/index.ts';
import { checkPayPassword, users } from '../users/index.ts';
// The address book's rows, read only (the wallet module owns them).
import {
  getBankCard,
  requireVerifiedHolder,
  walletAddresses,
  type BankCardRow,
} from '../wallet/index.ts';
import { withdrawalRuleOf, type WithdrawalRule } from './settings.ts';
import { withdrawals } from './tables.ts';
import { withdrawalView } from './views.ts';

export const WITHDRAWALS_TABLE = 'withdrawals';
const PAUSE_MS = SECURITY_CHANGE_WITHDRAWAL_PAUSE_HOURS * HOUR_MS;

/** The payout card of a bank withdrawal as recorded on its row. */
export interface BankSnapshot {
  kind: BankCardKind;
  bankName: string;
  holderName: string;
}

/** A withdrawal with its destination resolved: what the money rules work on. */
export interface WithdrawalInput {
  currency: number;
  amount: string;
  /** `BANK` (with `bank`) for a bank payout. */
  network: string;
  /** The crypto address, or the card's masked number or IBAN. */
  address: string;
  account: AccountTypeName;
  bank?: BankSnapshot | undefined;
}

/** Everything a bank withdrawal records of its card, all from one read of the card row. */
interface CardSnapshot {
  /** The masked number or IBAN (`**** 9012`), what the user sees. */
  address: string;
  bank: BankSnapshot;
  /** The full details the finance desk pays to. */
  payoutDetails: WithdrawalPayoutDetails;
}

function payoutDetailsOf(card: BankCardRow, kind: BankCardKind): WithdrawalPayoutDetails {
  if (kind === 'domestic') {
    return {
      kind,
      real_name: card.realName,
      // A card saved by the original client may carry only an IBAN.
      card_number: card.cardNumber ?? card.iban ?? '',
      bank_name: card.bankName,
      bank_branch: card.bankBranch ?? '',
      province: card.province ?? '',
      city: card.city ?? '',
      phone: card.phone ?? '',
    };
  }
  return {
    kind,
    real_name: card.realName,
    bank_country: card.bankCountry ?? '',
    iban: card.iban,
    account_number: card.iban ? null : card.cardNumber,
    swift_code: card.swiftCode ?? '',
    bank_name: card.bankName,
    bank_address: card.bankAddress ?? '',
    holder_address: card.holderAddress ?? '',
    aba_number: card.abaNumber,
  };
}

/** The user's saved card of `kind` as recorded on a withdrawal; refused when none is saved. */
async function snapshotCard(db: DbOrTx, userId: number, kind: BankCardKind): Promise<CardSnapshot> {
  const card = await getBankCard(db, userId, kind);
  const number = card?.iban ?? card?.cardNumber;
  if (!card || !number) {
    return fail(kind === 'domestic' ? 'errors.bankCardNotSaved' : 'errors.intlBankAccountNotSaved');
  }
  await requireVerifiedHolder(db, userId, card.realName);
  return {
    address: maskAccountNumber(number),
    bank: { kind, bankName: card.bankName, holderName: card.realName },
    payoutDetails: payoutDetailsOf(card, kind),
  };
}

/**
 * The user's saved card of `kind`, as a bank payout destination; refused when none is
 * saved. The card is read again when the withdrawal is recorded (see placeWithdrawal).
 */
async function bankDestination(
  db: DbOrTx,
  userId: number,
  kind: BankCardKind,
): Promise<Pick<WithdrawalInput, 'network' | 'address' | 'bank'>> {
  const { address, bank } = await snapshotCard(db, userId, kind);
  return { network: BANK_PAYOUT.network, address, bank };
}

/**
 * The destination: the user's saved bank card (`bank`), a saved address of the user's
 * address book (`address_id`, which must be for the same coin), or a typed address with
 * its network.
 */
async function resolveDestination(
  db: DbOrTx,
  userId: number,
  body: Omit<WithdrawBody, 'lang' | 'pay_password'>,
): Promise<WithdrawalInput> {
  const { currency, account } = body;
  const amount = body.amount ?? body.number;
  if (amount === undefined) return fail('validation.required', { field: '@fields.amount' });
  // The original client (client contract 7.5): `number`, `type` 0 (its first saved address
  // of the coin, sent back as `address`) or 1 (its bank card, the default); its `rate` is
  // a hint only: the fee is always the server's.
  if (body.amount === undefined) {
    if ((body.type ?? '1') === '1') {
      const kind = (await getBankCard(db, userId, 'domestic')) ? 'domestic' : 'international';
      return { currency, amount, account, ...(await bankDestination(db, userId, kind)) };
    }
    const typed = body.address ?? '';
    const [saved] = typed
      ? await db
          .select({ network: walletAddresses.network, address: walletAddresses.address })
          .from(walletAddresses)
          .where(
            and(
              eq(walletAddresses.userId, userId),
              eq(walletAddresses.currencyId, currency),
              eq(walletAddresses.address, typed),
            ),
          )
          .limit(1)
      : [];
    if (!saved) return fail('errors.addressNotSaved');
    return {
      currency,
      amount,
      account,
      network: saved.network.toUpperCase(),
      address: saved.address,
    };
  }
  if (body.bank) {
    return { currency, amount, account, ...(await bankDestination(db, userId, body.bank)) };
  }
  if (body.address_id) {
    const [saved] = await db
      .select({ network: walletAddresses.network, address: walletAddresses.address })
      .from(walletAddresses)
      .where(
        and(
          eq(walletAddresses.id, body.address_id),
          eq(walletAddresses.userId, userId),
          eq(walletAddresses.currencyId, currency),
        ),
      );
    if (!saved) return fail('errors.notFound');
    return {
      currency,
      amount,
      account,
      network: saved.network.toUpperCase(),
      address: saved.address,
    };
  }
  if (!body.address) return fail('validation.required', { field: '@fields.address' });
  if (!body.network) return fail('validation.required', { field: '@fields.network' });
  return { currency, amount, account, network: body.network, address: body.address };
}

/**
 * Withdrawals pause for 24 hours after the login password or the pay password is set,
 * changed or reset: whoever just took over an account must not empty it at once.
 */
async function requireNoRecentSecurityChange(ctx: AppContext, userId: number): Promise<void> {
  const [u] = await ctx.db
    .select({ password: users.passwordChangedAt, pay: users.payPasswordChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  const latest = Math.max(u?.password?.getTime() ?? 0, u?.pay?.getTime() ?? 0);
  const left = latest + PAUSE_MS - ctx.clock.now().getTime();
  if (left > 0) fail('errors.withdrawalPaused', { count: Math.ceil(left / HOUR_MS) });
}

interface Checked {
  currency: Currency;
  rule: WithdrawalRule;
}

/** The currency, network, address, decimals and minimum; nothing is written. */
async function checkRequest(ctx: AppContext, input: WithdrawalInput): Promise<Checked> {
  const currency = await findCurrency(ctx.db, input.currency);
  if (!currency || !currency.isActive) return fail('errors.currencyUnavailable');
  const bank = input.network === BANK_PAYOUT.network;
  // Only USDT (paid 1:1 as USD), only to a card resolved from the user's own saved cards.
  if (bank && currency.name !== BANK_PAYOUT.currency) {
    fail('errors.bankPayoutUnavailable', { currency: BANK_PAYOUT.currency });
  }
  const rule = await withdrawalRuleOf(ctx.db, currency.name, input.network);
  if (!rule) {
    return fail('errors.networkUnavailable', { currency: currency.name, network: input.network });
  }
  if (bank ? !input.bank : !isValidAddress(input.network, input.address)) {
    fail('errors.addressInvalid', { network: input.network });
  }
  const decimals = bank ? Math.min(currency.decimals, BANK_PAYOUT.decimals) : currency.decimals;
  if (scaleOf(input.amount) > decimals) {
    fail('validation.decimals', { field: '@fields.amount', max: decimals });
  }
  if (new Exact(input.amount).lt(rule.min)) {
    fail('errors.withdrawalBelowMinimum', {
      currency: currency.name,
      network: input.network,
      min: toPlain(rule.min),
    });
  }
  return { currency, rule };
}

/** `POST /wallet/out`: the gate, then the withdrawal itself. */
export async function requestWithdrawal(
  ctx: AppContext,
  userId: number,
  body: Omit<WithdrawBody, 'lang'>,
): Promise<WithdrawalView> {
  await requireKycLevel(ctx.db, userId, KycLevel.basic);
  await requireNoRecentSecurityChange(ctx, userId);
  const { pay_password: payPassword, ...rest } = body;
  const input = await resolveDestination(ctx.db, userId, rest);
  await checkRequest(ctx, input);
  // Outside the transaction that moves the money, so a wrong guess is always counted.
  await checkPayPassword(ctx.db, ctx.clock, userId, payPassword);
  return placeWithdrawal(ctx, userId, input);
}

/**
 * Records a pending withdrawal and freezes its amount plus fee, once the gate has passed
 * (tests of the money rules call it directly). The user row is locked first, so two
 * withdrawals of one user are judged against the 24-hour limit one after the other (in one
 * group of the ledger's group commit, they run one after the other anyway); the ledger's
 * conditional debit makes overdrawing impossible either way.
 */
export async function placeWithdrawal(
  ctx: AppContext,
  userId: number,
  input: WithdrawalInput,
): Promise<WithdrawalView> {
  const { currency, rule } = await checkRequest(ctx, input);
  const amount = new Exact(input.amount);
  const valued = await ctx.prices.valueIn(amount, currency.id, 'BTC');
  // Rounded up: the limit is never judged on less than the true value.
  const btcValue = valued.amount.toDecimalPlaces(18, Decimal.ROUND_UP);
  const at = ctx.clock.now();
  const row = await postTogether(ctx, async (tx, ledger) => {
    // One withdrawal of a user at a time (the 24-hour sum below must see the one before).
    // NO KEY UPDATE, not UPDATE: rows that reference the user (a transfer, a conversion,
    // inserted by another group's ledger statement after its balance rows) take KEY SHARE
    // on it, which UPDATE would block, closing a cycle with that group's balance locks.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const level = await verifiedLevel(tx, userId);
    if (level === 0) throw new VerificationRequiredError();
    const limit = new Exact(WITHDRAWAL_LIMIT_BTC[level]);
    const [used] = await tx
      .select({ total: sum(withdrawals.btcValue) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          inArray(withdrawals.status, [WithdrawalStatus.pending, WithdrawalStatus.approved]),
          gt(withdrawals.createdAt, new Date(at.getTime() - DAY_MS)),
        ),
      );
    const usedBtc = new Exact(used?.total ?? 0);
    if (usedBtc.plus(btcValue).gt(limit)) {
      const left = Exact.max(limit.minus(usedBtc), 0).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      fail('errors.withdrawalLimit', {
        limit: limit.toFixed(),
        level,
        left: toPlain(left.toFixed()),
      });
    }
    // A bank payout records its card from a read in this transaction: the masked form for
    // the user and the full payout details for the desk come from the same card row.
    const card = input.bank ? await snapshotCard(tx, userId, input.bank.kind) : undefined;
    const [inserted] = await tx
      .insert(withdrawals)
      .values({
        userId,
        currencyId: currency.id,
        accountType: AccountType[input.account],
        network: input.network,
        address: card?.address ?? input.address,
        bankKind: card?.bank.kind ?? null,
        bankName: card?.bank.bankName ?? null,
        bankHolder: card?.bank.holderName ?? null,
        payoutDetails: card?.payoutDetails ?? null,
        amount: amount.toFixed(),
        fee: rule.fee.toFixed(),
        btcValue: btcValue.toFixed(),
        priceSource: valued.quotes[0].source,
        status: WithdrawalStatus.pending,
        createdAt: at,
      })
      .returning();
    ledger.post(
      journals.freeze({
        side: { owner: userOwner(userId), account: input.account },
        currency: currency.id,
        amount: amount.plus(rule.fee),
        idempotencyKey: `withdrawal:${inserted!.id}:freeze`,
        reason: JournalReason.freeze,
        ref: { table: WITHDRAWALS_TABLE, id: inserted!.id },
        at,
      }),
    );
    return () => inserted!;
  });
  return withdrawalView(row, currency.name);
}

/** `POST /wallet/get_info {currency}`: what the original client's withdrawal page reads. */
export interface WithdrawalTerms {
  /** Available in the spot account. */
  change_balance: string;
  /** The minimum withdrawal and the fee (in the coin), of the network the page would use. */
  min_number: string;
  rate: string;
  network: string;
}

/**
 * The withdrawal terms of a coin for the original client's page (client contract 7.5):
 * the network of the caller's newest saved address of the coin (the one the page sends),
 * else the coin's first network. `/wallet/out` charges the same fee, whatever the client
 * says its `rate` is.
 */
export async function withdrawalTerms(
  ctx: AppContext,
  userId: number,
  currencyId: number,
): Promise<WithdrawalTerms> {
  const currency = await findCurrency(ctx.db, currencyId);
  if (!currency || !currency.isActive) return fail('errors.currencyUnavailable');
  const [saved] = await ctx.db
    .select({ network: walletAddresses.network })
    .from(walletAddresses)
    .where(and(eq(walletAddresses.userId, userId), eq(walletAddresses.currencyId, currency.id)))
    .orderBy(desc(walletAddresses.id))
    .limit(1);
  const networks = saved ? [saved.network.toUpperCase()] : currency.networks;
  let found: { network: string; rule: WithdrawalRule } | undefined;
  for (const network of networks) {
    const rule = await withdrawalRuleOf(ctx.db, currency.name, network);
    if (rule) {
      found = { network, rule };
      break;
    }
  }
  if (!found) return fail('errors.currencyUnavailable');
  const balance = await getBalance(ctx.db, userId, 'change', currency.id);
  return {
    change_balance: balance.available,
    min_number: toPlain(found.rule.min),
    rate: toPlain(found.rule.fee),
    network: found.network,
  };
}

/**
 * The address book (spec 3 "Wallet address", spec 7 `user/wallet/save|list|delete`): where
 * a user sends coins, checked per network (format and checksum) before it is kept.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { isValidAddress, type AddressItem, type AddressSaveBody, type Page } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { currencies, toDateTime, toSeconds } from '../system/index.ts';
import { ownUploadPath, signedUploadUrl } from '../uploads/index.ts';
import { activeCurrency } from './holdings.ts';
import { walletAddresses } from './tables.ts';

/** Enough for anyone's wallets; stops a script from filling the table. */
export const ADDRESS_BOOK_MAX = 50;

type AddressRow = typeof walletAddresses.$inferSelect;

const addressItem = (ctx: AppContext, row: AddressRow, currencyName: string): AddressItem => ({
  id: row.id,
  currency: row.currencyId,
  currency_name: currencyName,
  network: row.network,
  name: row.name,
  address: row.address,
  created_at: toSeconds(row.createdAt),
  // The original client shows the QR code with an <img>: a short-lived signed URL.
  qrcode: row.qrcode ? signedUploadUrl(ctx, row.qrcode) : '',
  update_time: toDateTime(row.createdAt),
});

/**
 * The network a coin moves on: the one given, or the coin's only one, or (the original
 * client sends no network) the only one whose address format `address` has.
 */
export function networkFor(
  currency: { name: string; networks: string[] },
  given?: string,
  address?: string,
): string {
  const options = currency.networks;
  if (given === undefined) {
    if (options.length === 1) return options[0]!;
    if (options.length === 0) fail('errors.currencyUnavailable');
    const fits = address ? options.filter((n) => isValidAddress(n, address)) : [];
    if (fits.length === 1) return fits[0]!;
    return fail('errors.chooseNetwork', { currency: currency.name, options: options.join(', ') });
  }
  if (!options.includes(given)) {
    fail('errors.networkUnavailable', { currency: currency.name, network: given });
  }
  return given;
}

/** `POST /user/wallet/save {currency, name, address, network?}`. */
export async function saveAddress(
  ctx: AppContext,
  userId: number,
  input: AddressSaveBody,
): Promise<AddressItem> {
  const currency = await activeCurrency(ctx.db, input.currency);
  const network = networkFor(currency, input.network, input.address);
  if (!isValidAddress(network, input.address)) fail('errors.addressInvalid', { network });
  let qrcode = '';
  if (input.qrcode) {
    qrcode = (await ownUploadPath(ctx.db, userId, input.qrcode)) ?? fail('errors.voucherInvalid');
  }
  return ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(walletAddresses)
      .where(eq(walletAddresses.userId, userId));
    if ((held?.n ?? 0) >= ADDRESS_BOOK_MAX)
      fail('errors.addressBookFull', { max: ADDRESS_BOOK_MAX });
    const [row] = await tx
      .insert(walletAddresses)
      .values({
        userId,
        currencyId: currency.id,
        network,
        name: input.name,
        address: input.address,
        qrcode,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    return row ? addressItem(ctx, row, currency.name) : fail('errors.addressExists');
  });
}

/** `GET /user/wallet/list {page, limit}`: the caller's addresses, newest first. */
export async function listAddresses(
  ctx: AppContext,
  userId: number,
  page: number,
  limit: number,
): Promise<Page<AddressItem>> {
  const mine = eq(walletAddresses.userId, userId);
  // One after the other: a page read needs no second connection.
  const rows = await ctx.db
    .select({ row: walletAddresses, name: currencies.name })
    .from(walletAddresses)
    .innerJoin(currencies, eq(currencies.id, walletAddresses.currencyId))
    .where(mine)
    .orderBy(desc(walletAddresses.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await ctx.db.select({ n: count() }).from(walletAddresses).where(mine);
  return {
    data: rows.map((r) => addressItem(ctx, r.row, r.name)),
    total: total?.n ?? 0,
    page,
    limit,
  };
}

/** `POST /user/wallet/delete {id}`: only the caller's own; anyone else's is "not found". */
export async function deleteAddress(ctx: AppContext, userId: number, id: number): Promise<void> {
  const gone = await ctx.db
    .delete(walletAddresses)
    .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId)))
    .returning({ id: walletAddresses.id });
  if (gone.length === 0) fail('errors.addressNotFound');
}

/**
 * Wallet routes (spec 7 "Wallet" and the address book and bank cards of "Account and
 * content"). Thin: schema -> service -> ok(). Every route but the public index price is
 * signed in, and every service is scoped to the signed-in user.
 */
import { z } from 'zod';
import {
  addressSaveBody,
  billsBody,
  cashSaveBody,
  cashSaveInternationalBody,
  conversionBody,
  conversionPairBody,
  idBody,
  langField,
  pageQuery,
  rateCurrencyQuery,
  translate,
  walletChangeBody,
  walletDetailBody,
  walletInfoBody,
  walletListBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { withdrawalTerms } from '../funding/index.ts';
import type { App } from '../../http/types.ts';
import { deleteAddress, listAddresses, saveAddress } from './addressBook.ts';
import {
  domesticCard,
  internationalCard,
  saveDomesticCard,
  saveInternationalCard,
} from './bankCards.ts';
import { listBills } from './bills.ts';
import { conversionPairs, conversionQuote, convert } from './conversion.ts';
import {
  rateCurrency,
  userCurrencyList,
  walletDetail,
  walletInfo,
  walletList,
} from './overview.ts';
import { changeAccount, transferHistory } from './transfers.ts';

const langOnly = z.object({ lang: langField });

export async function walletRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the body, so a signed-out form gets 999, not a field error.
  const signedIn = { preValidation: app.requireUser };

  // Balances and values.
  app.post('/wallet/list', { ...signedIn, schema: { body: walletListBody } }, async (req) =>
    ok(await walletList(ctx, userOf(req).id, req.body.fiat)),
  );
  // With `currency` (the original client's withdrawal page), also that coin's spot balance,
  // minimum and fee (client contract 7.5).
  app.post('/wallet/get_info', { ...signedIn, schema: { body: walletInfoBody } }, async (req) => {
    const info = await walletInfo(ctx, userOf(req).id, req.body.fiat);
    if (!req.body.currency) return ok(info);
    return ok({ ...info, ...(await withdrawalTerms(ctx, userOf(req).id, req.body.currency)) });
  });
  app.post('/wallet/detail', { ...signedIn, schema: { body: walletDetailBody } }, async (req) =>
    ok(await walletDetail(ctx, userOf(req).id, req.body.currency, req.body.type)),
  );
  app.get(
    '/currency/user_currency_list',
    { ...signedIn, schema: { querystring: langOnly } },
    async (req) => ok(await userCurrencyList(ctx, userOf(req).id, requestLang(req))),
  );
  app.get('/wallet/getRateCurrency', { schema: { querystring: rateCurrencyQuery } }, async (req) =>
    ok(await rateCurrency(ctx, req.query.id)),
  );

  // Transfers between the caller's own accounts.
  app.post('/wallet/change', { ...signedIn, schema: { body: walletChangeBody } }, async (req) =>
    ok(await changeAccount(ctx, userOf(req).id, req.body)),
  );
  app.get('/wallet/hzhistory', { ...signedIn, schema: { querystring: pageQuery } }, async (req) =>
    ok(
      await transferHistory(ctx, userOf(req).id, req.query.page, req.query.limit, requestLang(req)),
    ),
  );

  // Conversion between coins in the spot account.
  app.post('/user/getTransferList', { ...signedIn, schema: { body: langOnly } }, async (req) =>
    ok(await conversionPairs(ctx, userOf(req).id)),
  );
  app.post(
    '/user/getTransferFee',
    { ...signedIn, schema: { body: conversionPairBody } },
    async (req) =>
      ok(await conversionQuote(ctx, req.body.from_currency_id, req.body.to_currency_id)),
  );
  app.post('/user/Transfer', { ...signedIn, schema: { body: conversionBody } }, async (req) =>
    ok(await convert(ctx, userOf(req).id, req.body)),
  );

  // Bills: the caller's ledger entries.
  app.post('/wallet/legal_log', { ...signedIn, schema: { body: billsBody } }, async (req) =>
    ok(await listBills(ctx, userOf(req).id, req.body, requestLang(req))),
  );

  // Address book.
  app.post('/user/wallet/save', { ...signedIn, schema: { body: addressSaveBody } }, async (req) =>
    ok(await saveAddress(ctx, userOf(req).id, req.body)),
  );
  app.get('/user/wallet/list', { ...signedIn, schema: { querystring: pageQuery } }, async (req) =>
    ok(await listAddresses(ctx, userOf(req).id, req.query.page, req.query.limit)),
  );
  app.post('/user/wallet/delete', { ...signedIn, schema: { body: idBody } }, async (req) => {
    await deleteAddress(ctx, userOf(req).id, req.body.id);
    return ok(translate(requestLang(req), 'success.addressDeleted'));
  });

  // Bank cards. Spec 7 lists the info calls beside the POSTs; the H5 client POSTs them. A
  // save answers a short text the client toasts (client contract 7.5), then it reads again.
  app.post('/user/cash_save', { ...signedIn, schema: { body: cashSaveBody } }, async (req) => {
    await saveDomesticCard(ctx, userOf(req).id, req.body);
    return ok(translate(requestLang(req), 'success.saved'));
  });
  app.post(
    '/user/cash_save_international',
    { ...signedIn, schema: { body: cashSaveInternationalBody } },
    async (req) => {
      await saveInternationalCard(ctx, userOf(req).id, req.body);
      return ok(translate(requestLang(req), 'success.saved'));
    },
  );
  for (const method of ['get', 'post'] as const) {
    const schema = method === 'get' ? { querystring: langOnly } : { body: langOnly };
    app[method]('/user/cash_info', { ...signedIn, schema }, async (req) =>
      ok(await domesticCard(ctx, userOf(req).id)),
    );
    app[method]('/user/cash_info_international', { ...signedIn, schema }, async (req) =>
      ok(await internationalCard(ctx, userOf(req).id, requestLang(req))),
    );
  }
}

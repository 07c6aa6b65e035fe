/**
 * Site settings, the area chooser and the coin catalogue (spec sections 3, 7). Public:
 * no session needed.
 *
 * - GET /getSiteConfig            -> SiteConfig { site_name, site_logo, down_logo (paths),
 *                                    zxkf_url, telegram_url, whatsApp_url, jie_url, hk_url }
 * - GET /getSetting {keyword}     -> a text setting (apk_download_url, support_url, game_url,
 *                                    version) as { keyword, value }; another public setting's
 *                                    JSON value; or errors.settingNotFound
 * - GET /area/list                -> RegionItem[] { id, iso, area_code, name, supported }, in the
 *                                    caller's language, by sort then name. `id` is the
 *                                    `area_code_id` of register and sms_send.
 * - GET /currency/list {kind?}    -> { legal: CurrencyItem[] } { id, name, networks, en_name, tw_name,
 *                                    option_name, display_name, kind, decimals, color, logo }
 */
import { currencyListQuery, langQuery, settingQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { listCurrencies } from './currencies.ts';
import { listRegions } from './regions.ts';
import { getPublicSetting } from './service.ts';
import { getSiteConfig } from './siteLinks.ts';

export async function systemRoutes(app: App, ctx: AppContext): Promise<void> {
  const { publicUrl } = ctx.config;
  app.get('/getSiteConfig', { schema: { querystring: langQuery } }, async () =>
    ok(await getSiteConfig(ctx.db, publicUrl)),
  );

  app.get('/getSetting', { schema: { querystring: settingQuery } }, async (request) =>
    ok(await getPublicSetting(ctx.db, request.query.keyword, publicUrl)),
  );

  app.get('/area/list', { schema: { querystring: langQuery } }, async (request) =>
    ok(await listRegions(ctx.db, requestLang(request))),
  );

  app.get('/currency/list', { schema: { querystring: currencyListQuery } }, async (request) =>
    // `message.legal`: the original client's add-address picker (client contract 7.4).
    ok({ legal: await listCurrencies(ctx.db, requestLang(request), request.query.kind) }),
  );
}

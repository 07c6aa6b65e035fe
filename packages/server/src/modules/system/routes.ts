/**
 * Site settings, the area chooser and the coin catalogue (spec sections 3, 7). Public:
 * no session needed.
 *
 * - GET /getSiteConfig            -> { site_name, site_logo, down_logo }
 * - GET /getSetting {keyword}     -> the public setting's value (JSON), or errors.settingNotFound
 * - GET /area/list                -> RegionItem[] { id, iso, area_code, name, supported }, in the
 *                                    caller's language, by sort then name. `id` is the
 *                                    `area_code_id` of register and sms_send.
 * - GET /currency/list {kind?}    -> CurrencyItem[] { id, name, networks, en_name, tw_name,
 *                                    option_name, display_name, kind, decimals, color, logo }
 */
import { z } from 'zod';
import { currencyListQuery, langField, langQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { listCurrencies } from './currencies.ts';
import { listRegions } from './regions.ts';
import { getPublicSetting, getSiteConfig } from './service.ts';

export async function systemRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get('/getSiteConfig', async () => ok(await getSiteConfig(ctx.db)));

  app.get(
    '/getSetting',
    {
      schema: {
        querystring: z.object({ keyword: z.string().trim().min(1).max(64), lang: langField }),
      },
    },
    async (request) => ok(await getPublicSetting(ctx.db, request.query.keyword)),
  );

  app.get('/area/list', { schema: { querystring: langQuery } }, async (request) =>
    ok(await listRegions(ctx.db, requestLang(request))),
  );

  app.get('/currency/list', { schema: { querystring: currencyListQuery } }, async (request) =>
    ok(await listCurrencies(ctx.db, requestLang(request), request.query.kind)),
  );
}

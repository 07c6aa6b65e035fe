/** Ledger routes. For now only the development faucet, registered only with DEV_ROUTES=on. */
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { userOf } from '../../http/auth.ts';
import type { App } from '../../http/types.ts';
import { faucetBody, faucetCredit } from './faucet.ts';

export async function ledgerRoutes(app: App, ctx: AppContext): Promise<void> {
  if (!ctx.config.devRoutes) return; // DEV_ROUTES=on only (config.ts)
  app.post(
    '/dev/faucet',
    { schema: { body: faucetBody }, preValidation: app.requireUser },
    async (request) => ok(await faucetCredit(ctx, userOf(request).id, request.body)),
  );
}

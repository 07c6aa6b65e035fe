/**
 * Ledger routes. For now only development ones, registered only with DEV_ROUTES=on (which
 * config.ts refuses in production): the faucet, and `POST /dev/clock {advance_seconds}`
 * when the app runs on an `OffsetClock` (main.ts): it moves the clock forward, never back,
 * and answers `{ now, offset_seconds }`.
 */
import { z } from 'zod';
import { OffsetClock } from '../../clock.ts';
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

  const clock = ctx.clock;
  if (!(clock instanceof OffsetClock)) return;
  app.post(
    '/dev/clock',
    { schema: { body: devClockBody }, preValidation: app.requireUser },
    async (request) => {
      clock.advance(request.body.advance_seconds * 1000);
      return ok({ now: clock.now().toISOString(), offset_seconds: clock.offset / 1000 });
    },
  );
}

/** At most a year per call, whole seconds. */
const devClockBody = z.object({
  advance_seconds: z.coerce
    .number()
    .int()
    .min(1)
    .max(366 * 86_400),
});

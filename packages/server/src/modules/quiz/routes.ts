/**
 * The quiz game (issue 14): Bourse's own routes under `/api/quiz/*` and the operator's desk
 * under `/api/admin/quiz/rounds`. Thin: schema -> service -> ok().
 */
import {
  OperatorRole,
  pageQuery,
  quizBetBody,
  quizMyBetsQuery,
  quizRoundCancelBody,
  quizRoundCreateBody,
  quizRoundParams,
  quizRoundQuery,
  quizRoundsQuery,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { optionalUserId, userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import { adminRounds, cancelRound, createRound } from './admin.ts';
import { placeBet } from './bet.ts';
import { listRounds, myBets, roundDetail } from './views.ts';

const strip = <T extends { lang?: unknown }>({ lang: _lang, ...rest }: T) => rest;

export async function quizRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the fields, so a signed-out form gets 999 first.
  const signedIn = { preValidation: app.requireUser };
  const adminOnly = { preValidation: app.requireOperator(OperatorRole.admin) };

  app.get('/quiz/rounds', { schema: { querystring: quizRoundsQuery } }, async (req) =>
    ok(await listRounds(ctx, strip(req.query))),
  );
  app.get('/quiz/round', { schema: { querystring: quizRoundQuery } }, async (req) =>
    ok(await roundDetail(ctx, req.query.id, (await optionalUserId(ctx, req)) ?? null)),
  );
  app.post('/quiz/bet', { ...signedIn, schema: { body: quizBetBody } }, async (req) =>
    ok(await placeBet(ctx, userOf(req).id, strip(req.body))),
  );
  app.get('/quiz/my_bets', { ...signedIn, schema: { querystring: quizMyBetsQuery } }, async (req) =>
    ok(await myBets(ctx, userOf(req).id, strip(req.query))),
  );

  // ---- the operator's desk ----
  app.get('/admin/quiz/rounds', { ...adminOnly, schema: { querystring: pageQuery } }, async (req) =>
    ok(await adminRounds(ctx, { page: req.query.page, limit: req.query.limit })),
  );
  app.post(
    '/admin/quiz/rounds',
    { ...adminOnly, schema: { body: quizRoundCreateBody } },
    async (req) => ok(await createRound(ctx, operatorOf(req).id, strip(req.body))),
  );
  app.post(
    '/admin/quiz/rounds/:id/cancel',
    { ...adminOnly, schema: { params: quizRoundParams, body: quizRoundCancelBody } },
    async (req) => ok(await cancelRound(ctx, operatorOf(req).id, req.params.id, req.body.reason)),
  );
}

/**
 * OTC loans (issue 14): the borrower's `/loan/*` and the finance desk's `/admin/loans/*`.
 * Thin: schema -> service -> ok(). A user's routes act only on the caller's own rows.
 */
import {
  LOAN_CURRENCIES,
  LOAN_LIMITS,
  OperatorRole,
  langQuery,
  loanApplyBody,
  loanIdBody,
  loanIdParams,
  loanIdQuery,
  loanListQuery,
  loanMakerBody,
  loanOfferBody,
  loanQueueQuery,
  loanRejectBody,
  toPlain,
  translate,
  type LoanTerms,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { optionalUserId, userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import { acceptOffer } from './accept.ts';
import { claimEnquiry, deskLoans, enquiryQueue, offerLoan, rejectEnquiry } from './admin.ts';
import { eligibilityOf, loanSettings } from './config.ts';
import { applyForLoan, declineOffer, listEnquiries, withdrawEnquiry } from './enquiries.ts';
import { grantMarketMaker, listMarketMakers, revokeMarketMaker } from './makers.ts';
import { repayLoan } from './repay.ts';
import { enquiryItem, listLoans, loanDetail, loanItem } from './views.ts';

/** The toast text in `message`, the row it concerns beside it in `data`. */
const done = (text: string, data: unknown) => ({ ...ok(text), data });

export async function loanRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: app.requireUser };
  const finance = { preValidation: app.requireOperator(OperatorRole.finance) };

  app.get('/loan/terms', { schema: { querystring: langQuery } }, async (req) => {
    const settings = await loanSettings(ctx.db);
    const userId = await optionalUserId(ctx, req);
    const terms: LoanTerms = {
      min_amount: LOAN_LIMITS.minUsdt,
      max_amount: LOAN_LIMITS.maxUsdt,
      amount_currency: 'USDT',
      min_days: LOAN_LIMITS.minDays,
      max_days: LOAN_LIMITS.maxDays,
      currencies: [...LOAN_CURRENCIES],
      overdue_daily_percent: settings.overduePercent,
      liquidation_risk_percent: settings.liquidationPercent,
      initial_risk_percent: settings.initialPercent,
      max_initial_risk_percent: LOAN_LIMITS.maxInitialRiskPercent,
      offer_hours: settings.offerHours,
      eligibility:
        userId === undefined ? null : await eligibilityOf(ctx.db, userId, requestLang(req)),
    };
    return ok(terms);
  });
  app.post('/loan/apply', { ...signedIn, schema: { body: loanApplyBody } }, async (req) => {
    const row = await applyForLoan(ctx, userOf(req).id, requestLang(req), req.body);
    return done(translate(requestLang(req), 'loan.applied'), await enquiryItem(ctx.db, row, null));
  });
  app.post('/loan/withdraw', { ...signedIn, schema: { body: loanIdBody } }, async (req) => {
    const row = await withdrawEnquiry(ctx, userOf(req).id, req.body.id);
    return done(
      translate(requestLang(req), 'loan.withdrawn'),
      await enquiryItem(ctx.db, row, null),
    );
  });
  app.get('/loan/enquiries', { ...signedIn, schema: { querystring: langQuery } }, async (req) =>
    ok(await listEnquiries(ctx, userOf(req).id)),
  );
  app.post('/loan/accept', { ...signedIn, schema: { body: loanIdBody } }, async (req) => {
    const { loan, loanCoin, collateralCoin } = await acceptOffer(ctx, userOf(req).id, req.body.id);
    const text = translate(requestLang(req), 'loan.accepted', {
      principal: toPlain(loan.principal),
      currency: loanCoin.name,
      collateral: toPlain(loan.collateralAmount),
      collateral_currency: collateralCoin.name,
    });
    return done(text, await loanItem(ctx, loan));
  });
  app.post('/loan/decline', { ...signedIn, schema: { body: loanIdBody } }, async (req) => {
    const row = await declineOffer(ctx, userOf(req).id, req.body.id);
    return done(translate(requestLang(req), 'loan.declined'), await enquiryItem(ctx.db, row, null));
  });
  app.get('/loan/list', { ...signedIn, schema: { querystring: langQuery } }, async (req) =>
    ok(await listLoans(ctx, userOf(req).id)),
  );
  app.get('/loan/detail', { ...signedIn, schema: { querystring: loanIdQuery } }, async (req) =>
    ok(await loanDetail(ctx, userOf(req).id, req.query.id)),
  );
  app.post('/loan/repay', { ...signedIn, schema: { body: loanIdBody } }, async (req) => {
    const { loan, paid, loanCoin, collateralCoin } = await repayLoan(
      ctx,
      userOf(req).id,
      req.body.id,
    );
    const text = translate(requestLang(req), 'loan.repaid', {
      amount: paid.toFixed(),
      currency: loanCoin.name,
      collateral: toPlain(loan.collateralAmount),
      collateral_currency: collateralCoin.name,
    });
    return done(text, await loanItem(ctx, loan));
  });

  app.get(
    '/admin/loans/enquiries',
    { ...finance, schema: { querystring: loanQueueQuery } },
    async (req) => ok(await enquiryQueue(ctx, req.query)),
  );
  app.post(
    '/admin/loans/enquiries/:id/claim',
    { ...finance, schema: { params: loanIdParams, body: langQuery } },
    async (req) => ok(await claimEnquiry(ctx, operatorOf(req).id, req.params.id)),
  );
  app.post(
    '/admin/loans/enquiries/:id/offer',
    { ...finance, schema: { params: loanIdParams, body: loanOfferBody } },
    async (req) => {
      const row = await offerLoan(ctx, operatorOf(req).id, req.params.id, req.body);
      return ok(await enquiryItem(ctx.db, row, null));
    },
  );
  app.post(
    '/admin/loans/enquiries/:id/reject',
    { ...finance, schema: { params: loanIdParams, body: loanRejectBody } },
    async (req) => {
      const row = await rejectEnquiry(ctx, operatorOf(req).id, req.params.id, req.body.reason);
      return ok(await enquiryItem(ctx.db, row, null));
    },
  );
  app.get(
    '/admin/loans/list',
    { ...finance, schema: { querystring: loanListQuery } },
    async (req) => ok(await deskLoans(ctx, req.query)),
  );
  app.get(
    '/admin/loans/market-makers',
    { ...finance, schema: { querystring: langQuery } },
    async () => ok(await listMarketMakers(ctx)),
  );
  app.post(
    '/admin/loans/market-makers',
    { ...finance, schema: { body: loanMakerBody } },
    async (req) => {
      await grantMarketMaker(ctx, operatorOf(req).id, req.body.user_id, req.body.note);
      return ok(await listMarketMakers(ctx));
    },
  );
  app.post(
    '/admin/loans/market-makers/revoke',
    { ...finance, schema: { body: loanMakerBody } },
    async (req) => {
      await revokeMarketMaker(ctx, operatorOf(req).id, req.body.user_id, req.body.note);
      return ok(await listMarketMakers(ctx));
    },
  );
}

/**
 * No route can change a price or an outcome (issue 10). Every operation the API registers
 * (users' and `/api/admin/`, from the OpenAPI document) is called signed out, as the owner,
 * as another user and as an admin operator, with inputs aimed at outcomes (the ids of
 * settled positions and options, prices, symbols, times, results) beside hostile ones.
 * Afterwards every recorded index tick that existed reads exactly as before, and so does
 * every closed contract position, every contract charge and every settled option, and
 * every decided earn outcome (issue 11): IEO allocations, lock-up credits and redemptions,
 * settled dual orders, and the terms of every earn order; and what copy trading did (issue
 * 12): every copy opened, skipped or closed, its profit share, the price a signal carried; and
 * the NFT marketplace (issue 13): every sale and its split, every bid, every blind-box draw
 * and every series' seed commitment. New
 * ticks may appear (the tape records the next seconds) and open things may settle by the
 * rules; nothing decided may move. The database refuses such changes too (migrations
 * 0011, 0013, 0014); this walk proves no route even tries a path around them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seededRandom, type Rng } from '@bourse/shared';
import { ManualClock } from '../clock.ts';
import { rowsOf } from '../db/migrate.ts';
import { createOperator } from '../modules/admin/index.ts';
import { FixedFeed, recordTape } from '../modules/market/index.ts';
import { PRICES } from '../modules/market/testing.ts';
import { settleDueOptions } from '../modules/options/index.ts';
import { settleDueDual } from '../modules/dual/index.ts';
import { runLockupJobs } from '../modules/lockup/index.ts';
import { runCopyJobs } from '../modules/follow/index.ts';
import { createRound, runQuizJobs } from '../modules/quiz/index.ts';
import { runLoanJobs } from '../modules/loans/index.ts';
import { expectLedgerBalanced } from '../modules/ledger/testing.ts';
import { fund, person } from '../modules/wallet/testing.ts';
import { seedDemo } from '../seed/index.ts';
import { SERIES_OPENS_IN_S } from '../seed/nft.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import {
  decided,
  decidedEarn,
  endsSession,
  nftUpTo,
  operationsOf,
  type Operation,
} from './outcomesWalk.ts';
import { loginOperator } from '../modules/admin/testing.ts';
const USDT = 3;
const BTC = 1;

describe('no route can change a price or an outcome', () => {
  let t: TestApp;
  let operations: Operation[];
  const feed = new FixedFeed(PRICES);
  const callers: Record<string, string | undefined> = { guest: undefined };
  const aimed: string[] = [];
  /** NFT codes the walk aims at: a sold artwork, the series, a drawn box, an auction. */
  const aimedCodes: string[] = [];

  beforeAll(async () => {
    // A Tuesday at 10:00 UTC: stocks are out of session, crypto trades.
    t = await buildTestApp({ clock: new ManualClock('2026-03-03T10:00:00Z'), feed });
    await seedDemo(t.ctx.db, t.clock, { production: false, uploadDir: t.ctx.uploadDir });
    const owner = await person(t, 'walk.owner@example.com');
    const other = await person(t, 'walk.other@example.com');
    for (const who of [owner, other]) {
      await fund(t, who.id, 'lever', USDT, '50000');
      await fund(t, who.id, 'micro', USDT, '5000');
    }
    callers.owner = owner.token;
    callers.other = other.token;

    // NFT (issue 13): a fixed-price sale paid, a blind box bought and opened, a bid placed.
    await fund(t, owner.id, 'change', USDT, '2000');
    t.clock.advance((SERIES_OPENS_IN_S + 1) * 1000); // the demo series opens just after the seed
    const nftList = async (payType: number) =>
      (
        await call<{ code: string; currency_name: string; per_increase: string }[]>(
          t.app,
          'GET',
          '/bind_box/getBoxList',
          { pay_type: payType, status: 1, page: 1, limit: 50 },
        )
      ).message;
    const nftCall = (path: string, fields: Record<string, string>) =>
      call<unknown>(t.app, 'POST', `/bind_box/${path}`, fields, owner.token);
    const fixedNft = (await nftList(1)).find((b) => b.currency_name === 'USDT')!;
    expect((await nftCall('buyNFT', { code: fixedNft.code })).type).toBe('ok');
    expect((await nftCall('buyNFT', { code: 'PRISM' })).type).toBe('ok');
    const myNfts = (
      await call<{ code: string; rarity_status: number; pay_type: number }[]>(
        t.app,
        'POST',
        '/bind_box/getMyNFTs',
        {},
        owner.token,
      )
    ).message;
    const sealed = myNfts.find((m) => m.pay_type === 3 && m.rarity_status === 0)!;
    expect((await nftCall('openBlindBox', { code: sealed.code })).type).toBe('ok');
    const liveAuction = (await nftList(2))[0]!;
    expect(
      (await nftCall('auctionNFT', { code: liveAuction.code, price: liveAuction.per_increase }))
        .type,
    ).toBe('ok');
    const [last] = rowsOf<{ order: string; bid: string; token: string }>(
      await t.ctx.db.execute(sql`select (select max(id) from nft_orders)::text as order,
        (select max(id) from nft_bids)::text as bid, (select max(id) from nft_tokens)::text as token`),
    );
    aimedCodes.push(fixedNft.code, 'PRISM', sealed.code, liveAuction.code);
    Object.assign(nftUpTo, {
      order: Number(last!.order),
      bid: Number(last!.bid),
      token: Number(last!.token),
    });

    // The quiz (issue 14): an "above" round the owner backs up and the other down.
    const btcPair = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from instruments where symbol = 'BTC/USDT'`),
    )[0]!.id;
    const nowS = Math.floor(t.clock.now().getTime() / 1000);
    const quizRound = await createRound(t.ctx, null, {
      match_id: btcPair,
      kind: 'above',
      strike: '50000',
      opens_at: nowS,
      cutoff_at: nowS + 60,
      settle_at: nowS + 120,
      fee_percent: '5',
      min_stake: '1',
      max_stake: '1000',
    });
    for (const [who, side] of [
      [owner, 'up'],
      [other, 'down'],
    ] as const) {
      const placed = await call(
        t.app,
        'POST',
        '/quiz/bet',
        { round_id: quizRound.id, side, amount: '10' },
        who.token,
      );
      expect(placed.type).toBe('ok');
    }

    // Decided earn outcomes (issue 11; the demo seed adds an allocated IEO subscription): a
    // lock-up credited for three days then redeemed early, a dual put settled at maturity.
    await fund(t, owner.id, 'change', USDT, '5000');
    const plans = await call<{ id: number; currency_name: string }[]>(
      t.app,
      'GET',
      '/lh/deposit/config',
    );
    const plan = plans.message.find((p) => p.currency_name === 'USDT')!;
    const lock = await call(
      t.app,
      'POST',
      '/lh/deposit',
      { config_id: plan.id, amount: '1000' },
      owner.token,
    );
    expect(lock.type).toBe('ok');
    const puts = await call<{ dual_currencys: { id: number; status: number; end_time: string }[] }>(
      t.app,
      'GET',
      '/dual/index',
      { currency_id: BTC, type: 'put' },
    );
    const put = puts.message.dual_currencys
      .filter((p) => p.status)
      .sort((a, b) => Date.parse(a.end_time) - Date.parse(b.end_time))[0]!;
    expect(
      (await call(t.app, 'POST', '/dual/buyDual', { id: put.id, num: 2 }, owner.token)).type,
    ).toBe('ok');
    t.clock.set(new Date(Date.parse(put.end_time) + 60_000));
    await recordTape(t.ctx);
    await runLockupJobs(t.ctx);
    expect(await settleDueDual(t.ctx)).toBe(1);
    // Days later: the quiz round settles, the demo loan accrues its days, and a crash of BTC
    // below its liquidation price closes it at the recorded index.
    expect((await runQuizJobs(t.ctx)).settled).toBeGreaterThanOrEqual(1);
    await runLoanJobs(t.ctx);
    const btcBefore = PRICES.BTC!;
    t.clock.advance(1_000); // a new second: the tape keeps one price per second
    feed.set('BTC', '20000');
    await recordTape(t.ctx);
    expect((await runLoanJobs(t.ctx)).liquidated).toBe(1);
    t.clock.advance(1_000);
    feed.set('BTC', btcBefore);
    await recordTape(t.ctx);
    const lockups = rowsOf<{ id: string }>(
      await t.ctx.db.execute(sql`select id::text from lockup_orders order by id`),
    );
    expect(
      (await call(t.app, 'POST', '/lh/deposit/order/cancel', { id: lockups[0]!.id }, owner.token))
        .type,
    ).toBe('ok');
    await createOperator(t.ctx.db, t.clock, {
      email: 'walk.admin@example.com',
      name: 'Walk',
      role: 'admin',
      password: 'operator-pass-123',
    });
    callers.operator = (
      await loginOperator(t, {
        email: 'walk.admin@example.com',
        password: 'operator-pass-123',
      })
    ).message;

    // Copy trading (issue 12): the owner is an approved trader whom `other` copies, so the
    // long below is copied, closed with the owner's close and its profit shared.
    expect(
      (
        await call(
          t.app,
          'POST',
          '/follow/apply',
          { nickname: 'Walker', introduction: 'Walks every route.', profit_share_percent: '10' },
          owner.token,
        )
      ).type,
    ).toBe('ok');
    expect(
      (await call(t.app, 'POST', `/admin/follow/traders/${owner.id}/approve`, {}, callers.operator))
        .type,
    ).toBe('ok');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/follow/follow',
          { trader_user_id: owner.id, type: 1, number: 1 },
          other.token,
        )
      ).type,
    ).toBe('ok');

    // Decided things: a closed long, a settled option; and an open position and option.
    const open = (type: number) =>
      call<{ id?: number }>(
        t.app,
        'POST',
        '/lever/submit',
        {
          share: 2,
          multiple: 10,
          legal_id: USDT,
          currency_id: BTC,
          type,
          status: 1,
          target_price: 999,
        },
        owner.token,
      );
    const long = await open(1);
    expect(long.type).toBe('ok');
    await open(2);
    await runCopyJobs(t.ctx);
    await recordTape(t.ctx);
    expect(
      (await call(t.app, 'POST', '/microtrade/disclosure', { accept: 1 }, owner.token)).type,
    ).toBe('ok');
    const pair = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from instruments where symbol = 'BTC/USDT'`),
    )[0]!.id;
    const option = await call(
      t.app,
      'POST',
      '/microtrade/submit',
      { match_id: pair, currency_id: USDT, type: 1, seconds: 60, number: 20 },
      owner.token,
    );
    expect(option.type).toBe('ok');
    t.clock.advance(61_000);
    feed.set('BTC', '95500.00');
    await recordTape(t.ctx);
    await settleDueOptions(t.ctx);
    const positions = rowsOf<{ id: string }>(
      await t.ctx.db.execute(sql`select id::text from lever_positions order by id`),
    );
    expect(
      (await call(t.app, 'POST', '/lever/close', { id: positions[0]!.id }, owner.token)).type,
    ).toBe('ok');
    await runCopyJobs(t.ctx);
    t.clock.advance(6_000);
    await call(
      t.app,
      'POST',
      '/microtrade/submit',
      { match_id: pair, currency_id: USDT, type: 2, seconds: 60, number: 20 },
      owner.token,
    );
    const ids = rowsOf<{ id: string }>(
      await t.ctx.db.execute(
        sql`select id::text from lever_positions union all select id::text from option_orders
          union all select id::text from lockup_orders union all select id::text from dual_orders
          union all select id::text from ieo_subscriptions union all select id::text from ieo_projects
          union all select id::text from copy_trades union all select user_id::text from traders
          union all select id::text from nft_orders union all select id::text from nft_tokens
          union all select id::text from nft_listings union all select id::text from nft_messages
          union all select id::text from quiz_rounds union all select id::text from quiz_bets
          union all select id::text from loans union all select id::text from loan_enquiries`,
      ),
    ).map((r) => r.id);
    aimed.push(...ids);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = operationsOf(doc)
      .filter((op) => !op.path.startsWith('/api/docs'))
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
  }, 120_000);
  afterAll(async () => t?.close());

  it('walks the users’ and the operators’ API, contracts and options included', () => {
    const paths = operations.map((op) => op.path);
    expect(paths.filter((p) => p.startsWith('/api/admin/')).length).toBeGreaterThan(10);
    for (const p of ['/api/lever/close', '/api/lever/setstop', '/api/microtrade/get_result'])
      expect(paths).toContain(p);
    expect(aimed.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves every recorded price, closed position, charge, settled option and earn outcome as it was', async () => {
    const before = await decided(t);
    const earnBefore = await decidedEarn(t);
    expect(earnBefore.ieoAllocated.length).toBeGreaterThanOrEqual(1);
    expect(earnBefore.lockupCredits.length).toBeGreaterThanOrEqual(1);
    expect(earnBefore.lockupEnded).toHaveLength(1);
    expect(earnBefore.dualSettled).toHaveLength(1);
    expect(JSON.parse(before.settledOptions)).toHaveLength(1);
    expect(JSON.parse(before.closedPositions)).toHaveLength(2);
    expect(JSON.parse(before.nftSales)).toHaveLength(2);
    expect(JSON.parse(before.nftDraws)).toHaveLength(1);
    expect(JSON.parse(before.nftBids)).toHaveLength(1);
    const quizBets = JSON.parse(before.quizBets) as { outcome: string }[];
    expect(quizBets.map((b) => b.outcome)).toEqual(expect.arrayContaining(['right', 'missed']));
    expect(JSON.parse(before.closedLoans)).toHaveLength(1);
    expect(JSON.parse(before.loanAccruals).length).toBeGreaterThan(0);
    const copies = JSON.parse(before.copyTrades) as { outcome: string; profit_share: string }[];
    expect(copies.map((c) => c.outcome)).toEqual(['opened', 'opened', 'closed']);
    expect(Number(copies[2]!.profit_share)).toBeGreaterThan(0);
    const rng = seededRandom(10_010);
    const value = (field: string, r: Rng): string => {
      const aimedValues = [
        r.pick(aimed),
        '1',
        '0.01',
        '1000000',
        '-95000',
        'BTC',
        'BTC/USDT',
        String(Math.floor(t.clock.now().getTime() / 1000) - 61),
        'win',
        '3',
        '0',
        '',
        '\u0000',
        '2147483648',
      ];
      if (/id$/.test(field) && r.next() < 0.6) return r.pick(aimed);
      if (field === 'code' && r.next() < 0.6) return r.pick(aimedCodes);
      return r.pick(aimedValues);
    };
    for (const who of ['guest', 'owner', 'other', 'operator'] as const) {
      for (const op of operations) {
        for (let round = 0; round < 4; round++) {
          const input: Record<string, string> = {};
          for (const field of op.fields) input[field] = value(field, rng);
          for (const extra of ['price', 'open_price', 'close_price', 'result', 'profit', 'status'])
            if (rng.next() < 0.3) input[extra] = value(extra, rng);
          const url = op.path.replace(/:(\w+)/g, () => rng.pick(aimed));
          const headers: Record<string, string> = callers[who]
            ? { authorization: callers[who] }
            : {};
          const res =
            op.method === 'GET' || op.method === 'DELETE'
              ? await t.app.inject({ method: op.method as 'GET', url, query: input, headers })
              : await t.app.inject({
                  method: op.method as 'POST',
                  url,
                  payload: new URLSearchParams(input).toString(),
                  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
                });
          expect(res.statusCode, `${who} ${op.method} ${url}`).toBeLessThan(500);
        }
      }
    }
    const after = await decided(t);
    expect(after.ticks).toBe(before.ticks);
    expect(after.closedPositions).toBe(before.closedPositions);
    expect(after.charges.startsWith(before.charges.slice(0, -1))).toBe(true);
    expect(after.settledOptions).toBe(before.settledOptions);
    expect(after.quizSettled.startsWith(before.quizSettled.slice(0, -1))).toBe(true);
    expect(after.quizBets.startsWith(before.quizBets.slice(0, -1))).toBe(true);
    expect(after.loanAccruals).toBe(before.loanAccruals);
    expect(after.closedLoans).toBe(before.closedLoans);
    expect(after.copyTrades.startsWith(before.copyTrades.slice(0, -1))).toBe(true);
    expect(after.copySignals.startsWith(before.copySignals.slice(0, -1))).toBe(true);
    expect(after.openOptions.startsWith(before.openOptions.slice(0, -1))).toBe(true);
    expect(after.fills.startsWith(before.fills.slice(0, -1)) || after.fills === before.fills).toBe(
      true,
    );
    const ids = Object.fromEntries(
      Object.entries(earnBefore).map(([k, v]) => [k, v.map((r) => String(r.id))]),
    );
    expect(await decidedEarn(t, ids)).toEqual(earnBefore);
    await expectLedgerBalanced(t.ctx);
  }, 600_000);
});

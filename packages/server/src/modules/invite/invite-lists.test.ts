/**
 * The invite page's calls (issue 12): Ann invited Bob, Bea and Ben, Eve invited Fay. Each
 * caller sees their own summary, only their own invitees (accounts masked as everywhere in
 * the app) with what each earned them, and only their own rebates, newest first, a page at
 * a time. Bad paging is refused in the caller's language; signed out is 999.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteRebatePage, InviteSummary, InviteePage } from '@bourse/shared';
import {
  BTC,
  DAY,
  NOW,
  PAY_AT,
  USDT,
  call,
  closeBooks,
  grant,
  invite,
  inviteApp,
  member,
  order,
  runAt,
  type InviteTest,
  type Member,
} from './testing.ts';

let t: InviteTest;
let ann: Member;
let bob: Member;
let eve: Member;
let fay: Member;
let carl: Member;

const seconds = (iso: string) => Date.parse(iso) / 1000;

beforeAll(async () => {
  t = await inviteApp();
  ann = await member(t, 'ann@example.com');
  eve = await member(t, 'eve@example.com');
  carl = await member(t, 'carl@example.com');
  bob = await member(t, 'bob@example.com', ann);
  t.clock.advance(60_000);
  await member(t, 'bea@example.com', ann);
  t.clock.advance(60_000);
  await member(t, 'ben@example.com', ann);
  fay = await member(t, 'fay@example.com', eve);
  await grant(t, carl, BTC, '1');
  for (const [who, amount] of [
    [bob, '0.1'],
    [fay, '0.3'],
  ] as const) {
    await grant(t, who, USDT, '20000');
    await order(t, carl, 'sell', amount, '50000');
    await order(t, who, 'buy', amount, '50000');
  }
  await runAt(t, PAY_AT);
});
afterAll(() => t?.close());

describe('the summary', () => {
  it("shows the caller's code, link, rate, next payment, invitee count and totals", async () => {
    const r = await invite.summary<InviteSummary>(t, ann);
    expect(r).toMatchObject({ status: 200, type: 'ok' });
    expect(r.message).toEqual({
      invite_code: ann.code,
      link_path: `/h5/#/pages/common/register?code=${ann.code}`,
      rebate_percent: '20',
      next_pay_at: seconds('2026-03-04T00:10:00Z'),
      invitees: 3,
      rebates: [{ currency_id: BTC, currency: 'BTC', amount: '0.00002' }],
    });
    expect((await invite.summary<InviteSummary>(t, eve)).message).toMatchObject({
      invitees: 1,
      rebates: [{ currency_id: BTC, currency: 'BTC', amount: '0.00006' }],
    });
    expect((await invite.summary<InviteSummary>(t, carl)).message).toMatchObject({
      invitees: 0,
      rebates: [],
    });
  });
});

describe('the invitees', () => {
  it('are the caller’s own, newest first, masked, with what each earned them', async () => {
    const first = await invite.invitees<InviteePage>(t, ann, { page: 1, limit: 2 });
    expect(first.message).toEqual({
      data: [
        { account: 'be***@example.com', registered_at: seconds(NOW) + 120, earned: [] },
        { account: 'be***@example.com', registered_at: seconds(NOW) + 60, earned: [] },
      ],
      total: 3,
      page: 1,
      limit: 2,
    });
    const second = await invite.invitees<InviteePage>(t, ann, { page: 2, limit: 2 });
    expect(second.message).toEqual({
      data: [
        {
          account: 'bo***@example.com',
          registered_at: seconds(NOW),
          earned: [{ currency_id: BTC, currency: 'BTC', amount: '0.00002' }],
        },
      ],
      total: 3,
      page: 2,
      limit: 2,
    });
    const eves = await invite.invitees<InviteePage>(t, eve);
    expect(eves.message.data.map((p) => p.account)).toEqual(['fa***@example.com']);
    const none = await invite.invitees<InviteePage>(t, bob);
    expect(none.message).toEqual({ data: [], total: 0, page: 1, limit: 10 });
  });

  it('never show an account in full', async () => {
    const r = await invite.invitees<InviteePage>(t, ann, { limit: 100 });
    const text = JSON.stringify(r.message);
    for (const email of ['bob@example.com', 'bea@example.com', 'ben@example.com']) {
      expect(text).not.toContain(email);
    }
    // Nor anything that names the user: no id, no nickname, no contact.
    for (const item of r.message.data) {
      expect(Object.keys(item)).toEqual(['account', 'registered_at', 'earned']);
    }
  });
});

describe('the rebates', () => {
  it('are the caller’s own, each with what it was computed from', async () => {
    const r = await invite.rebates<InviteRebatePage>(t, ann);
    expect(r.message).toEqual({
      data: [
        {
          id: expect.any(Number),
          day: DAY,
          invitee: 'bo***@example.com',
          source: 'spot',
          currency_id: BTC,
          currency: 'BTC',
          fee_total: '0.0001',
          fee_count: 1,
          percent: '20',
          amount: '0.00002',
          paid_at: seconds(PAY_AT),
          journal_id: expect.any(Number),
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    });
    const eves = await invite.rebates<InviteRebatePage>(t, eve);
    expect(eves.message.data.map((x) => [x.invitee, x.fee_total, x.amount])).toEqual([
      ['fa***@example.com', '0.0003', '0.00006'],
    ]);
    expect((await invite.rebates<InviteRebatePage>(t, fay)).message.total).toBe(0);
    await closeBooks(t);
  });
});

describe('bad calls', () => {
  it('answer 999 to a signed-out caller', async () => {
    for (const path of ['/invite/summary', '/invite/invitees', '/invite/rebates']) {
      const r = await call(t.app, 'GET', path, { page: 'x' });
      expect(r).toMatchObject({ status: 200, type: '999' });
    }
  });

  it('refuse bad paging in the caller’s language, and clamp a huge limit', async () => {
    expect(await invite.invitees(t, ann, { page: 0 })).toEqual({
      status: 200,
      type: 'error',
      message: 'Page must be greater than zero',
    });
    const zh = await invite.rebates(t, ann, { page: 'abc', lang: 'zh' });
    expect(zh).toMatchObject({ status: 200, type: 'error' });
    expect(zh.message).toContain('页');
    expect(await invite.rebates(t, ann, { page: '99999999999' })).toMatchObject({
      status: 200,
      type: 'error',
    });
    const huge = await invite.invitees<InviteePage>(t, ann, { limit: 99999999 });
    expect(huge.message).toMatchObject({ total: 3, limit: 100 });
    expect(huge.message.data).toHaveLength(3);
  });
});

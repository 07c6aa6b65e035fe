/**
 * Becoming a trader and following one: every refusal in the caller's language with nothing
 * changed, the operator's decisions audited, edits, and the races an outsider would try:
 * many follows at once past the two-trader limit, two copy-job runners on one signal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../admin/index.ts';
import { leverPositions } from '../lever/index.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  submittedId,
  trader as signUp,
  type Trader,
} from '../lever/testing.ts';
import { call } from '../../test/helper.ts';
import { runCopyJobs } from './signals.ts';
import { follows } from './tables.ts';
import { approvedTrader, follow, followApp, type FollowTest } from './testing.ts';

let t: FollowTest;
let ada: Trader;
let fan: Trader;

beforeAll(async () => {
  t = await followApp();
  ada = await approvedTrader(t, 'ada@example.com', '12.5');
  fan = await signUp(t, 'fan@example.com');
  await fundUser(t, fan.id, '5000');
  await fundUser(t, ada.id, '5000');
});
afterAll(() => t.close());

describe('applying', () => {
  it('refuses bad applications in the caller’s language', async () => {
    const bob = await signUp(t, 'bob@example.com');
    const zh = (f: Record<string, string>) =>
      follow.apply(t, bob.token, { lang: 'zh', ...f }).then((r) => [r.type, r.message]);
    expect(await zh({ profit_share_percent: '16' })).toEqual([
      'error',
      '分润比例须在 0 至 15% 之间',
    ]);
    expect(await zh({ nickname: 'a' })).toEqual(['error', '交易员名称须为 2 至 20 个字母或数字']);
    expect((await zh({ nickname: 'Bob\u0000' }))[0]).toBe('error');
    expect((await zh({ introduction: 'short' }))[0]).toBe('error');
    expect((await zh({ profit_share_percent: '1.234' }))[0]).toBe('error');
    expect((await zh({ head_portrait: 'https://evil.example/x.png' }))[0]).toBe('error');
    expect((await follow.mine(t, bob.token)).message.trader).toBeNull();
  });

  it('one pending application; a rejection says why and allows another; decisions are audited', async () => {
    const cy = await signUp(t, 'cy@example.com');
    expect((await follow.apply(t, cy.token)).type).toBe('ok');
    const again = await follow.apply(t, cy.token, { lang: 'en' });
    expect(again).toMatchObject({
      type: 'error',
      message: 'Your trader application is being reviewed',
    });
    expect((await follow.reject(t, cy.id, 'Trade history too short')).type).toBe('ok');
    expect((await follow.reject(t, cy.id, 'twice')).type).toBe('error');
    const mine = await follow.mine(t, cy.token);
    expect(mine.message.trader).toMatchObject({
      status: 'rejected',
      reason: 'Trade history too short',
    });
    // Not listed, cannot be followed.
    expect(
      (await follow.follow(t, fan.token, { trader_user_id: cy.id, type: 1, number: 1 })).type,
    ).toBe('error');
    expect((await follow.apply(t, cy.token, { profit_share_percent: '0' })).type).toBe('ok');
    expect((await follow.approve(t, cy.id)).type).toBe('ok');
    expect((await follow.apply(t, cy.token)).type).toBe('error');
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetTable, 'traders'));
    expect(audit.filter((a) => a.targetId === String(cy.id)).map((a) => a.action)).toEqual([
      'trader.reject',
      'trader.approve',
    ]);
    // A user cannot reach the desk.
    expect((await call(t.app, 'GET', '/admin/follow/traders', {}, fan.token)).type).not.toBe('ok');
  });
});

describe('following', () => {
  it('refuses self, unknown traders, bad sizes and ids past int32', async () => {
    const en = (f: Record<string, string | number>, token = fan.token) =>
      follow.follow(t, token, { lang: 'en', ...f }).then((r) => r.message);
    expect(await en({ trader_user_id: ada.id, type: 1, number: 1 }, ada.token)).toBe(
      'You cannot copy yourself',
    );
    expect(await en({ trader_user_id: 2147483647, type: 1, number: 1 })).toBe(
      'This trader does not exist or has not been approved',
    );
    expect(await en({ trader_user_id: 2147483648, type: 1, number: 1 })).toMatch(/Trader/);
    expect(await en({ trader_user_id: ada.id, type: 2, number: '0.5' })).toBe(
      'Fixed lots must be at least 1',
    );
    expect(await en({ trader_user_id: ada.id, type: 1, number: '6' })).toMatch(/5/);
    expect(await en({ trader_user_id: ada.id, type: 3, number: '1' })).toMatch(/Type/);
    expect(await en({ trader_user_id: ada.id, type: 1, number: '1.001' })).toMatch(/2/);
    expect(await en({ trader_user_id: ada.id, type: 1, number: '1', days: 0 })).toMatch(/Deadline/);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/follow/selfHolding',
          { transaction_id: '9007199254740993' },
          fan.token,
        )
      ).type,
    ).toBe('error');
    const rows = await t.ctx.db.select().from(follows).where(eq(follows.followerId, fan.id));
    expect(rows).toEqual([]);
  });

  it('a second follow of the same trader edits it; the share stays the one followed at', async () => {
    expect(
      (
        await follow.follow(t, fan.token, {
          trader_user_id: ada.id,
          type: 1,
          number: 2,
          lang: 'en',
        })
      ).message,
    ).toMatch(/^Copy success/);
    const edited = await follow.follow(t, fan.token, {
      trader_user_id: ada.id,
      type: 2,
      number: 3,
      amount: '800',
      days: 7,
      lang: 'en',
    });
    expect(edited.message).toBe('Copy settings saved');
    const [row] = await t.ctx.db.select().from(follows).where(eq(follows.followerId, fan.id));
    expect(row).toMatchObject({
      type: 2,
      number: '3.000000000000000000',
      profitSharePercent: '12.5000',
    });
    expect(row!.deadline!.getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    const detail = await follow.detail(t, ada.id, fan.token);
    expect(detail.message).toMatchObject({
      is_followed: 1,
      follow: { type: 2, number: '3', amount: '800' },
    });
    expect((await follow.index(t, fan.token)).message.data[0]).toMatchObject({
      id: ada.id,
      is_followed: 1,
    });
    expect((await follow.index(t)).message.data[0]).toMatchObject({ id: ada.id, is_followed: 0 });
  });

  it('many follows at once never pass two traders', async () => {
    const racer = await signUp(t, 'racer@example.com');
    const others: Trader[] = [];
    for (let i = 0; i < 5; i++) others.push(await approvedTrader(t, `pro${i}@example.com`));
    const replies = await Promise.all(
      [...others, ...others].map((o) =>
        follow.follow(t, racer.token, { trader_user_id: o.id, type: 1, number: 1 }),
      ),
    );
    const active = await t.ctx.db.select().from(follows).where(eq(follows.followerId, racer.id));
    expect(active.filter((f) => f.status === 'active')).toHaveLength(2);
    expect(replies.filter((r) => r.type === 'error').length).toBeGreaterThanOrEqual(6);
  });

  it('the deadline ends a follow: the next trade is not copied', async () => {
    t.clock.advance(7 * 86_400_000);
    const id = submittedId(await lever.submit(t, ada.token, { share: 1, multiple: 10, type: 1 }));
    const report = await runCopyJobs(t.ctx);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(follows).where(eq(follows.followerId, fan.id));
    expect(row!.status).toBe('expired');
    const copies = await t.ctx.db
      .select()
      .from(leverPositions)
      .where(eq(leverPositions.copyOf, id));
    expect(copies).toEqual([]);
  });
});

it('two copy-job runners on the same signals copy each follower once', async () => {
  const many: Trader[] = [];
  for (let i = 0; i < 6; i++) {
    const f = await signUp(t, `many${i}@example.com`);
    await fundUser(t, f.id, '1000');
    await follow.follow(t, f.token, { trader_user_id: ada.id, type: 1, number: 1 });
    many.push(f);
  }
  t.clock.advance(1000);
  const id = submittedId(await lever.submit(t, ada.token, { share: 1, multiple: 10, type: 2 }));
  const [a, b] = await Promise.all([runCopyJobs(t.ctx), runCopyJobs(t.ctx)]);
  expect(a.opened + b.opened).toBe(6);
  const copies = await t.ctx.db.select().from(leverPositions).where(eq(leverPositions.copyOf, id));
  expect(copies.map((c) => c.userId).sort()).toEqual(many.map((m) => m.id).sort());
  await lever.close(t, ada.token, id);
  const [c, d] = await Promise.all([runCopyJobs(t.ctx), runCopyJobs(t.ctx)]);
  expect(c.closed + d.closed).toBe(6);
  await expectLeverLedgerBalanced(t);
});

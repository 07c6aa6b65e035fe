/**
 * The operator's plans (issue 11): pausing stops new deposits and never changes existing
 * orders (they keep being credited); resuming takes deposits again; closing hides the plan
 * for good. Every decision is audited with the plan before and after; only a finance
 * operator may make it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../admin/index.ts';
import { journalCount } from '../ledger/testing.ts';
import {
  PLAN,
  call,
  closeBooks,
  deposit,
  lockupApp,
  orderRow,
  plans,
  runAt,
  saver,
  signInDesk,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';
import type { LockupOrderItem } from '@bourse/shared';

describe('pausing, resuming and closing a plan', () => {
  let t: LockupTest;
  let who: Person;
  let id: number;
  const desk = (path: string, body: Record<string, string | number> = {}) =>
    call<{ id: number; status: string }>(t.app, 'POST', path, body, t.operator.token);

  beforeAll(async () => {
    t = await lockupApp();
    who = await saver(t, 'paused@example.com', '1000');
    const r = await deposit(t, who, PLAN.usdt30, '500');
    id = (r as unknown as { data: LockupOrderItem }).data.id;
  });
  afterAll(() => t?.close());

  it('refuses a user or a signed-out caller at the desk', async () => {
    const asUser = await call(
      t.app,
      'POST',
      `/admin/lockup/plans/${PLAN.usdt30}/pause`,
      { reason: 'x' },
      who.token,
    );
    expect(asUser.type).toBe('999');
    const guest = await call(t.app, 'POST', `/admin/lockup/plans/${PLAN.usdt30}/pause`, {
      reason: 'x',
    });
    expect(guest.type).toBe('999');
  });

  it('pauses: no new deposit, the existing order still credited', async () => {
    const r = await desk(`/admin/lockup/plans/${PLAN.usdt30}/pause`, { reason: 'pool review' });
    expect(r.message).toEqual({ id: PLAN.usdt30, status: 'paused' });
    expect((await plans(t)).find((p) => p.id === PLAN.usdt30)?.status).toBe('paused');
    const before = await journalCount(t.ctx.db);
    const refused = await deposit(t, who, PLAN.usdt30, '100');
    expect(refused).toMatchObject({
      type: 'error',
      message: 'The USDT 30-day plan is paused and takes no new deposits for now',
    });
    expect(await journalCount(t.ctx.db)).toBe(before);

    const paused = await desk(`/admin/lockup/plans/${PLAN.usdt30}/pause`, { reason: 'again' });
    expect(paused).toMatchObject({ type: 'error', message: 'Only an active plan can be paused' });

    // 500 x 0.012% = 0.06 a day: days 1-2 credited while paused, terms unchanged.
    expect(await runAt(t, '2026-03-05T00:00:00Z')).toMatchObject({ credits: 2 });
    expect(await spot(t, who)).toEqual({ available: '500.12', frozen: '500' });
    expect(await orderRow(t, id)).toMatchObject({ status: 1, daysPaid: 2 });
    await closeBooks(t);
  });

  it('resumes, then closes: the plan disappears and existing orders run on', async () => {
    await signInDesk(t);
    expect(
      (await desk(`/admin/lockup/plans/${PLAN.usdt30}/resume`, { reason: 'ok' })).message,
    ).toEqual({
      id: PLAN.usdt30,
      status: 'active',
    });
    expect((await deposit(t, who, PLAN.usdt30, '100')).type).toBe('ok');
    expect(
      (await desk(`/admin/lockup/plans/${PLAN.usdt30}/close`, { reason: 'retired' })).message,
    ).toEqual({
      id: PLAN.usdt30,
      status: 'closed',
    });
    expect((await plans(t)).map((p) => p.id)).not.toContain(PLAN.usdt30);
    const refused = await deposit(t, who, PLAN.usdt30, '100');
    expect(refused).toMatchObject({ type: 'error', message: 'The USDT 30-day plan is closed' });
    // Day 3 of the first order; the new one's value date is 03-06, its first credit 03-07.
    expect(await runAt(t, '2026-03-06T00:00:00Z')).toMatchObject({ credits: 1 });
    expect(await orderRow(t, id)).toMatchObject({ status: 1, daysPaid: 3 });
    await closeBooks(t);
  });

  it('audits each decision with the plan before and after', async () => {
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetTable, 'lockup_plans'))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['lockup.pausePlan', 'pool review'],
      ['lockup.resumePlan', 'ok'],
      ['lockup.closePlan', 'retired'],
    ]);
    expect(rows[0]!.detail).toMatchObject({
      before: { status: 'active', lock_days: 30 },
      after: { status: 'paused', lock_days: 30 },
    });
  });

  it('creates a plan with honest terms, refusing impossible ones', async () => {
    await signInDesk(t);
    const made = await desk('/admin/lockup/plans', {
      currency_id: 3,
      min_amount: '10',
      max_amount: '1000',
      daily_rate_min: '0.01',
      daily_rate_max: '0.012',
      lock_days: 14,
      penalty_percent: '0.02',
      reason: 'two-week plan',
    });
    expect(made.type).toBe('ok');
    expect((await plans(t)).find((p) => p.id === made.message.id)).toMatchObject({
      interest_rate: '0.01',
      apr_percent: '3.65',
      day: 14,
    });
    const daily = await desk('/admin/lockup/plans', {
      currency_id: 3,
      min_amount: '10',
      max_amount: '1000',
      daily_rate_min: '2',
      daily_rate_max: '8',
      lock_days: 14,
      penalty_percent: '0.02',
    });
    expect(daily).toMatchObject({ type: 'error' });
    const penalty = await desk('/admin/lockup/plans', {
      currency_id: 3,
      min_amount: '10',
      max_amount: '1000',
      daily_rate_min: '0.01',
      daily_rate_max: '0.012',
      lock_days: 30,
      penalty_percent: '4',
    });
    expect(penalty).toMatchObject({
      type: 'error',
      message: 'The penalty ratio times the lock days cannot exceed 100%',
    });
  });
});

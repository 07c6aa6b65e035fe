/**
 * Seconds options' durations configured from the console: only an admin adds or edits one;
 * every change is audited with the fields before and after (20 concurrent edits chain: each
 * "before" is the previous "after"); the public list shows an added duration at once and
 * hides one switched off; bad values are refused and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOptionDuration, AuditEntry, OptionDurationItem, Page } from '@bourse/shared';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { loginOperator } from '../admin/testing.ts';

const PASSWORD = 'operator-pass-123';
let t: TestApp;
let admin: string;
let support: string;

async function tokenOf(email: string, role: 'admin' | 'support') {
  await createOperator(t.ctx.db, t.clock, { email, name: role, role, password: PASSWORD });
  const r = await loginOperator(t, { email, password: PASSWORD });
  if (r.type !== 'ok') throw new Error(JSON.stringify(r));
  return r.message;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenOf('root@opt.test', 'admin');
  support = await tokenOf('help@opt.test', 'support');
});
afterAll(() => t.close());

const save = (fields: Record<string, string | number>, token = admin) =>
  call<AdminOptionDuration>(t.app, 'POST', '/admin/options/durations', fields, token);
const durations = async () =>
  (await call<AdminOptionDuration[]>(t.app, 'GET', '/admin/options/durations', {}, admin))
    .message as AdminOptionDuration[];
const publicSeconds = async () =>
  (
    (await call<OptionDurationItem[]>(t.app, 'GET', '/microtrade/seconds'))
      .message as OptionDurationItem[]
  ).map((d) => d.seconds);
const audits = async () =>
  (
    (
      await call<Page<AuditEntry>>(
        t.app,
        'GET',
        '/admin/audit',
        { target_table: 'option_durations', target_id: '45', limit: 100 },
        admin,
      )
    ).message as Page<AuditEntry>
  ).data.reverse();

describe('option durations from the console', () => {
  it('adds a duration, shown to everyone at once, and audits it', async () => {
    const r = await save({ seconds: 45, payout_percent: '75', min_stake: '10', max_stake: '5000' });
    expect(r.message).toEqual({
      seconds: 45,
      payout_percent: '75',
      min_stake: '10',
      max_stake: '5000',
      is_active: true,
      sort: 0,
    });
    expect(await publicSeconds()).toContain(45);
    const [created] = await audits();
    expect(created).toMatchObject({ action: 'optionDuration.create' });
  });

  it('serializes 20 concurrent edits: each audit row starts where the previous ended', async () => {
    const payouts = Array.from({ length: 20 }, (_, i) => String(60 + i));
    const replies = await Promise.all(
      payouts.map((p) =>
        save({ seconds: 45, payout_percent: p, min_stake: '10', max_stake: '5000' }),
      ),
    );
    expect(replies.every((r) => r.type === 'ok')).toBe(true);
    const edits = (await audits()).filter((a) => a.action === 'optionDuration.edit');
    expect(edits).toHaveLength(20);
    let previous = '75';
    for (const e of edits) {
      const d = e.detail as {
        before: { payout_percent: string };
        after: { payout_percent: string };
      };
      expect(d.before.payout_percent).toBe(previous);
      previous = d.after.payout_percent;
    }
    const final = (await durations()).find((d) => d.seconds === 45)!;
    expect(final.payout_percent).toBe(previous);
  });

  it('hides a duration switched off, and an unchanged save writes no audit row', async () => {
    const current = (await durations()).find((d) => d.seconds === 45)!;
    await save({ ...current, is_active: 'false' });
    expect(await publicSeconds()).not.toContain(45);
    const count = (await audits()).length;
    await save({ ...current, is_active: 'false' });
    expect((await audits()).length).toBe(count);
  });

  it('refuses bad values and other roles, changing nothing', async () => {
    const before = await durations();
    const bad: Record<string, string | number>[] = [
      { seconds: 45, payout_percent: '0', min_stake: '1', max_stake: '2' },
      { seconds: 45, payout_percent: '1e3', min_stake: '1', max_stake: '2' },
      { seconds: 45, payout_percent: '80', min_stake: '5', max_stake: '2' },
      { seconds: 45, payout_percent: '80\u0000', min_stake: '1', max_stake: '2' },
      { seconds: 0, payout_percent: '80', min_stake: '1', max_stake: '2' },
      { seconds: 99999999999, payout_percent: '80', min_stake: '1', max_stake: '2' },
      { seconds: 60, payout_percent: '-5', min_stake: '1', max_stake: '2' },
    ];
    for (const fields of bad) {
      const r = await save(fields);
      expect(r.type, JSON.stringify(fields)).toBe('error');
      expect(r.status).toBe(200);
    }
    const denied = await save(
      { seconds: 60, payout_percent: '80', min_stake: '1', max_stake: '2' },
      support,
    );
    expect(denied.message).toBe('You do not have permission to do this');
    expect(await durations()).toEqual(before);
  });

  it('makes one "create" of 50 saves racing to add the same duration', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        save({ seconds: 120, payout_percent: String(50 + i), min_stake: '1', max_stake: '100' }),
      ),
    );
    expect(replies.every((r) => r.type === 'ok')).toBe(true);
    const rows = (
      (
        await call<Page<AuditEntry>>(
          t.app,
          'GET',
          '/admin/audit',
          { target_table: 'option_durations', target_id: '120', limit: 100 },
          admin,
        )
      ).message as Page<AuditEntry>
    ).data.reverse();
    expect(rows.filter((a) => a.action === 'optionDuration.create')).toHaveLength(1);
    expect(rows[0]!.action).toBe('optionDuration.create');
    let previous = (rows[0]!.detail as { after: { payout_percent: string } }).after.payout_percent;
    for (const e of rows.slice(1)) {
      const d = e.detail as {
        before: { payout_percent: string };
        after: { payout_percent: string };
      };
      expect(d.before.payout_percent).toBe(previous);
      previous = d.after.payout_percent;
    }
    expect((await durations()).find((d) => d.seconds === 120)!.payout_percent).toBe(previous);
  });
});

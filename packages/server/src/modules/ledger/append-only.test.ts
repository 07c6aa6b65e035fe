/**
 * The journals, their entries and the audit log refuse UPDATE, DELETE and TRUNCATE in the
 * database itself (migration 0010), on PGlite and PostgreSQL alike: whoever holds a
 * connection cannot rewrite what happened, only add to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { recordAudit } from '../admin/index.ts';
import { signUp } from '../users/testing.ts';
import { grantFromFaucet, journalCount } from './testing.ts';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCurrencies(t.ctx.db);
  const token = await signUp(t.app, 'append@example.com');
  userId = (await call<{ id: number }>(t.app, 'GET', '/user/info', {}, token)).message.id;
  await grantFromFaucet(t.ctx, userId, 3, '100');
  await recordAudit(t.ctx.db, {
    operatorId: null,
    action: 'test.append',
    targetTable: 'users',
    targetId: userId,
    reason: null,
  });
});
afterAll(() => t.close());

async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.ctx.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return String(cause?.message ?? (error as Error).message);
  }
  return 'accepted';
}

describe('append-only tables', () => {
  const cases: [string, ReturnType<typeof sql>, RegExp][] = [
    [
      'update journals',
      sql`update journals set reason = reason`,
      /journals is append-only: UPDATE refused/,
    ],
    ['delete journals', sql`delete from journals`, /journals is append-only: DELETE refused/],
    [
      'truncate journals',
      sql`truncate journals cascade`,
      /journals is append-only: TRUNCATE refused/,
    ],
    [
      'update entries',
      sql`update ledger_entries set amount = amount * 2`,
      /ledger_entries is append-only: UPDATE refused/,
    ],
    [
      'delete entries',
      sql`delete from ledger_entries`,
      /ledger_entries is append-only: DELETE refused/,
    ],
    [
      'update audit',
      sql`update audit_log set action = 'nothing'`,
      /audit_log is append-only: UPDATE refused/,
    ],
    ['delete audit', sql`delete from audit_log`, /audit_log is append-only: DELETE refused/],
    ['truncate audit', sql`truncate audit_log`, /audit_log is append-only: TRUNCATE refused/],
  ];
  for (const [name, statement, expected] of cases) {
    it(`refuses: ${name}`, async () => {
      const before = await journalCount(t.ctx.db);
      expect(await refusal(statement)).toMatch(expected);
      expect(await journalCount(t.ctx.db)).toBe(before);
    });
  }

  it('still takes new rows', async () => {
    const before = await journalCount(t.ctx.db);
    await grantFromFaucet(t.ctx, userId, 3, '1');
    expect(await journalCount(t.ctx.db)).toBe(before + 1);
  });
});

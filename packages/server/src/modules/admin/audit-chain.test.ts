/**
 * The audit log's hash chain (issue 15): written by the database for every insert path,
 * linked in commit order under concurrent writers, and `npm run admin -- verify-audit`
 * exits 1 once a row is altered by SQL (the append-only trigger dropped first), deleted, or
 * written with the chain trigger turned off.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { rowsOf } from '../../db/migrate.ts';
import { runAdminCli, type CliIo } from '../../scripts/admin.ts';
import { AUDIT_GENESIS_HASH, recordAudit, verifyAuditChain } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function verifyAudit() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readPassword: async () => '',
  };
  const code = await runAdminCli(['verify-audit'], { db: t.ctx.db, clock: t.clock, io });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const audit = (i: number) =>
  t.ctx.db.transaction((tx) =>
    recordAudit(tx, {
      operatorId: null,
      action: 'test.decide',
      targetTable: 'things',
      targetId: i,
      reason: i % 3 === 0 ? null : `reason ${i} \u00e9\u4e2d`,
      detail: { i, amount: '1.50', nested: { list: [i, null] } },
      at: t.clock.now(),
    }),
  );

interface Link {
  seq: string;
  id: string;
  prev_hash: string;
  hash: string;
}
const links = async () =>
  rowsOf<Link>(
    await t.ctx.db.execute(
      sql`select chain_seq::text as seq, id::text as id, prev_hash, hash from audit_log order by chain_seq`,
    ),
  );

describe('the audit hash chain', () => {
  it('links every row, written 24 at once, from the zero hash in one unbroken chain', async () => {
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => audit(i + 1)));
    expect(new Set(ids).size).toBe(24);
    const chain = await links();
    expect(chain.map((l) => Number(l.seq))).toEqual(chain.map((_, i) => i + 1));
    expect(chain[0]!.prev_hash).toBe(AUDIT_GENESIS_HASH);
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.prev_hash).toBe(chain[i - 1]!.hash);
    expect(new Set(chain.map((l) => l.hash)).size).toBe(chain.length);

    const report = await verifyAuditChain(t.ctx.db);
    expect(report).toEqual({
      ok: true,
      rows: chain.length,
      head: { seq: chain.length, hash: chain.at(-1)!.hash },
      breaks: [],
    });
    const cli = await verifyAudit();
    expect(cli.code).toBe(0);
    expect(cli.out).toBe(
      `The audit chain holds: ${chain.length} audit rows; head ${chain.length} ${chain.at(-1)!.hash}`,
    );
  });

  it('is written by the database: a caller cannot choose a row hash or skip the chain', async () => {
    await t.ctx.db.execute(sql`insert into audit_log (action, target_table, target_id, chain_seq,
      prev_hash, hash) values ('test.forge', 'things', '1', 1, ${AUDIT_GENESIS_HASH}, ${'f'.repeat(64)})`);
    const [last] = (await links()).slice(-1);
    expect(last!.hash).not.toBe('f'.repeat(64));
    expect((await verifyAuditChain(t.ctx.db)).ok).toBe(true);
    // With the chain trigger off, the defaults fail the check: no unchained row is stored.
    const refused = await t.ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_chain`);
        await tx.execute(
          sql`insert into audit_log (action, target_table, target_id) values ('test.forge', 'things', '2')`,
        );
      })
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(String(refused?.cause)).toMatch(/audit_log_chain_ck/);
    expect((await verifyAuditChain(t.ctx.db)).ok).toBe(true);
  });

  it('verify-audit exits 1 once a row is altered by SQL with the append-only trigger dropped', async () => {
    const chain = await links();
    const victim = chain[5]!;
    await t.ctx.db.execute(sql`drop trigger audit_log_append_only on audit_log`);
    await t.ctx.db.execute(
      sql`update audit_log set reason = 'nothing to see' where id = ${Number(victim.id)}`,
    );
    const altered = await verifyAudit();
    expect(altered.code).toBe(1);
    expect(altered.err).toContain(
      `audit chain broken at place ${victim.seq} (row ${victim.id}): its contents do not match its hash (edited)`,
    );
    expect(altered.err).toContain('the audit chain is BROKEN');

    // Recomputing the edited row's own hash does not help: the next row names the old one.
    await t.ctx.db.execute(
      sql`update audit_log a set hash = bourse_audit_hash(a) where id = ${Number(victim.id)}`,
    );
    const relinked = await verifyAuditChain(t.ctx.db);
    expect(relinked.ok).toBe(false);
    expect(relinked.breaks).toEqual([
      { seq: Number(victim.seq) + 1, id: Number(chain[6]!.id), problem: 'link' },
    ]);
  });

  it('verify-audit exits 1 once a row is deleted', async () => {
    const chain = await links();
    await t.ctx.db.execute(sql`delete from audit_log where id = ${Number(chain[10]!.id)}`);
    const report = await verifyAuditChain(t.ctx.db);
    expect(report.breaks).toContainEqual({
      seq: Number(chain[11]!.seq),
      id: Number(chain[11]!.id),
      problem: 'gap',
    });
    expect((await verifyAudit()).code).toBe(1);
  });
});

/**
 * Checks the audit log's hash chain (migration 0027, issue 15): every row's hash is
 * recomputed by the database's own `bourse_audit_hash`, every row must name the hash of
 * the row before it (the first one the zero hash), places run 1, 2, 3... without a gap,
 * and the head must be the last row. An edited, deleted or inserted-by-hand row breaks it.
 * Read in pages, so a long log never sits in memory at once.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

export const AUDIT_GENESIS_HASH = '0'.repeat(64);
const PAGE = 5_000;

export interface AuditChainBreak {
  seq: number;
  id: number;
  problem: 'hash' | 'link' | 'gap' | 'head';
}

export interface AuditChainReport {
  ok: boolean;
  rows: number;
  /** The last link: what an operator may note down outside the database. */
  head: { seq: number; hash: string };
  /** At most the first 20 breaks. */
  breaks: AuditChainBreak[];
}

interface LinkRow {
  seq: string | number;
  id: string | number;
  prev_hash: string;
  hash: string;
  expected: string;
}

export async function verifyAuditChain(db: DbOrTx): Promise<AuditChainReport> {
  const breaks: AuditChainBreak[] = [];
  const note = (b: AuditChainBreak) => {
    if (breaks.length < 20) breaks.push(b);
  };
  let prevSeq = 0;
  let prevHash = AUDIT_GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const page = rowsOf<LinkRow>(
      await db.execute(sql`
        select a.chain_seq as seq, a.id, a.prev_hash, a.hash, bourse_audit_hash(a) as expected
        from audit_log a where a.chain_seq > ${prevSeq} order by a.chain_seq limit ${PAGE}`),
    );
    for (const r of page) {
      const seq = Number(r.seq);
      const id = Number(r.id);
      if (seq !== prevSeq + 1) note({ seq, id, problem: 'gap' });
      if (r.prev_hash !== prevHash) note({ seq, id, problem: 'link' });
      if (r.hash !== r.expected) note({ seq, id, problem: 'hash' });
      prevSeq = seq;
      prevHash = r.hash;
      rows += 1;
    }
    if (page.length < PAGE) break;
  }
  const [head] = rowsOf<{ seq: string | number; hash: string }>(
    await db.execute(sql`select seq, hash from audit_chain_head where id = 1`),
  );
  const headSeq = Number(head?.seq ?? -1);
  if (!head || headSeq !== prevSeq || head.hash !== prevHash) {
    note({ seq: headSeq, id: 0, problem: 'head' });
  }
  return {
    ok: breaks.length === 0,
    rows,
    head: { seq: headSeq, hash: head?.hash ?? '' },
    breaks,
  };
}

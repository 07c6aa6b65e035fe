/**
 * verifyLedger: rebuilds every balance from its entries and checks the zero sums
 * (DESIGN.md section 5), then reconciles every frozen amount with what holds it. Used by
 * `npm run ledger:verify` and after every money test. Read-only; each check is one
 * aggregate query, so it scales with the row counts. A balance is the sum of its rows (a
 * busy system account has several, policy.ts); entries carry no slot, so the checks
 * compare sums per owner, account and currency.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  AccountType,
  IeoSubscriptionStatus,
  LeverStatus,
  OptionStatus,
  DualOrderStatus,
  LoanStatus,
  NftMarginStatus,
  SystemAccount,
  LockupOrderStatus,
  OrderSide,
  WithdrawalStatus,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { MAY_GO_NEGATIVE } from './policy.ts';
import { pgArray } from './statement.ts';
import { accountName, describeOwner } from './types.ts';

export type LedgerProblemKind =
  | 'balanceMismatch'
  | 'journalUnbalanced'
  | 'journalEmpty'
  | 'currencyUnbalanced'
  | 'negativeGuardedBalance'
  | 'holdMismatch';

export interface LedgerProblem {
  kind: LedgerProblemKind;
  /** One readable line for an operator. */
  detail: string;
}

export interface LedgerReport {
  ok: boolean;
  counts: { journals: number; entries: number; balances: number };
  problems: LedgerProblem[];
  /** True when a check found more rows than `limit` and the list was cut. */
  truncated: boolean;
}

interface BalanceKey {
  owner_kind: string;
  owner_id: number;
  account_type: number;
  currency_id: number;
}

/** Every balance once, its rows summed: what the checks compare with entries and holds. */
const BALANCES = sql`(
  select owner_kind, owner_id, account_type, currency_id,
         sum(available) as available, sum(frozen) as frozen
  from balances group by owner_kind, owner_id, account_type, currency_id)`;

/** At most `limit` problems of each kind are listed. */
export async function verifyLedger(db: DbOrTx, limit = 100): Promise<LedgerReport> {
  const names = new Map(
    (await query<{ id: number; name: string }>(db, sql`select id, name from currencies`)).map(
      (c) => [Number(c.id), c.name],
    ),
  );
  const coin = (id: number) => names.get(Number(id)) ?? `currency #${id}`;
  const where = (r: BalanceKey) =>
    `${describeOwner(r.owner_kind, Number(r.owner_id))} ${safeAccount(r.account_type)} ${coin(r.currency_id)}`;
  const problems: LedgerProblem[] = [];
  let truncated = false;
  const collect = <T>(kind: LedgerProblemKind, rows: T[], line: (row: T) => string) => {
    if (rows.length > limit) truncated = true;
    for (const row of rows.slice(0, limit)) problems.push({ kind, detail: line(row) });
  };

  collect('balanceMismatch', await mismatches(db, limit + 1), (r) => {
    const parts: string[] = [];
    if (r.stored_available === null) parts.push('no balance row, but entries exist');
    if (r.stored_available !== null && r.stored_available !== r.computed_available)
      parts.push(`available is ${r.stored_available}, entries sum to ${r.computed_available}`);
    if (r.stored_frozen !== null && r.stored_frozen !== r.computed_frozen)
      parts.push(`frozen is ${r.stored_frozen}, entries sum to ${r.computed_frozen}`);
    return `balance of ${where(r)}: ${parts.join('; ')}`;
  });
  collect('journalUnbalanced', await unbalancedJournals(db, limit + 1), (r) => {
    const ref = `${r.reason}, ${r.ref_table} ${r.ref_id}, key ${r.idempotency_key}`;
    return `journal ${r.journal_id} (${ref}): ${coin(r.currency_id)} entries sum to ${r.total}, not 0`;
  });
  collect('journalEmpty', await emptyJournals(db, limit + 1), (r) => {
    return `journal ${r.id} (${r.reason}, key ${r.idempotency_key}) has no entries`;
  });
  collect('currencyUnbalanced', await unbalancedCurrencies(db, limit + 1), (r) => {
    return `${coin(r.currency_id)}: all balances together sum to ${r.total}, not 0`;
  });
  collect('negativeGuardedBalance', await negativeGuarded(db, limit + 1), (r) => {
    const row = Number(r.slot) === 0 ? '' : ` (row ${r.slot})`;
    return `balance of ${where(r)}${row} is negative: available ${r.available}, frozen ${r.frozen}`;
  });
  collect('holdMismatch', await holdMismatches(db, limit + 1), (r) => {
    const held = `open orders hold ${r.orders}, pending withdrawals hold ${r.withdrawals}, contracts and options hold ${r.products}`;
    return `holds of ${where(r)}: frozen is ${r.frozen}, ${held}`;
  });

  const [counts] = await query<{ journals: string; entries: string; balances: string }>(
    db,
    sql`select (select count(*) from journals) as journals,
               (select count(*) from ledger_entries) as entries,
               (select count(*) from ${BALANCES} b) as balances`,
  );
  return {
    ok: problems.length === 0,
    counts: {
      journals: Number(counts?.journals ?? 0),
      entries: Number(counts?.entries ?? 0),
      balances: Number(counts?.balances ?? 0),
    },
    problems,
    truncated,
  };
}

/** The report as printable lines (the CLI prints them; tests show them on failure). */
export function formatLedgerReport(report: LedgerReport): string[] {
  const { journals, entries, balances } = report.counts;
  const head = `Ledger: ${journals} journals, ${entries} entries, ${balances} balances.`;
  if (report.ok) {
    return [
      head,
      'OK: every balance equals the sum of its entries, every journal sums to zero per currency, no guarded balance is negative, every frozen amount is held by an open order or a pending withdrawal.',
    ];
  }
  return [
    head,
    `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}${report.truncated ? ' (list cut; more exist)' : ''}:`,
    ...report.problems.map((p) => `  - [${p.kind}] ${p.detail}`),
  ];
}

function safeAccount(id: number): string {
  try {
    return accountName(Number(id));
  } catch {
    return `account #${id}`;
  }
}

async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

// Amounts are compared in SQL (numeric, exact) and printed without trailing zeros, so
// "90.000000000000000000" reads as 90.
const plain = (expr: SQL) => sql`trim_scale(${expr})::text`;

function mismatches(db: DbOrTx, limit: number) {
  return query<
    BalanceKey & {
      stored_available: string | null;
      stored_frozen: string | null;
      computed_available: string;
      computed_frozen: string;
    }
  >(
    db,
    sql`with sums as (
          select owner_kind, owner_id, account_type, currency_id,
                 coalesce(sum(amount) filter (where bucket = 'available'), 0) as available,
                 coalesce(sum(amount) filter (where bucket = 'frozen'), 0) as frozen
          from ledger_entries
          group by owner_kind, owner_id, account_type, currency_id)
        select coalesce(b.owner_kind, s.owner_kind) as owner_kind,
               coalesce(b.owner_id, s.owner_id) as owner_id,
               coalesce(b.account_type, s.account_type) as account_type,
               coalesce(b.currency_id, s.currency_id) as currency_id,
               ${plain(sql`b.available`)} as stored_available,
               ${plain(sql`b.frozen`)} as stored_frozen,
               ${plain(sql`coalesce(s.available, 0)`)} as computed_available,
               ${plain(sql`coalesce(s.frozen, 0)`)} as computed_frozen
        from ${BALANCES} b
        full join sums s
          on s.owner_kind = b.owner_kind and s.owner_id = b.owner_id
         and s.account_type = b.account_type and s.currency_id = b.currency_id
        where coalesce(b.available, 0) <> coalesce(s.available, 0)
           or coalesce(b.frozen, 0) <> coalesce(s.frozen, 0)
        order by 1, 2, 3, 4
        limit ${limit}`,
  );
}

function unbalancedJournals(db: DbOrTx, limit: number) {
  return query<{
    journal_id: number;
    currency_id: number;
    total: string;
    reason: string;
    ref_table: string;
    ref_id: string;
    idempotency_key: string;
  }>(
    db,
    sql`select e.journal_id, e.currency_id, ${plain(sql`sum(e.amount)`)} as total,
               j.reason, j.ref_table, j.ref_id, j.idempotency_key
        from ledger_entries e join journals j on j.id = e.journal_id
        group by e.journal_id, e.currency_id, j.reason, j.ref_table, j.ref_id, j.idempotency_key
        having sum(e.amount) <> 0
        order by 1, 2
        limit ${limit}`,
  );
}

function emptyJournals(db: DbOrTx, limit: number) {
  return query<{ id: number; reason: string; idempotency_key: string }>(
    db,
    sql`select j.id, j.reason, j.idempotency_key from journals j
        where not exists (select 1 from ledger_entries e where e.journal_id = j.id)
        order by j.id limit ${limit}`,
  );
}

function unbalancedCurrencies(db: DbOrTx, limit: number) {
  return query<{ currency_id: number; total: string }>(
    db,
    sql`select currency_id, ${plain(sql`sum(available + frozen)`)} as total from balances
        group by currency_id having sum(available + frozen) <> 0
        order by 1 limit ${limit}`,
  );
}

/**
 * Rows of guarded balances below zero (policy.ts): users (a table check guards them too),
 * and every system account not in MAY_GO_NEGATIVE (fees, the market maker, product pools),
 * which only the ledger's statement guards. Per row: every row of a guarded balance must
 * stay >= 0, so a sum that hides a negative slot is caught as well.
 */
function negativeGuarded(db: DbOrTx, limit: number) {
  return query<BalanceKey & { slot: number; available: string; frozen: string }>(
    db,
    sql`select owner_kind, owner_id, account_type, currency_id, slot,
               ${plain(sql`available`)} as available, ${plain(sql`frozen`)} as frozen
        from balances
        where (owner_kind = 'user' or not (owner_id = any(${pgArray(MAY_GO_NEGATIVE)}::int[])))
          and (available < 0 or frozen < 0)
        order by 1, 2, 3, 4, 5 limit ${limit}`,
  );
}

/**
 * Every frozen amount must be held by something: an open spot order (its `frozen`, in the
 * quote coin for a buy and the base coin for a sell, on the instrument's account), a
 * pending withdrawal (amount plus fee, on its account), or a product: a contract's pending
 * limit order (its `held`) or open position (its `margin`) in the lever account in the
 * pair's quote coin, an open seconds option's stake in the options account, a running
 * lock-up order's principal in the spot account and its promised interest not yet paid
 * (daily interest x days left) in the staking pool's spot account (system account 7),
 * an IEO subscription's pay amount in the
 * spot account until its allocation, an unsettled
 * dual order's two reserved payouts (`hold_invest` in its invested currency, `hold_alt` in
 * the other) in the dual pool's spot account (system account 8) until it settles, an NFT
 * auction margin in the bidder's spot account until it is released, applied or forfeited.
 * An active OTC loan's collateral in the borrower's spot account (issue 14).
 * These are the only freezes the schema has (spot/commit.ts, funding/withdrawals.ts, lever,
 * options, lockup, ieo, dual, nft); a
 * product that freezes without adding its holds here shows up as a mismatch, which is the
 * point. Compared per owner, account and currency, so a hold posted on the wrong side is
 * caught too.
 */
function holdMismatches(db: DbOrTx, limit: number) {
  return query<
    BalanceKey & { frozen: string; orders: string; withdrawals: string; products: string }
  >(
    db,
    sql`with holds as (
          select o.owner_kind, o.owner_id, i.account_type,
                 case when o.side = ${OrderSide.buy} then i.quote_currency_id
                      else i.base_currency_id end as currency_id,
                 o.frozen as orders, 0::numeric as withdrawals, 0::numeric as products
          from spot_orders o join instruments i on i.id = o.instrument_id
          -- The condition of spot_orders_open_ix, so that partial index serves it.
          where o.status in ('open', 'partial')
          union all
          select 'user', w.user_id, w.account_type, w.currency_id,
                 0::numeric, w.amount + w.fee, 0::numeric
          from withdrawals w
          where w.status = ${WithdrawalStatus.pending}
          union all
          select 'user', p.user_id, ${AccountType.lever}, i.quote_currency_id, 0::numeric, 0::numeric,
                 case when p.status = ${LeverStatus.pending} then p.held else p.margin end
          from lever_positions p join instruments i on i.id = p.instrument_id
          where p.status in (${LeverStatus.pending}, ${LeverStatus.open})
          union all
          select 'user', o.user_id, ${AccountType.micro}, o.currency_id, 0::numeric, 0::numeric,
                 o.stake
          from option_orders o
          where o.status = ${OptionStatus.open}
          union all
          select 'user', l.user_id, ${AccountType.change}, l.currency_id, 0::numeric, 0::numeric,
                 l.amount
          from lockup_orders l
          where l.status = ${LockupOrderStatus.running}
          union all
          select 'system', ${SystemAccount.stakingPool}, ${AccountType.change}, l.currency_id,
                 0::numeric, 0::numeric, l.daily_interest * (l.lock_days - l.days_paid)
          from lockup_orders l
          where l.status = ${LockupOrderStatus.running}
          union all
          select 'user', s.user_id, ${AccountType.change}, s.pay_currency_id, 0::numeric,
                 0::numeric, s.pay_amount
          from ieo_subscriptions s
          where s.status = ${IeoSubscriptionStatus.subscribed}
          union all
          select 'system', ${SystemAccount.dualPool}, ${AccountType.change}, h.currency_id,
                 0::numeric, 0::numeric, h.amount
          from dual_orders d
          cross join lateral (values (d.invest_currency_id, d.hold_invest),
                                     (d.alt_currency_id, d.hold_alt)) h(currency_id, amount)
          where d.status in (${DualOrderStatus.bought}, ${DualOrderStatus.settling})
          union all
          select 'user', m.user_id, ${AccountType.change}, m.currency_id, 0::numeric, 0::numeric,
                 m.amount
          from nft_margins m
          where m.status = ${NftMarginStatus.held}
          union all
          select 'user', q.user_id, ${AccountType.micro}, q.currency_id, 0::numeric, 0::numeric,
                 q.stake
          from quiz_bets q
          where q.settled_at is null
          union all
          select 'user', l.user_id, ${AccountType.change}, l.collateral_currency_id, 0::numeric,
                 0::numeric, l.collateral_amount
          from loans l
          where l.status = ${LoanStatus.active}),
        held as (
          select owner_kind, owner_id, account_type, currency_id,
                 sum(orders) as orders, sum(withdrawals) as withdrawals, sum(products) as products
          from holds
          group by owner_kind, owner_id, account_type, currency_id)
        select coalesce(b.owner_kind, h.owner_kind) as owner_kind,
               coalesce(b.owner_id, h.owner_id) as owner_id,
               coalesce(b.account_type, h.account_type) as account_type,
               coalesce(b.currency_id, h.currency_id) as currency_id,
               ${plain(sql`coalesce(b.frozen, 0)`)} as frozen,
               ${plain(sql`coalesce(h.orders, 0)`)} as orders,
               ${plain(sql`coalesce(h.withdrawals, 0)`)} as withdrawals,
               ${plain(sql`coalesce(h.products, 0)`)} as products
        from (select * from ${BALANCES} b where frozen <> 0) b
        full join held h
          on h.owner_kind = b.owner_kind and h.owner_id = b.owner_id
         and h.account_type = b.account_type and h.currency_id = b.currency_id
        where coalesce(b.frozen, 0)
              <> coalesce(h.orders, 0) + coalesce(h.withdrawals, 0) + coalesce(h.products, 0)
        order by 1, 2, 3, 4
        limit ${limit}`,
  );
}

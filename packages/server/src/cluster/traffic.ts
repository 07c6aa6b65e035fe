/**
 * Simulated users against running processes (`npm run load`, the failover test): each
 * places, crosses and cancels on four pairs through any process's HTTP API, with refused
 * orders in between, and records what was acknowledged. Prints nothing; the caller reports.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { Exact, JournalReason, dec, seededRandom } from '@bourse/shared';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { users } from '../db/schema.ts';
import {
  creditFromSystem,
  userOwner,
  verifyLedger,
  type LedgerReport,
} from '../modules/ledger/index.ts';

/** Base currency id, a price on the pair's tick, a price step, an amount on its lot. */
export const LOAD_PAIRS = [
  { symbol: 'BTC/USDT', currency: 1, mid: '50000', step: '10', amount: '0.001' },
  { symbol: 'ETH/USDT', currency: 2, mid: '3000', step: '1', amount: '0.01' },
  { symbol: 'SOL/USDT', currency: 6, mid: '150', step: '0.1', amount: '0.1' },
  { symbol: 'BNB/USDT', currency: 8, mid: '600', step: '0.1', amount: '0.01' },
] as const;
const USDT = 3;

export interface Trader {
  id: number;
  token: string;
}

/** `count` users, signed in through `url`, funded through the ledger. */
export async function makeTraders(db: Db, url: string, count: number, at: Date): Promise<Trader[]> {
  const passwordHash = await hash('Load12345');
  const traders: Trader[] = [];
  for (let i = 0; i < count; i++) {
    const account = `load${i}-${Date.now().toString(36)}@load.dev`;
    const [user] = await db
      .insert(users)
      .values({
        account,
        email: account,
        passwordHash,
        nickname: `load${i}`,
        inviteCode: `L${i}${Date.now().toString(36)}`.toUpperCase().slice(0, 16),
        createdAt: at,
      })
      .returning({ id: users.id });
    const id = user!.id;
    for (const currency of [USDT, ...LOAD_PAIRS.map((p) => p.currency)]) {
      await db.transaction((tx) =>
        creditFromSystem(tx, {
          system: 'faucet',
          to: { owner: userOwner(id), account: 'change' },
          currency,
          amount: dec(currency === USDT ? '100000000' : '100000'),
          idempotencyKey: `load:${id}:${currency}`,
          reason: JournalReason.faucet,
          ref: { table: 'users', id },
          at,
        }),
      );
    }
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_string: account, password: 'Load12345' }),
    });
    traders.push({ id, token: ((await login.json()) as { message: string }).message });
  }
  return traders;
}

export interface TrafficOptions {
  /** The processes to send to now (a killed one is taken out, as a load balancer would). */
  urls(): string[];
  traders: Trader[];
  seconds: number;
  seed: number;
}

export interface TrafficResult {
  /** Orders the API acknowledged (`type: ok` on POST /coin/trade), by id. */
  acknowledged: Set<number>;
  /** Acknowledged orders per pair symbol, with when (ms since start). */
  bySymbol: Map<string, number[]>;
  cancels: number;
  refused: number;
  /** Requests that got no answer (a process died under them). */
  failed: number;
  latencies: number[];
  elapsedMs: number;
}

const prng = (seed: number) => seededRandom(seed).next;

export async function runTraffic(o: TrafficOptions): Promise<TrafficResult> {
  const result: TrafficResult = {
    acknowledged: new Set(),
    bySymbol: new Map(LOAD_PAIRS.map((p) => [p.symbol, []])),
    cancels: 0,
    refused: 0,
    failed: 0,
    latencies: [],
    elapsedMs: 0,
  };
  const start = Date.now();
  const end = start + o.seconds * 1000;
  await Promise.all(
    o.traders.map(async (trader, n) => {
      const rng = prng(o.seed * 7919 + n);
      const open: number[] = [];
      while (Date.now() < end) {
        const urls = o.urls();
        const url = urls[Math.floor(rng() * urls.length)]!;
        const pair = LOAD_PAIRS[Math.floor(rng() * LOAD_PAIRS.length)]!;
        const roll = rng();
        const path = '/api/coin/trade';
        let method = 'POST';
        let body: Record<string, string | number>;
        if (roll < 0.15 && open.length > 0) {
          method = 'PUT';
          body = { id: open.splice(Math.floor(rng() * open.length), 1)[0]! };
        } else {
          const buy = rng() < 0.5;
          // Half cross the middle (they trade), half rest a few steps away from it.
          const crossing = rng() < 0.5;
          const away = 1 + Math.floor(rng() * 5);
          const steps = (crossing ? -away : away) * (buy ? -1 : 1);
          const price = new Exact(pair.mid).plus(new Exact(pair.step).times(steps)).toFixed();
          const refusal = roll > 0.97;
          body = {
            currency_id: pair.currency,
            legal_id: USDT,
            type: buy ? 1 : 2,
            // A refused order in the middle of good ones: off the pair's lot.
            amount: refusal ? `${pair.amount}7` : pair.amount,
            target_price: price,
          };
        }
        const t0 = performance.now();
        let reply: { type: string; message: { id?: number; status?: string } };
        try {
          const r = await fetch(`${url}${path}`, {
            method,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              authorization: trader.token,
            },
            body: new URLSearchParams(
              Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString(),
          });
          reply = (await r.json()) as typeof reply;
        } catch {
          result.failed++;
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        result.latencies.push(performance.now() - t0);
        if (reply.type !== 'ok') {
          result.refused++;
          continue;
        }
        if (method === 'PUT') {
          result.cancels++;
          continue;
        }
        const id = reply.message.id!;
        result.acknowledged.add(id);
        result.bySymbol.get(pair.symbol)!.push(Date.now() - start);
        if (reply.message.status === 'open' || reply.message.status === 'partial') open.push(id);
      }
    }),
  );
  result.elapsedMs = Date.now() - start;
  return result;
}

/** The p-th percentile (0-100) of `values`, in the values' unit. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface LoadAudit {
  /** ledger:verify, holds included. */
  ledger: LedgerReport;
  /** Pairs whose best open bid is at or above their best open ask. */
  crossed: string[];
  /** Acknowledged orders the database does not hold. */
  missing: number[];
  /** Balances below zero (none may be). */
  negative: number;
}

/** What must hold after any load or crash: checked on the database itself. */
export async function auditAfterLoad(db: Db, acknowledged: Set<number>): Promise<LoadAudit> {
  const ledger = await verifyLedger(db);
  const crossed = rowsOf<{ symbol: string }>(
    await db.execute(sql`
      select i.symbol from instruments i
      where (select max(price) from spot_orders where instrument_id = i.id and side = 1 and status in ('open', 'partial'))
         >= (select min(price) from spot_orders where instrument_id = i.id and side = 2 and status in ('open', 'partial'))`),
  ).map((r) => r.symbol);
  const ids = [...acknowledged];
  const present = new Set<number>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from spot_orders where id = any(${`{${chunk.join(',')}}`}::bigint[])`,
      ),
    );
    for (const r of rows) present.add(Number(r.id));
  }
  const [neg] = rowsOf<{ n: string }>(
    await db.execute(
      sql`select count(*) as n from balances where (available < 0 or frozen < 0) and owner_kind = 'user'`,
    ),
  );
  return {
    ledger,
    crossed,
    missing: ids.filter((id) => !present.has(id)),
    negative: Number(neg?.n ?? 0),
  };
}

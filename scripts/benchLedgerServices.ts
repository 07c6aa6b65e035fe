/**
 * Postings per second through the services that post them (scripts/benchLedger.ts prints
 * them): transfers between a user's accounts and conversions through their routes
 * (`POST /api/wallet/change`, `POST /api/user/Transfer`: the wallet's door does not export
 * those services, so they are called as the client calls them, session lookup included),
 * and deposits and withdrawals through the funding services (the desk confirming deposits;
 * withdrawals placed, then approved). Each phase runs `CONCURRENCY` callers side by side,
 * every caller on its own users, so callers contend only on the rows real users share:
 * the system accounts (fees, external, treasury). A posting is one journal; each phase
 * counts the journals it added.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../packages/server/src/context.ts';
import { rowsOf } from '../packages/server/src/db/migrate.ts';
import {
  decideDeposit,
  decideWithdrawal,
  placeWithdrawal,
  requestDeposit,
} from '../packages/server/src/modules/funding/index.ts';
import { storeUpload } from '../packages/server/src/modules/uploads/index.ts';
import type { SoakUser, World } from './soak/world.ts';

export const CONCURRENCY = 50;
/** Users the callers share out: each caller has USERS / CONCURRENCY of its own. */
export const USERS = 200;
const USDT = 3;
const BTC = 1;
const TRON_ADDRESS = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export type Phase = 'transfers' | 'conversions' | 'deposits' | 'withdrawals';
export interface PhaseResult {
  phase: Phase;
  journals: number;
  seconds: number;
  /** What one operation of the phase is, for the printed line. */
  what: string;
}

/**
 * Runs `count` tasks on `workers` callers side by side; caller w takes tasks w, w + workers,
 * ..., so with `users` a multiple of `workers` each caller keeps to its own users.
 */
async function concurrently(
  count: number,
  workers: number,
  task: (i: number) => Promise<unknown>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; i < count; i += workers) await task(i);
    }),
  );
}

async function journalCount(ctx: AppContext): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await ctx.db.execute(sql`select count(*)::text as n from journals`),
  );
  return Number(row?.n ?? 0);
}

/** Called around each timed phase (scripts/profileLedger.ts counts statements there). */
export interface PhaseHooks {
  start?(phase: Phase): void;
  end?(phase: Phase): Promise<void> | void;
}

/** Times `run` and counts the journals it added; a refused task throws. */
async function timed(
  ctx: AppContext,
  hooks: PhaseHooks,
  phase: Phase,
  what: string,
  run: () => Promise<void>,
): Promise<PhaseResult> {
  const before = await journalCount(ctx);
  hooks.start?.(phase);
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  await hooks.end?.(phase);
  return { phase, what, journals: (await journalCount(ctx)) - before, seconds };
}

async function inject(world: World, user: SoakUser, url: string, fields: Record<string, string>) {
  const res = await world.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { authorization: user.token, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const reply = res.json() as { type: string; message: unknown };
  if (reply.type !== 'ok') throw new Error(`${url}: ${JSON.stringify(reply)}`);
}

/**
 * The phases in order, `count` operations each (deposits: at most 10 pending per user), on
 * `callers` callers side by side.
 */
export async function benchServices(
  world: World,
  count: number,
  callers = CONCURRENCY,
  hooks: PhaseHooks = {},
): Promise<PhaseResult[]> {
  const { ctx } = world;
  const users = world.users.slice(0, USERS);
  const userOf = (i: number) => users[i % users.length]!;
  // Every other round a user's transfer and conversion go back the way they came.
  const back = (i: number) => Math.floor(i / users.length) % 2 === 1;
  const results: PhaseResult[] = [];

  results.push(
    await timed(ctx, hooks, 'transfers', 'USDT spot <-> fiat account', () =>
      concurrently(count, callers, (i) =>
        inject(world, userOf(i), '/api/wallet/change', {
          currency_id: String(USDT),
          number: '1',
          from_field: back(i) ? 'legal' : 'change',
          to_field: back(i) ? 'change' : 'legal',
        }),
      ),
    ),
  );
  results.push(
    await timed(ctx, hooks, 'conversions', 'USDT <-> BTC', () =>
      concurrently(count, callers, (i) =>
        inject(world, userOf(i), '/api/user/Transfer', {
          number: back(i) ? '0.0004' : '20',
          from_currency_id: String(back(i) ? BTC : USDT),
          to_currency_id: String(back(i) ? USDT : BTC),
        }),
      ),
    ),
  );

  // Deposits: requested first (no posting), then the desk confirms them, timed.
  const deposits: number[] = [];
  const depositCount = Math.min(count, users.length * 10);
  await concurrently(depositCount, callers, async (i) => {
    const user = userOf(i);
    const voucher = await storeUpload(ctx, user.id, PNG);
    const view = await requestDeposit(ctx, user.id, {
      account: 'change',
      amount: '100',
      currency: USDT,
      network: 'TRC20',
      voucher,
    });
    deposits[i] = view.id;
  });
  results.push(
    await timed(ctx, hooks, 'deposits', 'the desk confirms a USDT deposit', () =>
      concurrently(depositCount, callers, (i) =>
        decideDeposit(ctx, {
          operatorId: world.operatorId,
          depositId: deposits[i]!,
          confirm: true,
        }),
      ),
    ),
  );

  const withdrawals: number[] = [];
  results.push(
    await timed(
      ctx,
      hooks,
      'withdrawals',
      'placed (freeze), then approved (pay + fee)',
      async () => {
        await concurrently(count, callers, async (i) => {
          const view = await placeWithdrawal(ctx, userOf(i).id, {
            currency: USDT,
            amount: '10',
            network: 'TRC20',
            address: TRON_ADDRESS,
            account: 'change',
          });
          withdrawals[i] = view.id;
        });
        await concurrently(count, callers, (i) =>
          decideWithdrawal(ctx, {
            operatorId: world.operatorId,
            withdrawalId: withdrawals[i]!,
            approve: true,
            txHash: `0x${withdrawals[i]!.toString(16).padStart(64, '0')}`,
          }),
        );
      },
    ),
  );
  return results;
}

/**
 * A small interval scheduler for background jobs (started by main.ts, never in tests:
 * tests call the job functions themselves with a ManualClock). A run never overlaps the
 * previous run of the same job, and a failing run is logged and retried next interval.
 */
import type { AppContext } from '../context.ts';
import { expireUnpaidPurchases } from '../modules/purchase/index.ts';
import { LEASE_SPACE } from '../cluster/leases.ts';
import {
  checkInstrumentVersions,
  closeIndexMinutes,
  compactTape,
  publishTickers,
  recordTape,
} from '../modules/market/index.ts';
import { runMarketMaker } from '../modules/spot/index.ts';
import { runLeverJobs } from '../modules/lever/index.ts';
import { settleDueOptions } from '../modules/options/index.ts';
import { refreshTraderStats, runCopyJobs, runDemoTraders } from '../modules/follow/index.ts';
import { DEMO_TRADERS } from '../seed/follow.ts';
import { runIeoJobs } from '../modules/ieo/index.ts';
import { runNftJobs } from '../modules/nft/index.ts';
import { runVipJobs } from '../modules/vip/index.ts';
import { runLockupJobs } from '../modules/lockup/index.ts';
import { settleDueDual } from '../modules/dual/index.ts';
import { runInviteJobs } from '../modules/invite/index.ts';
import { runLoanJobs } from '../modules/loans/index.ts';
import { runQuizJobs } from '../modules/quiz/index.ts';
import { seedDual } from '../seed/dual.ts';

export interface Job {
  name: string;
  everyMs: number;
  /**
   * Runs in one process of the deployment: the holder of the jobs lease. Jobs without it
   * run in every process (the market maker quotes the markets each process owns).
   */
  once?: boolean;
  run(ctx: AppContext): Promise<unknown>;
}

export interface JobLog {
  error(obj: unknown, msg?: string): void;
}

const JOBS_LEASE = { space: LEASE_SPACE.jobs, id: 0 };

/** The server's jobs. */
export const JOBS: Job[] = [
  // The recorded index (issue 10): every followed ticker's current second, one statement.
  { name: 'recordTape', everyMs: 1_000, once: true, run: (ctx) => recordTape(ctx) },
  // Old ticks nobody kept thinned to one per minute (kept ones stay for ever).
  { name: 'compactTape', everyMs: 600_000, once: true, run: (ctx) => compactTape(ctx) },
  {
    name: 'expireUnpaidPurchases',
    everyMs: 30_000,
    once: true,
    run: (ctx) => expireUnpaidPurchases(ctx),
  },
  // Quiet minutes get their candle from the index within 15 s of their end (catches up 3).
  { name: 'closeIndexMinutes', everyMs: 15_000, once: true, run: (ctx) => closeIndexMinutes(ctx) },
  // Tickers to the realtime `tickers` topic; nothing is computed while nobody listens.
  { name: 'publishTickers', everyMs: 2_000, once: true, run: (ctx) => publishTickers(ctx) },
  // Pair edits whose broker message was lost reach this process within 5 s.
  {
    name: 'checkInstrumentVersions',
    everyMs: 5_000,
    run: (ctx) => checkInstrumentVersions(ctx.db),
  },
  // --- lever (issue 10): limit fills, TP/SL, overnight fees, liquidations; one runner.
  { name: 'leverJobs', everyMs: 1_000, once: true, run: (ctx) => runLeverJobs(ctx) },
  // MARKET_MAKER=off leaves the books to the users.
  {
    name: 'marketMaker',
    everyMs: 5_000,
    run: async (ctx) => (ctx.config.marketMaker ? runMarketMaker(ctx) : undefined),
  },
  // --- options (issue 10): due seconds options settled from the recorded index, each once.
  { name: 'settleDueOptions', everyMs: 1_000, once: true, run: (ctx) => settleDueOptions(ctx) },
  // --- lock-up mining (issue 11): daily credits and maturities, missed days caught up.
  { name: 'lockupJobs', everyMs: 10_000, once: true, run: (ctx) => runLockupJobs(ctx) },
  // --- dual investment (issue 11): matured orders settled on the recorded index, each once.
  { name: 'settleDueDual', everyMs: 5_000, once: true, run: (ctx) => settleDueDual(ctx) },
  // Demo only: once a coin's products have all matured, a fresh grid (seed/dual.ts), so a
  // long-running demo always has something on sale. Production products come from operators.
  {
    name: 'dualDemoGrid',
    everyMs: 3_600_000,
    once: true,
    run: async (ctx) =>
      ctx.config.production
        ? undefined
        : seedDual(ctx.db, ctx.clock, {
            production: false,
            index: async (ticker) => (await ctx.prices.indexPrice(ticker)).price,
          }),
  },
  // --- IEO (issue 11): ended projects allocated, then tokens released after the lock period.
  { name: 'ieoJobs', everyMs: 5_000, once: true, run: (ctx) => runIeoJobs(ctx) },
  // --- NFT (issue 13): due sales closed (auctions decided), payment reminders, unpaid wins expired.
  { name: 'nftJobs', everyMs: 5_000, once: true, run: (ctx) => runNftJobs(ctx) },
  // --- OTC loans (issue 14): offers expire, days accrue, loans below their level force-close.
  { name: 'loanJobs', everyMs: 10_000, once: true, run: (ctx) => runLoanJobs(ctx) },
  // --- quiz (issue 14): scheduled rounds created, references fixed at the cut-off, due rounds settled once.
  { name: 'quizJobs', everyMs: 2_000, once: true, run: (ctx) => runQuizJobs(ctx) },
  // --- VIP levels (issue 12): every active user's level assessed daily at 00:10 UTC (the
  // latest due day caught up after an outage); the day's run finished, a minute's check is one read.
  { name: 'vipLevels', everyMs: 60_000, once: true, run: (ctx) => runVipJobs(ctx) },
  // --- invitation rebates (issue 12): each UTC day paid at 00:10 the next day, missed days caught up.
  { name: 'inviteRebates', everyMs: 60_000, once: true, run: (ctx) => runInviteJobs(ctx) },
  // --- copy trading (issue 12): traders' fills and closes copied at their recorded price;
  // the trader figures every hour (spec 9).
  { name: 'copyJobs', everyMs: 1_000, once: true, run: (ctx) => runCopyJobs(ctx) },
  { name: 'traderStats', everyMs: 3_600_000, once: true, run: (ctx) => refreshTraderStats(ctx) },
  // Demo only: the demo traders trade by their published rule (modules/follow/demo.ts).
  {
    name: 'demoTraders',
    everyMs: 60_000,
    once: true,
    run: async (ctx) => (ctx.config.production ? undefined : runDemoTraders(ctx, DEMO_TRADERS)),
  },
];

/** Starts every job on its interval; the returned function stops them. */
export function startJobs(ctx: AppContext, log: JobLog, jobs: Job[] = JOBS): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        if (job.once && !(await ctx.cluster.leases.tryAcquire(JOBS_LEASE))) return;
        await job.run(ctx);
      } catch (error) {
        log.error({ err: error, job: job.name }, `job ${job.name} failed`);
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    void tick();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}

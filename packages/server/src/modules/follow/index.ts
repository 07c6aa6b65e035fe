/**
 * The copy-trading module's door (issue 12). Routes are registered by modules/routes.ts from
 * ./routes.ts.
 *
 * - `runCopyJobs(ctx)`: the copy job (every second): follows past their deadline end, then
 *   every trader's new fill and close is copied to their followers at the same recorded price.
 * - `refreshTraderStats(ctx)`: the hourly trader figures.
 * - `runDemoTraders(ctx, demos)`: development servers only, the demo traders' published rule.
 */
export { runCopyJobs, type CopyJobsReport } from './signals.ts';
export { refreshTraderStats, refreshTrader } from './stats.ts';
export { applyAsTrader, decideTrader } from './traders.ts';
export { traders, follows, copySignals, copyTrades, traderStats } from './tables.ts';
export { runDemoTraders, type DemoTrader } from './demo.ts';

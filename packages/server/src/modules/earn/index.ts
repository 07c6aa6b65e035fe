/**
 * The financial hub (issue 11): one read across the earn products (IEO, lock-up mining,
 * dual investment) for `GET /api/earn/summary`. It only reads their tables through their
 * doors; every movement of money stays in those modules.
 */
export { earnSummary, UPCOMING } from './summary.ts';

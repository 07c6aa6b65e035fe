/**
 * Demo data for `npm start`: idempotent, so every start may call it. Each module's seed
 * inserts only what is missing. Reference data (settings, regions, coins, trading pairs,
 * FAQ, site pages) is seeded everywhere; demo articles, broadcasts and the demo user only outside
 * production.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { seedCurrencies, seedRegions } from './catalogue.ts';
import { seedInstruments } from './instruments.ts';
import { seedContent } from './content.ts';
import { seedSettings } from './settings.ts';
import { seedDemoMoney, seedDemoOperator, seedDemoUser } from './users.ts';
import { seedFunding } from './funding.ts';
import { seedPurchase } from './purchase.ts';
import { seedMarketMaker } from './marketMaker.ts';
import { seedLever } from './lever.ts';
import { seedOptions } from './options.ts';
import { seedIeo } from './ieo.ts';
import { seedLockup } from './lockup.ts';
import { seedFollow } from './follow.ts';
import { seedDual } from './dual.ts';
import { seedNft } from './nft.ts';
import { seedLoans } from './loans.ts';
import { seedQuiz } from './quiz.ts';

/**
 * `uploadDir` (the app's, under DATA_DIR) is where the demo NFT media is stored; without it
 * the NFT demo is skipped (tests that do not look at it).
 */
export async function seedDemo(
  db: Db,
  clock: Clock,
  opts: { production: boolean; uploadDir?: string },
): Promise<void> {
  await seedSettings(db, clock);
  await seedRegions(db);
  await seedCurrencies(db);
  await seedInstruments(db);
  await seedContent(db, clock, { demo: !opts.production });
  await seedDemoUser(db, clock, opts);
  await seedDemoMoney(db, clock, opts);
  await seedDemoOperator(db, clock, opts);
  await seedFunding(db, clock, opts);
  await seedPurchase(db, clock, opts);
  await seedMarketMaker(db, clock, opts);
  await seedLever(db, clock, opts);
  await seedOptions(db, clock);
  await seedIeo(db, clock, opts);
  await seedLockup(db, clock, opts);
  await seedDual(db, clock, opts);
  await seedFollow(db, clock, opts);
  await seedNft(db, clock, opts);
  await seedLoans(db, clock, opts);
  await seedQuiz(db, clock);
}

/**
 * Seconds options configuration (issue 10): the demo durations (60 s 80%, 120 s 85%,
 * 300 s 90%; 10 to 10,000 USDT) and the blocked regions setting (the 27 EU members, the
 * United Kingdom, Canada and the United States). Configuration every install needs, so
 * seeded in production too; inserts only what is missing, so an operator's edits stay.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import {
  BLOCKED_REGIONS_SETTING,
  DEFAULT_BLOCKED_REGIONS,
  optionDurations,
} from '../modules/options/index.ts';
import { settings } from '../modules/system/index.ts';

export const DEMO_OPTION_DURATIONS = [
  { seconds: 60, payoutPercent: '80', minStake: '10', maxStake: '10000', sort: 1 },
  { seconds: 120, payoutPercent: '85', minStake: '10', maxStake: '10000', sort: 2 },
  { seconds: 300, payoutPercent: '90', minStake: '10', maxStake: '10000', sort: 3 },
];

export async function seedOptions(db: Db, clock: Clock): Promise<void> {
  await db.insert(optionDurations).values(DEMO_OPTION_DURATIONS).onConflictDoNothing();
  await db
    .insert(settings)
    .values({
      keyword: BLOCKED_REGIONS_SETTING,
      value: DEFAULT_BLOCKED_REGIONS.join(','),
      updatedAt: clock.now(),
    })
    .onConflictDoNothing();
}

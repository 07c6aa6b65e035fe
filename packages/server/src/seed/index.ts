/**
 * Demo data for `npm start`: idempotent, so every start may call it. Each module's seed
 * inserts only what is missing.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { seedSettings } from './settings.ts';

export async function seedDemo(
  db: Db,
  clock: Clock,
  _opts: { production: boolean },
): Promise<void> {
  await seedSettings(db, clock);
}

import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../modules/system/index.ts';
import { PUBLIC_SETTINGS } from './data/settings.ts';

/** Inserts the public settings that are missing; never overwrites an operator's edit. */
export async function seedSettings(db: Db, clock: Clock): Promise<void> {
  const updatedAt = clock.now();
  await db
    .insert(settings)
    .values(
      Object.entries(PUBLIC_SETTINGS).map(([keyword, value]) => ({ keyword, value, updatedAt })),
    )
    .onConflictDoNothing();
}

import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../modules/system/index.ts';

export async function seedSettings(db: Db, clock: Clock): Promise<void> {
  await db
    .insert(settings)
    .values([
      {
        keyword: 'site',
        value: { site_name: 'Bourse', site_logo: '/h5/logo.svg', down_logo: '/h5/logo.svg' },
        updatedAt: clock.now(),
      },
    ])
    .onConflictDoNothing();
}

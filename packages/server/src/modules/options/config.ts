/**
 * What configures seconds options: the durations (`option_durations`, seeded with the demo
 * three) and the regions where options are refused (`options_blocked_regions`, a setting).
 */
import { asc, eq } from 'drizzle-orm';
import { optionExpectedReturnPercent, toPlain, type OptionDurationItem } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { findRegion, settingOf } from '../system/index.ts';
import { users } from '../users/index.ts';
import { optionDurations } from './tables.ts';

export type OptionDuration = typeof optionDurations.$inferSelect;

/** The stake coin: options are paid in USDT only, from the options (micro) account. */
export const OPTION_STAKE_CURRENCY = 3;
export const OPTION_ACCOUNT = 'micro' as const;

/** The setting naming the regions where options are refused (ISO codes, comma separated). */
export const BLOCKED_REGIONS_SETTING = 'options_blocked_regions';

/** Issue 10's default: the 27 EU members, the United Kingdom, Canada and the United States. */
export const DEFAULT_BLOCKED_REGIONS = [
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE'],
  ...['IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  ...['GB', 'CA', 'US'],
] as const;

/** Percent strings as the wire shows them: `80`, not `80.0000`. */
const plain = (v: string) => toPlain(v);

export function durationItem(d: OptionDuration): OptionDurationItem {
  return {
    seconds: d.seconds,
    profit_ratio: plain(d.payoutPercent),
    min_amount: plain(d.minStake),
    max_amount: plain(d.maxStake),
    loss_ratio: 100,
    expected_return: toPlain(optionExpectedReturnPercent(d.payoutPercent).toDecimalPlaces(4)),
  };
}

/** The active durations, in their order (`GET /microtrade/seconds`). */
export async function activeDurations(db: DbOrTx): Promise<OptionDuration[]> {
  return db
    .select()
    .from(optionDurations)
    .where(eq(optionDurations.isActive, true))
    .orderBy(asc(optionDurations.sort), asc(optionDurations.seconds));
}

/** A duration offered now, or errors.optionDurationUnknown. */
export async function activeDuration(db: DbOrTx, seconds: number): Promise<OptionDuration> {
  const [row] = await db.select().from(optionDurations).where(eq(optionDurations.seconds, seconds));
  return row?.isActive ? row : fail('errors.optionDurationUnknown', { seconds });
}

/** The blocked ISO codes: the setting's comma list (or array), else the default. */
export async function blockedRegions(db: DbOrTx): Promise<Set<string>> {
  const value = await settingOf(db, BLOCKED_REGIONS_SETTING);
  const codes =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? value.map(String)
        : [...DEFAULT_BLOCKED_REGIONS];
  return new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean));
}

/**
 * Whether the user's region may trade options. A user who chose no region at sign-up
 * (an email registration asks for none) is not refused: the region is what we know.
 */
export async function regionAllowed(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ regionId: users.regionId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.regionId) return true;
  const region = await findRegion(db, user.regionId);
  if (!region) return true;
  return !(await blockedRegions(db)).has(region.iso.toUpperCase());
}

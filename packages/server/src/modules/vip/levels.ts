/**
 * The published table of levels: the `vip_levels` setting when it holds a valid table
 * (shared `vipLevelsSetting`: level 0 first, each level above asking more of both
 * thresholds and never giving a smaller discount), the defaults otherwise. A run records
 * which one it used, so an operator's table that was ignored shows as `levels_source:
 * 'default'` on the run instead of deciding levels nobody meant.
 */
import {
  VIP_DEFAULT_LEVELS,
  VIP_SETTING,
  vipLevelsSetting,
  type VipLevelItem,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { settingOf } from '../system/index.ts';

export interface VipTable {
  levels: VipLevelItem[];
  source: 'setting' | 'default';
}

export async function vipTable(db: DbOrTx): Promise<VipTable> {
  const value = await settingOf(db, VIP_SETTING);
  if (value !== undefined) {
    const parsed = vipLevelsSetting.safeParse(value);
    if (parsed.success) return { levels: parsed.data, source: 'setting' };
  }
  return { levels: VIP_DEFAULT_LEVELS.map((l) => ({ ...l })), source: 'default' };
}

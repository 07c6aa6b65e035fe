/**
 * The chat's settings: the support hours (`chat_support_hours`, `HH:MM-HH:MM` UTC, edited
 * with `npm run admin -- set-setting chat_support_hours 01:00-13:00`), read through the
 * system module's `settingOf`.
 */
import {
  CHAT_SUPPORT_HOURS_DEFAULT,
  CHAT_SUPPORT_HOURS_RE,
  supportStatus,
  type ChatSupportInfo,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { settingOf } from '../system/index.ts';

export const SUPPORT_HOURS_SETTING = 'chat_support_hours';

export async function supportHours(db: DbOrTx): Promise<string> {
  const value = await settingOf(db, SUPPORT_HOURS_SETTING);
  return typeof value === 'string' && CHAT_SUPPORT_HOURS_RE.test(value.trim())
    ? value.trim()
    : CHAT_SUPPORT_HOURS_DEFAULT;
}

export async function supportInfo(db: DbOrTx, now: Date): Promise<ChatSupportInfo> {
  const status = supportStatus(await supportHours(db), now);
  return {
    online: status.online,
    hours: status.hours,
    reply_from: Math.floor(status.opensAt.getTime() / 1000),
  };
}

/**
 * The search box of the operator queues (`q`): digits name an item or a user by id (both
 * are tried); anything else is part of the user's account (email or mobile), matched
 * case-insensitively with `%`, `_` and `\` taken literally. Empty: no filter.
 */
import { eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from './tables.ts';

const MAX_INT4 = 2 ** 31 - 1;

export function deskSearch(
  q: string | undefined,
  columns: { itemId: AnyColumn; userId: AnyColumn },
): SQL | undefined {
  const text = q?.trim() ?? '';
  if (!text) return undefined;
  if (/^\d{1,10}$/.test(text) && Number(text) <= MAX_INT4) {
    const id = Number(text);
    return or(eq(columns.itemId, id), eq(columns.userId, id));
  }
  // A longer number names no row (the ids are 4-byte); it is still searched as text.
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  // A subquery, so each list's count needs no join with users.
  return sql`${columns.userId} in (select ${users.id} from ${users} where ${users.account} ilike ${pattern})`;
}

/**
 * Mail messages (the mailMessage pages): a user sees their own messages and broadcasts
 * (user_id null), never another user's. Read flags live in mail_reads, one row per user
 * and message, so a broadcast is read or unread for each user separately.
 */
import { and, count, desc, eq, isNull, lte, or } from 'drizzle-orm';
import {
  LANGS,
  translate,
  type Lang,
  type MailDetail,
  type MailItem,
  type MailPage,
  type MessageKey,
  type MessageParams,
} from '@bourse/shared';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { localized, toDateTime, toSeconds, type LocalizedText } from '../system/index.ts';
import { sanitizeHtml } from './html.ts';
import { mailMessages, mailReads } from './tables.ts';

const SUMMARY_CHARS = 80;

/** The messages `userId` may read: their own and broadcasts already sent. */
const readableBy = (userId: number, clock: Clock) =>
  and(
    or(eq(mailMessages.userId, userId), isNull(mailMessages.userId)),
    lte(mailMessages.createdAt, clock.now()),
  );

/** Plain text from our limited HTML, for a one-line preview. */
export function plainSummary(html: string, maxChars = SUMMARY_CHARS): string {
  const text = html
    // Inline tags join their neighbours; block tags separate words.
    .replace(/<\/?(strong|a|em|b|i|span)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > maxChars
    ? `${chars
        .slice(0, maxChars - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

type Row = { message: typeof mailMessages.$inferSelect; readAt: Date | null };

function mailItem({ message, readAt }: Row, lang: Lang): MailItem {
  return {
    id: message.id,
    title: localized(message.title, lang),
    abstract: plainSummary(localized(message.body, lang)),
    is_broadcast: message.userId === null,
    is_read: readAt !== null,
    created_at: toSeconds(message.createdAt),
    create_time: toDateTime(message.createdAt),
  };
}

const withReadFlag = (db: DbOrTx, userId: number) =>
  db
    .select({ message: mailMessages, readAt: mailReads.readAt })
    .from(mailMessages)
    .leftJoin(
      mailReads,
      and(eq(mailReads.messageId, mailMessages.id), eq(mailReads.userId, userId)),
    );

export async function listMail(
  db: DbOrTx,
  clock: Clock,
  lang: Lang,
  userId: number,
  q: { page: number; limit: number },
): Promise<MailPage> {
  const where = readableBy(userId, clock);
  const rows = await withReadFlag(db, userId)
    .where(where)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [totals] = await db
    .select({ total: count(), read: count(mailReads.messageId) })
    .from(mailMessages)
    .leftJoin(
      mailReads,
      and(eq(mailReads.messageId, mailMessages.id), eq(mailReads.userId, userId)),
    )
    .where(where);
  const total = totals?.total ?? 0;
  return {
    list: rows.map((r) => mailItem(r, lang)),
    total,
    page: q.page,
    limit: q.limit,
    unread: total - (totals?.read ?? 0),
  };
}

/** One message, marked read. Another user's message does not exist as far as this user knows. */
export async function mailDetail(
  db: DbOrTx,
  clock: Clock,
  lang: Lang,
  userId: number,
  id: number,
): Promise<MailDetail> {
  const [row] = await withReadFlag(db, userId).where(
    and(eq(mailMessages.id, id), readableBy(userId, clock)),
  );
  if (!row) return fail('errors.messageNotFound');
  const readAt = row.readAt ?? clock.now();
  if (!row.readAt) {
    await db.insert(mailReads).values({ messageId: id, userId, readAt }).onConflictDoNothing();
  }
  return {
    ...mailItem({ ...row, readAt }, lang),
    content: sanitizeHtml(localized(row.message.body, lang)),
  };
}

/** Marks every readable message read; answers how many were newly marked. */
export async function readAllMail(
  db: DbOrTx,
  clock: Clock,
  userId: number,
): Promise<{ count: number }> {
  const unread = await withReadFlag(db, userId).where(
    and(readableBy(userId, clock), isNull(mailReads.messageId)),
  );
  if (unread.length === 0) return { count: 0 };
  const readAt = clock.now();
  await db
    .insert(mailReads)
    .values(unread.map((r) => ({ messageId: r.message.id, userId, readAt })))
    .onConflictDoNothing();
  return { count: unread.length };
}

/** A notice's title and body keys: `notify.<key>.title` and `notify.<key>.body`. */
export type NoticeKey =
  | 'depositConfirmed'
  | 'withdrawalSent'
  | 'kycApproved'
  | 'kycRejected'
  | 'orderFilledBuy'
  | 'orderFilledSell';

const escapeText = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One text per language from a catalogue key; parameters are escaped (the body is HTML). */
function inEveryLang(key: MessageKey, params: Record<string, string>): LocalizedText {
  const safe: MessageParams = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, escapeText(v)]),
  );
  return Object.fromEntries(LANGS.map((lang) => [lang, translate(lang, key, safe)]));
}

/** The mail row of a notice, in every language. */
function noticeValues(
  at: Date,
  userId: number,
  key: NoticeKey,
  params: Record<string, string>,
  dedupeKey: string | null,
) {
  const body = inEveryLang(`notify.${key}.body` as MessageKey, params);
  return {
    userId,
    dedupeKey,
    title: inEveryLang(`notify.${key}.title` as MessageKey, {}),
    body: Object.fromEntries(Object.entries(body).map(([l, t]) => [l, `<p>${t}</p>`])),
    createdAt: at,
  };
}

/**
 * Writes a message to one user (Messages, `GET /mailMessage/getList`) in every language,
 * in the caller's transaction, so the notice exists exactly when the event does. Give
 * `dedupeKey` (e.g. `deposit.confirmed:<id>`) where the event could be recorded twice:
 * the second write is skipped.
 */
export async function notifyUser(
  tx: DbOrTx,
  at: Date,
  userId: number,
  key: NoticeKey,
  params: Record<string, string> = {},
  dedupeKey?: string,
): Promise<void> {
  await tx
    .insert(mailMessages)
    .values(noticeValues(at, userId, key, params, dedupeKey ?? null))
    .onConflictDoNothing({ target: mailMessages.dedupeKey });
}

/**
 * The same notice as a row for a ledger unit of work (`ledger.insert(noticeRow(...))`):
 * written by the statement that moves the money it reports, at no statement of its own.
 * For a decision the work's own guard makes once (a deposit confirmed, a withdrawal sent).
 */
export function noticeRow(
  at: Date,
  userId: number,
  key: NoticeKey,
  params: Record<string, string> = {},
): { table: typeof mailMessages; values: Record<string, unknown> } {
  return { table: mailMessages, values: noticeValues(at, userId, key, params, null) };
}

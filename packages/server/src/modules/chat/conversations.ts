/**
 * The user's side of the chat. Every call takes the conversation from the session's user,
 * never from an id in the request: a message id of someone else's conversation is answered
 * like a missing one.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  CHAT_FAQ_PATH,
  CHAT_RATE_MAX,
  CHAT_RATE_WINDOW_MS,
  ChatSender,
  ChatStatus,
  supportStatus,
  translate,
  type ChatHistoryPage,
  type ChatHistoryQuery,
  type ChatMessageItem,
  type ChatSendBody,
  type Lang,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { toDateTime } from '../system/index.ts';
import { ownUploadPath } from '../uploads/index.ts';
import { supportHours } from './config.ts';
import { chatConversations, chatMessages } from './tables.ts';
import { historyPage, messageItem, type ConversationRow, type MessageRow } from './views.ts';

const openOf = (userId: number) =>
  and(eq(chatConversations.userId, userId), eq(chatConversations.status, ChatStatus.open));

/** The user's open conversation, or undefined. */
export async function findOpen(db: DbOrTx, userId: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(openOf(userId)).limit(1);
  return row;
}

/**
 * Bourse's first reply in the user's language: the welcome with the FAQ link and, outside
 * the support hours, the offline notice with the expected reply time.
 */
async function cannedReplies(
  db: DbOrTx,
  conversationId: number,
  lang: Lang,
  now: Date,
): Promise<MessageRow[]> {
  const status = supportStatus(await supportHours(db), now);
  const rows = [
    {
      conversationId,
      sender: ChatSender.system,
      text: translate(lang, 'chat.welcome'),
      links: [{ label: translate(lang, 'chat.faqLink'), url: CHAT_FAQ_PATH }],
      createdAt: now,
    },
  ];
  if (!status.online) {
    rows.push({
      conversationId,
      sender: ChatSender.system,
      text: translate(lang, 'chat.offline', {
        hours: status.hours,
        time: toDateTime(status.opensAt).slice(0, 16),
      }),
      links: [],
      createdAt: now,
    });
  }
  return db.insert(chatMessages).values(rows).returning();
}

/**
 * The user's open conversation, created with the canned replies when there is none. Two
 * first calls at once meet at the partial unique index: one creates, the other reads it.
 */
export async function ensureOpen(
  ctx: AppContext,
  tx: DbOrTx,
  userId: number,
  lang: Lang,
): Promise<{ row: ConversationRow; created: MessageRow[] }> {
  const now = ctx.clock.now();
  const [made] = await tx
    .insert(chatConversations)
    .values({ userId, status: ChatStatus.open, lang, createdAt: now })
    .onConflictDoNothing({
      target: chatConversations.userId,
      where: sql`${chatConversations.status} = 'open'`,
    })
    .returning();
  if (made) return { row: made, created: await cannedReplies(tx, made.id, lang, now) };
  const row = (await findOpen(tx, userId)) ?? fail('errors.chatNotFound');
  return { row, created: [] };
}

/** `POST /chat/open`: the open conversation (made now if needed) and what it created. */
export async function openConversation(
  ctx: AppContext,
  userId: number,
  lang: Lang,
): Promise<{ row: ConversationRow; created: MessageRow[] }> {
  const existing = await findOpen(ctx.db, userId);
  if (existing) return { row: existing, created: [] };
  return ctx.db.transaction((tx) => ensureOpen(ctx, tx, userId, lang));
}

/**
 * `POST /chat/send`: text and/or one image of the user's own uploads, into the open
 * conversation. Refusals (empty, someone else's image, too fast) write nothing: the rate is
 * counted in the database under the conversation's row lock, so it holds across processes.
 */
export async function sendMessage(
  ctx: AppContext,
  userId: number,
  lang: Lang,
  body: ChatSendBody,
): Promise<{ message: MessageRow; created: MessageRow[] }> {
  if (body.text === '' && body.image === undefined) fail('errors.chatEmpty');
  const image =
    body.image === undefined
      ? null
      : ((await ownUploadPath(ctx.db, userId, body.image)) ?? fail('errors.chatImageInvalid'));
  return ctx.db.transaction(async (tx) => {
    const { row, created } = await ensureOpen(ctx, tx, userId, lang);
    await tx.execute(sql`select 1 from ${chatConversations} where id = ${row.id} for update`);
    const now = ctx.clock.now();
    const [recent] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(
        and(
          eq(chatConversations.userId, userId),
          eq(chatMessages.sender, ChatSender.user),
          gt(chatMessages.createdAt, new Date(now.getTime() - CHAT_RATE_WINDOW_MS)),
        ),
      );
    if (recent!.n >= CHAT_RATE_MAX) {
      fail('errors.chatTooFast', { max: CHAT_RATE_MAX, seconds: CHAT_RATE_WINDOW_MS / 1000 });
    }
    const [message] = await tx
      .insert(chatMessages)
      .values({
        conversationId: row.id,
        sender: ChatSender.user,
        text: body.text,
        image,
        createdAt: now,
      })
      .returning();
    return { message: message!, created };
  });
}

/** `GET /chat/messages`: the user's history across their conversations, newest first. */
export function userHistory(
  ctx: AppContext,
  userId: number,
  query: ChatHistoryQuery,
): Promise<ChatHistoryPage> {
  return historyPage(ctx, ctx.db, eq(chatConversations.userId, userId), query.before, query.limit);
}

/**
 * `POST /chat/read`: the user has read up to `messageId`, a message of their open
 * conversation (any other id is answered as not found). The mark never moves back.
 */
export async function markUserRead(
  ctx: AppContext,
  userId: number,
  messageId: number,
): Promise<{ conversationId: number; readId: number }> {
  const [found] = await ctx.db
    .select({ conversationId: chatMessages.conversationId })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.id, messageId), openOf(userId)))
    .limit(1);
  if (!found) return fail('errors.notFound');
  const [row] = await ctx.db
    .update(chatConversations)
    .set({ userReadId: sql`greatest(${chatConversations.userReadId}, ${messageId})` })
    .where(eq(chatConversations.id, found.conversationId))
    .returning({ readId: chatConversations.userReadId });
  return { conversationId: found.conversationId, readId: row!.readId };
}

/** Pushes messages to the user's own sockets (their other devices, or support's reply). */
export function announceMessages(
  ctx: AppContext,
  userId: number,
  rows: MessageRow[],
): ChatMessageItem[] {
  const items = rows.map((r) => messageItem(ctx, r));
  for (const item of items) ctx.realtime.toUser(userId, 'chat_message', item);
  return items;
}

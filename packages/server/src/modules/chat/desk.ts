/**
 * The operators' side (role support; admin holds every role): the queue, claim, reply,
 * read and close. A claim is one conditional UPDATE, so of several operators claiming at
 * once exactly one holds the conversation; only the holder replies.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  ChatSender,
  ChatStatus,
  translate,
  type ChatClaimReply,
  type ChatHistoryPage,
  type ChatHistoryQuery,
  type ChatOperatorRef,
  type ChatQueueItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { operators, recordAudit } from '../admin/index.ts';
import { chatConversations, chatMessages } from './tables.ts';
import { historyPage, messageItem, type ConversationRow, type MessageRow } from './views.ts';

/** The queue's length at most: the oldest unclaimed come first. */
const QUEUE_MAX = 200;

async function operatorRef(db: DbOrTx, id: number): Promise<ChatOperatorRef> {
  const [row] = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(eq(operators.id, id));
  return row ?? { id, name: `#${id}` };
}

async function conversationOf(db: DbOrTx, id: number, lock = false): Promise<ConversationRow> {
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? fail('errors.chatNotFound');
}

/** `GET /admin/chat/queue`: open conversations, unclaimed first, each with its last message and unread count. */
export async function chatQueue(ctx: AppContext): Promise<ChatQueueItem[]> {
  const lastId = sql<
    number | null
  >`(select max(m.id) from ${chatMessages} m where m.conversation_id = ${chatConversations.id})`;
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender = 'user' and m.id > ${chatConversations.operatorReadId})`;
  const rows = await ctx.db
    .select({
      conversation: chatConversations,
      holder: { id: operators.id, name: operators.name },
      lastId,
      unread,
    })
    .from(chatConversations)
    .leftJoin(operators, eq(operators.id, chatConversations.claimedBy))
    .where(eq(chatConversations.status, ChatStatus.open))
    .orderBy(sql`${chatConversations.claimedBy} is not null`, asc(chatConversations.id))
    .limit(QUEUE_MAX);
  const ids = rows.map((r) => Number(r.lastId)).filter((id) => id > 0);
  const last = ids.length
    ? await ctx.db.select().from(chatMessages).where(inArray(chatMessages.id, ids))
    : [];
  const byId = new Map(last.map((m) => [m.id, m]));
  return rows.map(({ conversation: c, holder, lastId: l, unread: n }) => {
    const message = l === null ? undefined : byId.get(Number(l));
    return {
      id: c.id,
      user_id: c.userId,
      status: c.status,
      claimed_by: c.claimedBy !== null && holder ? { id: holder.id, name: holder.name } : null,
      last_message: message ? messageItem(ctx, message) : null,
      unread: Number(n),
      created_at: Math.floor(c.createdAt.getTime() / 1000),
    };
  });
}

/** `GET /admin/chat/:id/messages`: one conversation's history, newest first. */
export async function operatorHistory(
  ctx: AppContext,
  id: number,
  query: ChatHistoryQuery,
): Promise<ChatHistoryPage> {
  await conversationOf(ctx.db, id);
  return historyPage(ctx, ctx.db, eq(chatConversations.id, id), query.before, query.limit);
}

/**
 * `POST /admin/chat/:id/claim`: taken when unclaimed (or already this operator's). A loser
 * is told who holds it.
 */
export async function claimConversation(
  ctx: AppContext,
  operatorId: number,
  id: number,
): Promise<ChatClaimReply> {
  const [won] = await ctx.db
    .update(chatConversations)
    .set({ claimedBy: operatorId, claimedAt: ctx.clock.now() })
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.status, ChatStatus.open),
        or(isNull(chatConversations.claimedBy), eq(chatConversations.claimedBy, operatorId)),
      ),
    )
    .returning({ id: chatConversations.id });
  if (won) return { id, claimed_by: await operatorRef(ctx.db, operatorId) };
  const row = await conversationOf(ctx.db, id);
  if (row.status !== ChatStatus.open) return fail('errors.chatClosed');
  return fail('errors.chatClaimedBy', { name: (await operatorRef(ctx.db, row.claimedBy!)).name });
}

/** `POST /admin/chat/:id/reply`: text from the operator holding the conversation. */
export async function replyToConversation(
  ctx: AppContext,
  operatorId: number,
  id: number,
  text: string,
): Promise<{ userId: number; message: MessageRow }> {
  return ctx.db.transaction(async (tx) => {
    const row = await conversationOf(tx, id, true);
    if (row.status !== ChatStatus.open) fail('errors.chatClosed');
    if (row.claimedBy !== operatorId) fail('errors.chatNotClaimant');
    const [message] = await tx
      .insert(chatMessages)
      .values({
        conversationId: id,
        sender: ChatSender.operator,
        operatorId,
        text,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return { userId: row.userId, message: message! };
  });
}

/**
 * `POST /admin/chat/:id/read`: the operators have read up to `messageId` (a message of this
 * conversation), or everything. The mark never moves back.
 */
export async function markOperatorRead(
  ctx: AppContext,
  id: number,
  messageId: number | undefined,
): Promise<{ userId: number; readId: number }> {
  const row = await conversationOf(ctx.db, id);
  const [target] = await ctx.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      messageId === undefined
        ? eq(chatMessages.conversationId, id)
        : and(eq(chatMessages.conversationId, id), eq(chatMessages.id, messageId)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(1);
  if (!target)
    return messageId === undefined
      ? { userId: row.userId, readId: row.operatorReadId }
      : fail('errors.notFound');
  const [updated] = await ctx.db
    .update(chatConversations)
    .set({ operatorReadId: sql`greatest(${chatConversations.operatorReadId}, ${target.id})` })
    .where(eq(chatConversations.id, id))
    .returning({ readId: chatConversations.operatorReadId });
  return { userId: row.userId, readId: updated!.readId };
}

/**
 * `POST /admin/chat/:id/close`: closed with Bourse's notice to the user (in the language it
 * was opened in) and an audit row, in one transaction. The user's next message opens a new
 * conversation.
 */
export async function closeConversation(
  ctx: AppContext,
  operatorId: number,
  id: number,
  reason: string | undefined,
): Promise<{ userId: number; notice: MessageRow }> {
  return ctx.db.transaction(async (tx) => {
    const row = await conversationOf(tx, id, true);
    if (row.status !== ChatStatus.open) fail('errors.chatClosed');
    const now = ctx.clock.now();
    await tx
      .update(chatConversations)
      .set({ status: ChatStatus.closed, closedAt: now, closedBy: operatorId })
      .where(eq(chatConversations.id, id));
    const [notice] = await tx
      .insert(chatMessages)
      .values({
        conversationId: id,
        sender: ChatSender.system,
        text: translate(row.lang, 'chat.closed'),
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'chat.close',
      targetTable: 'chat_conversations',
      targetId: id,
      reason,
      detail: { userId: row.userId, claimedBy: row.claimedBy },
      at: now,
    });
    return { userId: row.userId, notice: notice! };
  });
}

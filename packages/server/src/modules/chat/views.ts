/** The chat's reply shapes: a message with its image signed, a conversation for its user. */
import { desc, eq, and, lt, type SQL } from 'drizzle-orm';
import type { ChatConversationView, ChatHistoryPage, ChatMessageItem } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { signedUploadUrl } from '../uploads/index.ts';
import { supportInfo } from './config.ts';
import { chatConversations, chatMessages } from './tables.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;

export function messageItem(ctx: AppContext, row: MessageRow): ChatMessageItem {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender: row.sender,
    text: row.text,
    image: row.image ? signedUploadUrl(ctx, row.image) : '',
    links: row.links ?? [],
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export async function conversationView(
  ctx: AppContext,
  row: ConversationRow,
): Promise<ChatConversationView> {
  return {
    id: row.id,
    status: row.status,
    claimed: row.claimedBy !== null,
    user_read_id: row.userReadId,
    operator_read_id: row.operatorReadId,
    support: await supportInfo(ctx.db, ctx.clock.now()),
  };
}

/**
 * A page of messages, newest first, older than `before`: `scope` picks the conversation(s)
 * (a user's own, or the one an operator opened). One more row than asked tells `has_more`.
 */
export async function historyPage(
  ctx: AppContext,
  db: DbOrTx,
  scope: SQL,
  before: number | undefined,
  limit: number,
): Promise<ChatHistoryPage> {
  const rows = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(before === undefined ? scope : and(scope, lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return {
    messages: rows.slice(0, limit).map((r) => messageItem(ctx, r.message)),
    has_more: rows.length > limit,
  };
}

/**
 * Customer service chat (issue 14; spec pages kefu/index and kf/kf): the request payloads,
 * the reply shapes and the realtime pushes. A user's routes never name a conversation: the
 * session's own is used. Text is plain text, stored as sent and shown as text, never HTML.
 */
import { z } from 'zod';
import {
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  CHAT_TEXT_MAX,
  type ChatSender,
  type ChatStatus,
} from '../chat.ts';
import { bigIdField, langField } from './common.ts';

/** Blank and absent are the same on the form wire. */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A message's text: trimmed, at most CHAT_TEXT_MAX characters; empty when only an image goes. */
const messageText = z.string().trim().max(CHAT_TEXT_MAX).default('');
/** An upload of the sender's (the path or the URL `POST /api/upload` answered). */
const imageField = z.preprocess(blankAsMissing, z.string().trim().max(500).optional());

/** `POST /api/chat/open` and an operator's claim: nothing but the language. */
export const chatOpenBody = z.object({ lang: langField });

/** `POST /api/chat/send {text?, image?}`: at least one of them. */
export const chatSendBody = z.object({ text: messageText, image: imageField, lang: langField });
export type ChatSendBody = z.infer<typeof chatSendBody>;

/** History, newest first: `before` is the oldest id the screen holds. */
export const chatHistoryQuery = z.object({
  before: z.preprocess(blankAsMissing, bigIdField.optional()),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(CHAT_PAGE_DEFAULT)
    .transform((n) => Math.min(n, CHAT_PAGE_MAX)),
  lang: langField,
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuery>;

/** `POST /api/chat/read {message_id}`: everything up to this message was seen. */
export const chatReadBody = z.object({ message_id: bigIdField, lang: langField });

/** `POST /api/admin/chat/:id/reply {text}`: an operator writes text only. */
export const chatReplyBody = z.object({
  text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  lang: langField,
});

/** `POST /api/admin/chat/:id/read {message_id?}`: up to this message, or all of it. */
export const chatOperatorReadBody = z.object({
  message_id: z.preprocess(blankAsMissing, bigIdField.optional()),
  lang: langField,
});

/** `POST /api/admin/chat/:id/close {reason?}` (audited). */
export const chatCloseBody = z.object({
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});

/** `/api/admin/chat/:id/...`: a conversation id (bigserial). */
export const chatIdParams = z.object({ id: bigIdField });

export interface ChatLink {
  label: string;
  /** An app route, e.g. `/pages/common/faq`. */
  url: string;
}

export interface ChatMessageItem {
  id: number;
  conversation_id: number;
  sender: ChatSender;
  /** Plain text: the screen shows it as text, never as markup. */
  text: string;
  /** A signed URL of the image, or ''. */
  image: string;
  /** Links a system message offers (the FAQ). */
  links: ChatLink[];
  /** Unix seconds. */
  created_at: number;
}

export interface ChatSupportInfo {
  online: boolean;
  /** `HH:MM-HH:MM`, UTC. */
  hours: string;
  /** Unix seconds of the next shift's start (now when online): the expected reply time. */
  reply_from: number;
}

/** The user's conversation (`POST /api/chat/open`). */
export interface ChatConversationView {
  id: number;
  status: ChatStatus;
  /** Whether an operator has taken it. */
  claimed: boolean;
  /** The last message each side has read (0 for none). */
  user_read_id: number;
  operator_read_id: number;
  support: ChatSupportInfo;
}

/** One page of history, newest first; `has_more` when older messages exist. */
export interface ChatHistoryPage {
  messages: ChatMessageItem[];
  has_more: boolean;
}

export interface ChatOperatorRef {
  id: number;
  name: string;
}

/** A row of the operators' queue (`GET /api/admin/chat/queue`). */
export interface ChatQueueItem {
  id: number;
  user_id: number;
  status: ChatStatus;
  claimed_by: ChatOperatorRef | null;
  last_message: ChatMessageItem | null;
  /** The user's messages the operators have not read. */
  unread: number;
  created_at: number;
}

/** What `claim` answers: who holds the conversation now. */
export interface ChatClaimReply {
  id: number;
  claimed_by: ChatOperatorRef;
}

/** `chat_read`: a side read up to `message_id`. */
export interface ChatReadEvent {
  conversation_id: number;
  side: 'user' | 'operator';
  message_id: number;
}

declare module './realtime.ts' {
  interface ServerToClientEvents {
    /** A message in the user's conversation (theirs from another device, support's, Bourse's). */
    chat_message: (message: ChatMessageItem) => void;
    chat_read: (event: ChatReadEvent) => void;
  }
}

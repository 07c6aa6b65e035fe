/**
 * Customer service chat (issue 14): the conversation (`POST /chat/open`, which creates it
 * with the canned reply the first time), the history pages (`GET /chat/messages`, newest
 * first, `before` cursor), sending and read receipts. Keys carry the token: the cache is
 * the caller's own conversation. Realtime pushes land in these same caches (useChatLive).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ChatConversationView,
  ChatHistoryPage,
  ChatMessageItem,
  ChatReadEvent,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { session } from '../../store/session.ts';

export const CHAT_KEYS = { conversation: 'chat.conversation', history: 'chat.history' } as const;
export const CHAT_PAGE = 20;

const tokenKey = () => session.get().token ?? '';

export const conversationQuery = () =>
  queryOptions({
    queryKey: [CHAT_KEYS.conversation, tokenKey()],
    queryFn: () => api.post<ChatConversationView>('/chat/open', {}, { quiet: true }),
    // Opening is cheap and idempotent; a failed first load is shown with a retry button.
    retry: 1,
    staleTime: 30_000,
  });

export const historyQuery = () =>
  infiniteQueryOptions({
    queryKey: [CHAT_KEYS.history, tokenKey()],
    queryFn: ({ pageParam }) =>
      api.get<ChatHistoryPage>(
        '/chat/messages',
        { limit: CHAT_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        { quiet: true },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.has_more ? last.messages[last.messages.length - 1]?.id : undefined,
    // Pushes keep the newest page current; no polling.
    staleTime: Infinity,
    retry: 1,
  });

export const sendMessage = (fields: { text: string; image?: string }) =>
  api.post<ChatMessageItem>('/chat/send', fields, { silent: true, quiet: true });

export const markRead = (messageId: number) =>
  api.post<ChatReadEvent>('/chat/read', { message_id: messageId }, { silent: true, quiet: true });

/** Puts a message at the top of the newest page (once: a push and a reply may both bring it). */
export function addMessage(client: QueryClient, message: ChatMessageItem): void {
  client.setQueryData<InfiniteData<ChatHistoryPage, number>>(historyQuery().queryKey, (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    const page = first ?? { messages: [], has_more: false };
    return { ...data, pages: [{ ...page, messages: [message, ...page.messages] }, ...rest] };
  });
  // A message of another conversation (the user's next one after a close): refresh its state.
  const view = client.getQueryData<ChatConversationView>(conversationQuery().queryKey);
  if (!view || view.id !== message.conversation_id || message.sender === 'system') {
    void client.invalidateQueries({ queryKey: conversationQuery().queryKey });
  }
}

/** A read receipt moves the side's mark forward, never back. */
export function applyRead(client: QueryClient, event: ChatReadEvent): void {
  client.setQueryData<ChatConversationView>(conversationQuery().queryKey, (view) => {
    if (!view || view.id !== event.conversation_id) return view;
    const field = event.side === 'user' ? 'user_read_id' : 'operator_read_id';
    return { ...view, [field]: Math.max(view[field], event.message_id) };
  });
}

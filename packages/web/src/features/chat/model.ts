/** Pure helpers of the chat screen: the thread in reading order, day breaks, times, read state. */
import type { ChatHistoryPage, ChatMessageItem } from '@bourse/shared';

/** Every loaded message, oldest first, each once. */
export function thread(pages: ChatHistoryPage[] | undefined): ChatMessageItem[] {
  const seen = new Set<number>();
  const all: ChatMessageItem[] = [];
  for (const page of pages ?? []) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      all.push(m);
    }
  }
  return all.sort((a, b) => a.id - b.id);
}

const dayOf = (seconds: number) => new Date(seconds * 1000).toDateString();

/** Whether a date line goes above message `i` (the first, or a new local day). */
export const startsDay = (messages: ChatMessageItem[], i: number): boolean =>
  i === 0 || dayOf(messages[i - 1]!.created_at) !== dayOf(messages[i]!.created_at);

/** `HH:mm` in the phone's time zone. */
export function clockTime(seconds: number, locale: string): string {
  return new Date(seconds * 1000).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

export function dayLabel(seconds: number, locale: string): string {
  return new Date(seconds * 1000).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** The newest message from the other side (support or Bourse) the user has not marked read. */
export function unreadFromSupport(messages: ChatMessageItem[], readId: number): number | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.sender !== 'user') return m.id > readId ? m.id : undefined;
  }
  return undefined;
}

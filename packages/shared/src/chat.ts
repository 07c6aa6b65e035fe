/**
 * Customer service chat (issue 14, spec pages kefu/index and kf/kf): who writes a message,
 * a conversation's states, the message limits and the support hours, shared by the server
 * that stores and refuses and the screen that shows the offline notice.
 */

/** Who wrote a message: the user, an operator (role support), or Bourse itself. */
export const ChatSender = { user: 'user', operator: 'operator', system: 'system' } as const;
export type ChatSender = (typeof ChatSender)[keyof typeof ChatSender];
export const CHAT_SENDERS = Object.values(ChatSender) as [ChatSender, ...ChatSender[]];

/** A user has at most one `open` conversation; an operator closes it. */
export const ChatStatus = { open: 'open', closed: 'closed' } as const;
export type ChatStatus = (typeof ChatStatus)[keyof typeof ChatStatus];
export const CHAT_STATUSES = Object.values(ChatStatus) as [ChatStatus, ...ChatStatus[]];

/** A message's text, after trimming. */
export const CHAT_TEXT_MAX = 1000;
/** Messages a user may send per window (the server counts them in the database). */
export const CHAT_RATE_MAX = 10;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** History page size: the default and the largest. */
export const CHAT_PAGE_DEFAULT = 20;
export const CHAT_PAGE_MAX = 50;

/** Where the canned first reply points (the FAQ page of the app). */
export const CHAT_FAQ_PATH = '/pages/common/faq';

/** The `chat_support_hours` setting: `HH:MM-HH:MM`, UTC; the end may be past midnight. */
export const CHAT_SUPPORT_HOURS_DEFAULT = '01:00-13:00';
export const CHAT_SUPPORT_HOURS_RE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

export interface SupportStatus {
  /** Whether operators are at work at `now`. */
  online: boolean;
  /** The hours shown to the user, `HH:MM-HH:MM` UTC. */
  hours: string;
  /** When the next shift starts (now when online): the expected reply time. */
  opensAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * Whether support is staffed at `now` and when it next opens, from `HH:MM-HH:MM` UTC. A
 * value that does not parse, or an empty range (start = end), falls back to the default.
 */
export function supportStatus(hours: string, now: Date): SupportStatus {
  const m = CHAT_SUPPORT_HOURS_RE.exec(hours);
  if (!m || `${m[1]}:${m[2]}` === `${m[3]}:${m[4]}`) {
    return supportStatus(CHAT_SUPPORT_HOURS_DEFAULT, now);
  }
  const start = (Number(m[1]) * 60 + Number(m[2])) * 60_000;
  const end = (Number(m[3]) * 60 + Number(m[4])) * 60_000;
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const t = now.getTime() - dayStart;
  const online = start < end ? t >= start && t < end : t >= start || t < end;
  const opensAt = online ? now : new Date(dayStart + start + (t >= start ? DAY_MS : 0));
  return { online, hours, opensAt };
}

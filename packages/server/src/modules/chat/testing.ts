/**
 * Chat test helpers: an app on a frozen clock (a Monday 10:00 UTC, inside the default
 * support hours), users, operators of a given role, an image upload, and the screen's and
 * the desk's calls.
 */
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type {
  ChatClaimReply,
  ChatConversationView,
  ChatHistoryPage,
  ChatMessageItem,
  ChatQueueItem,
  ChatReadEvent,
  OperatorRole,
} from '@bourse/shared';
import { count } from 'drizzle-orm';
import { ManualClock } from '../../clock.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { forgetSettings, settings } from '../system/index.ts';
import { person, type Person } from '../wallet/testing.ts';
import { chatConversations, chatMessages } from './tables.ts';
import { loginOperator } from '../admin/testing.ts';

export { person, type Person };
export const NOW = '2026-03-02T10:00:00Z';

export async function chatApp(): Promise<TestApp> {
  return buildTestApp({ clock: new ManualClock(NOW) });
}

/** The app listening on a port, for real Socket.IO clients. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export async function setSupportHours(t: TestApp, hours: string): Promise<void> {
  await t.ctx.db
    .insert(settings)
    .values({ keyword: 'chat_support_hours', value: hours, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: settings.keyword, set: { value: hours } });
  forgetSettings(t.ctx.db);
}

let operatorCount = 0;
/** A signed-in operator: their token and id. */
export async function operator(
  t: TestApp,
  role: OperatorRole = 'support',
  name = `Agent ${++operatorCount}`,
): Promise<{ token: string; id: number; name: string }> {
  const email = `op${++operatorCount}@desk.test`;
  const info = await createOperator(t.ctx.db, t.clock, {
    email,
    name,
    role,
    password: 'operator-pass-123',
  });
  const login = await loginOperator(t, {
    email,
    password: 'operator-pass-123',
  });
  if (login.type !== 'ok') throw new Error(`operator login failed: ${JSON.stringify(login)}`);
  return { token: login.message, id: info.id, name };
}

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a PNG as `who`; answers the URL the upload replied. */
export async function uploadImage(t: TestApp, who: Person): Promise<string> {
  const boundary = '----bourse-chat-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: Buffer.concat([head, PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: who.token,
    },
  });
  const body = res.json() as Reply<string>;
  expect(body.type).toBe('ok');
  return body.message;
}

type Fields = Record<string, string | number | undefined>;

/** The user's screen. */
export const chat = {
  open: (t: TestApp, who: Person, lang?: string) =>
    call<ChatConversationView>(t.app, 'POST', '/chat/open', { lang }, who.token),
  send: (t: TestApp, who: Person, fields: Fields) =>
    call<ChatMessageItem>(t.app, 'POST', '/chat/send', fields, who.token),
  history: (t: TestApp, who: Person, fields: Fields = {}) =>
    call<ChatHistoryPage>(t.app, 'GET', '/chat/messages', fields, who.token),
  read: (t: TestApp, who: Person, messageId: number) =>
    call<ChatReadEvent>(t.app, 'POST', '/chat/read', { message_id: messageId }, who.token),
};

/** The operators' desk. */
export const desk = {
  queue: (t: TestApp, token: string) =>
    call<ChatQueueItem[]>(t.app, 'GET', '/admin/chat/queue', {}, token),
  history: (t: TestApp, token: string, id: number, fields: Fields = {}) =>
    call<ChatHistoryPage>(t.app, 'GET', `/admin/chat/${id}/messages`, fields, token),
  claim: (t: TestApp, token: string, id: number) =>
    call<ChatClaimReply>(t.app, 'POST', `/admin/chat/${id}/claim`, {}, token),
  reply: (t: TestApp, token: string, id: number, text: string) =>
    call<ChatMessageItem>(t.app, 'POST', `/admin/chat/${id}/reply`, { text }, token),
  read: (t: TestApp, token: string, id: number, messageId?: number) =>
    call<ChatReadEvent>(t.app, 'POST', `/admin/chat/${id}/read`, { message_id: messageId }, token),
  close: (t: TestApp, token: string, id: number, reason?: string) =>
    call<{ id: number; status: string }>(
      t.app,
      'POST',
      `/admin/chat/${id}/close`,
      { reason },
      token,
    ),
};

/** An ok reply's message (fails the test with the refusal otherwise). */
export function ok<T>(reply: Reply<T>): T {
  expect(reply.type, JSON.stringify(reply.message)).toBe('ok');
  return reply.message;
}

/** How many conversations and messages exist: a refusal must leave both unchanged. */
export async function rowCounts(t: TestApp): Promise<{ conversations: number; messages: number }> {
  const [c] = await t.ctx.db.select({ n: count() }).from(chatConversations);
  const [m] = await t.ctx.db.select({ n: count() }).from(chatMessages);
  return { conversations: c!.n, messages: m!.n };
}

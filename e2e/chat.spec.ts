/**
 * Customer service chat as people use it (issue 14): a user opens the chat, reads the
 * canned reply, and writes; an operator (through the desk's API) finds the conversation in
 * the queue, claims it, reads and replies. The reply and the read ticks appear on the
 * user's screen without a reload, through the user's realtime room.
 */
import { expect, test } from '@playwright/test';
import type { ChatQueueItem, UserInfo } from '@bourse/shared';
import { call, operatorToken, register, signIn } from './api.ts';

const stamp = Date.now();
const password = 'Chat-pass-2026';
const email = `chat-${stamp}@example.com`;

test('a user chats with support, who replies through the desk', async ({ page, request }) => {
  const token = await register(request, email, password);
  const me = await call<UserInfo>(request, 'GET', '/user/info', {}, token);
  await signIn(page, email, password);

  await page.goto('/h5/#/pages/kefu/index');
  await expect(page.getByText('Thank you for contacting Bourse support')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Frequently asked questions' })).toBeVisible();

  const question = 'Hello, my deposit of 250 USDT has not arrived yet. <b>Can you check?</b>';
  await page.getByRole('textbox', { name: 'Type a message' }).fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log');
  await expect(log.getByText(question)).toBeVisible();
  await expect(log.getByRole('img', { name: 'Sent' })).toBeVisible();

  const ops = await operatorToken(request);
  const queue = await call<ChatQueueItem[]>(request, 'GET', '/admin/chat/queue', {}, ops);
  const mine = queue.find((q) => q.user_id === me.id);
  expect(mine?.last_message?.text).toBe(question);
  expect(mine?.unread).toBe(1);
  await call(request, 'POST', `/admin/chat/${mine!.id}/claim`, {}, ops);
  await call(request, 'POST', `/admin/chat/${mine!.id}/read`, {}, ops);
  const answer =
    'Hi! I can see your deposit: it is confirming on-chain and will arrive in minutes.';
  await call(request, 'POST', `/admin/chat/${mine!.id}/reply`, { text: answer }, ops);

  // No reload: the push lands in the open screen.
  await expect(log.getByText(answer)).toBeVisible();
  await expect(log.getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(log.getByText('Support', { exact: true })).toBeVisible();
  // A clean screenshot: the sign-in toast gone.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: 'e2e/artifacts/chat.png' });
});

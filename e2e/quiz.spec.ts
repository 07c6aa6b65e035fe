/**
 * The quiz game as people use it (issue 14): an operator creates a short round through the
 * desk's API (cut-off in ~20 s, settlement 10 s later); a second player backs the other
 * side through the API; the user opens the round from the list, sees the pools, bets Up on
 * the bet sheet, watches it cut off and settle on the recorded index, and reads the price,
 * its second, the split and the outcome of their own bet, the same as the server's.
 */
import { expect, test } from '@playwright/test';
import type { QuizRoundDetail, QuizRoundItem, QuizRoundList, UserInfo } from '@bourse/shared';
import { call, operatorToken, register, signIn } from './api.ts';

const stamp = Date.now();
const password = 'Quiz-pass-2026';
const email = `quiz-${stamp}@example.com`;
const USDT = 3;

const OUTCOME_TEXT = {
  bonus_paid: 'Bonus paid',
  right: 'Right',
  missed: 'Missed',
  refunded: 'Refunded',
  pending: 'Pending',
} as const;

test('a user places a quiz bet and sees it settle', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await register(request, email, password);
  await call<UserInfo>(request, 'GET', '/user/info', {}, token);
  await call(
    request,
    'POST',
    '/dev/faucet',
    { currency: USDT, amount: '100', account: 'micro' },
    token,
  );
  const other = await register(request, `quiz-b-${stamp}@example.com`, password);
  await call(
    request,
    'POST',
    '/dev/faucet',
    { currency: USDT, amount: '100', account: 'micro' },
    other,
  );

  const ops = await operatorToken(request);
  // The scheduled rounds (seed and job) name BTC/USDT's pair id.
  const listed = await call<QuizRoundList>(request, 'GET', '/quiz/rounds');
  const btc = listed.list.find((r) => r.symbol === 'BTC/USDT')!.match_id;
  // The server's clock, not this machine's: a spec before this one may have moved it
  // forward (POST /api/dev/clock, dev routes only), and the desk checks times against it.
  const clock = await call<{ now: string }>(
    request,
    'POST',
    '/dev/clock',
    { advance_seconds: 1 },
    token,
  );
  const now = Math.floor(Date.parse(clock.now) / 1000);
  const round = await call<QuizRoundItem>(
    request,
    'POST',
    '/admin/quiz/rounds',
    {
      match_id: btc,
      kind: 'updown',
      opens_at: now - 1,
      cutoff_at: now + 20,
      settle_at: now + 30,
      fee_percent: '5',
      min_stake: '1',
      max_stake: '100',
      reason: 'browser test',
    },
    ops,
  );
  await call(
    request,
    'POST',
    '/quiz/bet',
    { round_id: round.id, side: 'down', amount: '5' },
    other,
  );

  await signIn(page, email, password);
  await page.goto('/h5/#/pages/game/game');
  const card = page.locator(`[data-round="${round.id}"]`);
  await expect(card.getByText('Guessing')).toBeVisible();
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: 'e2e/artifacts/quiz-list.png' });
  await card.click();

  await expect(page.getByText('Account balance (Options account)')).toBeVisible();
  await expect(page.getByText('Up 0 · Down 1')).toBeVisible();
  await page.getByRole('textbox', { name: 'Bet amount' }).fill('10');
  // Up 10 against Down 5, fee 5%: 15 x 0.95 = 14.25 if Up is right.
  await expect(page.getByText('14.25', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/quiz-bet.png', fullPage: true });
  await page.getByRole('button', { name: 'Bet Up' }).click();
  await expect(page.getByText('Bet placed')).toBeVisible();
  const mine = page.locator('[data-bet]');
  await expect(mine.getByText('Pending')).toBeVisible();
  await expect(page.getByText('Up 1 · Down 1')).toBeVisible();

  // The cut-off, then the settlement on the recorded index: the page polls, no reload.
  await expect(page.getByText('Cut off', { exact: true })).toBeVisible({ timeout: 20_000 });
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Over', { exact: true })).toBeVisible();

  const settled = await call<QuizRoundDetail>(
    request,
    'GET',
    '/quiz/round',
    { id: round.id },
    token,
  );
  expect(settled.state).toBe('over');
  expect(settled.result?.total).toBe('15');
  await expect(result.getByText(settled.result!.price.price, { exact: true })).toBeVisible();
  await expect(result.getByText(settled.result!.price.source)).toBeVisible();
  const outcome = settled.my_bets[0]!.outcome;
  expect(outcome).not.toBe('pending');
  await expect(mine.getByText(OUTCOME_TEXT[outcome])).toBeVisible();
  if (settled.result!.refund) {
    await expect(result.getByText(/refunded in full/)).toBeVisible();
  } else {
    await expect(result.getByText(/⌊\(T − fee\) × stake ÷ W⌋/)).toBeVisible();
  }
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: 'e2e/artifacts/quiz-round.png', fullPage: true });

  await page.goto('/h5/#/pages/game/game?tab=mine');
  await expect(page.getByText(OUTCOME_TEXT[outcome]).first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/quiz-my-bets.png' });
});

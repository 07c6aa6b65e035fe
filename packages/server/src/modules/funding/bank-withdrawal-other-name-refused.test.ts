/**
 * A bank payout goes to the verified person only: a card in another name (saved before the
 * rule, say) is refused at withdrawal too, nothing is frozen; the desk sees the holder.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminWithdrawalView, Page } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { bankCards } from '../wallet/index.ts';
import {
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  saveCard,
  withdrawToBank,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

it('refuses a saved card whose holder is not the verified name, and shows the holder to the desk', async () => {
  const mia = await customer(f);
  await fund(f, mia, USDT, '500');
  await saveCard(f, mia, 'domestic', { real_name: 'jane   doe' });

  // The card's holder changed behind the rule's back (an old row): no payout to it.
  await f.t.ctx.db
    .update(bankCards)
    .set({ realName: 'John Roe' })
    .where(and(eq(bankCards.userId, mia.id), eq(bankCards.kind, 'domestic')));
  const r = await withdrawToBank(f, mia, { amount: '150', bank: 'domestic' });
  expect(r).toMatchObject({ type: 'error' });
  expect(r.message).toMatch(/^The account holder must be your verified name \(J/);
  expect(await balanceOf(f, mia, USDT, 'change')).toEqual({ available: '500', frozen: '0' });

  // In the verified name (any case and spacing) the payout is asked, and the desk sees who.
  await saveCard(f, mia, 'domestic', { real_name: 'JANE DOE' });
  expect((await withdrawToBank(f, mia, { amount: '150', bank: 'domestic' })).type).toBe('ok');
  const queue = await call<Page<AdminWithdrawalView>>(
    f.t.app,
    'GET',
    '/admin/withdrawals',
    {},
    f.finance,
  );
  const mine = queue.message.data.find((w) => w.user_id === mia.id)!;
  expect(mine.bank).toMatchObject({ holder_name: 'JANE DOE' });
  expect(mine.payout_details).toMatchObject({ kind: 'domestic', real_name: 'JANE DOE' });
});

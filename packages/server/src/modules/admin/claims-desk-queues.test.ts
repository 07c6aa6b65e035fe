/**
 * Desk claims (issue 15): of many operators claiming one item at once exactly one holds it;
 * while held, another operator's decision is refused naming the holder, the holder's or an
 * unclaimed item's decision goes through and ends the claim; a decided item cannot be
 * claimed; the desk lists show who holds each item; roles, ids and signed-out callers are
 * refused like everywhere on the desk. On PostgreSQL the parallel claims really race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  translate,
  type AdminDepositView,
  type AdminPurchaseView,
  type AdminWithdrawalView,
  type DeskClaimView,
  type Page,
  type VerificationView,
} from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { storeUpload } from '../uploads/index.ts';
import {
  PNG,
  USDT,
  askDeposit,
  balanceOf,
  customer,
  fund,
  withdraw,
  type Customer,
  type FundingApp,
} from '../funding/testing.ts';
import { paidOrder, purchaseApp } from '../purchase/testing.ts';
import { createOperator } from './operators.ts';
import { auditLog, deskClaims } from './tables.ts';
import { loginOperator } from './testing.ts';

const PASSWORD = 'operator-pass-123';
let f: FundingApp;
let finance2: string;
let finance2Id: number;
let admin: string;
let ada: Customer;

async function signIn(email: string, name: string, role: 'finance' | 'admin') {
  const op = await createOperator(f.t.ctx.db, f.t.clock, { email, name, role, password: PASSWORD });
  const login = await loginOperator(f.t, { email, password: PASSWORD });
  expect(login.type).toBe('ok');
  return { id: op.id, token: login.message };
}

beforeAll(async () => {
  f = await purchaseApp();
  // First: making a customer moves the clock a day, past the operators' idle timeout.
  ada = await customer(f, { level: 1 });
  const second = await signIn('finance2@desk.test', 'finance two', 'finance');
  finance2 = second.token;
  finance2Id = second.id;
  admin = (await signIn('admin@desk.test', 'the admin', 'admin')).token;
}, 120_000);
afterAll(() => f.close());

const claim = (token: string | undefined, queue: string, id: number | string) =>
  call<DeskClaimView>(f.t.app, 'POST', `/admin/claims/${queue}/${id}`, {}, token);
const release = (token: string | undefined, queue: string, id: number | string) =>
  call<DeskClaimView>(f.t.app, 'POST', `/admin/claims/${queue}/${id}/release`, {}, token);
const claimedBy = (name: string) => ({
  type: 'error',
  message: translate('en', 'errors.deskItemClaimed', { name }),
});

async function pendingDeposit(amount = '25'): Promise<number> {
  const asked = await askDeposit(f, ada, { currency: USDT, amount, type: 'TRC20' });
  expect(asked.type).toBe('ok');
  return asked.message.id;
}

const claimRows = (queue: string, id: number) =>
  f.t.ctx.db
    .select()
    .from(deskClaims)
    .where(and(eq(deskClaims.queue, queue as 'deposits'), eq(deskClaims.itemId, id)));

const auditOf = async (table: string, id: number) =>
  (
    await f.t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetTable, table), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id)
  ).map((r) => [r.action, r.operatorId]);

describe('claiming a deposit', () => {
  it('24 simultaneous claims by two operators: exactly one holds it, audited once', async () => {
    const id = await pendingDeposit();
    const racers = Array.from({ length: 24 }, (_, i) =>
      claim(i % 2 === 0 ? f.finance : finance2, 'deposits', id),
    );
    const replies = await Promise.all(racers);
    const won = replies.filter((r) => r.type === 'ok');
    expect(won.length).toBeGreaterThanOrEqual(1);
    // Every success names the same holder; every refusal names that holder too.
    const holders = new Set(won.map((r) => r.message.claim?.operator_id));
    expect(holders.size).toBe(1);
    const holderId = [...holders][0]!;
    const holderName = holderId === finance2Id ? 'finance two' : 'finance desk';
    for (const r of replies.filter((x) => x.type !== 'ok')) {
      expect(r).toMatchObject(claimedBy(holderName));
    }
    expect(won.length).toBe(12);
    expect(await claimRows('deposits', id)).toHaveLength(1);
    expect(await auditOf('deposits', id)).toEqual([['desk.claim', holderId]]);
  });

  it('claims racing decisions by another operator: one side wins, never both', async () => {
    const id = await pendingDeposit('3');
    const before = await balanceOf(f, ada, USDT);
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? claim(finance2, 'deposits', id).then((r) => ({ kind: 'claim', r }))
          : call(f.t.app, 'POST', `/admin/deposits/${id}/confirm`, {}, f.finance).then((r) => ({
              kind: 'confirm',
              r,
            })),
      ),
    );
    const oks = (kind: string) =>
      replies.filter((x) => x.kind === kind && x.r.type === 'ok').length;
    const claimed = oks('claim');
    const confirmed = oks('confirm');
    expect(confirmed).toBeLessThanOrEqual(1);
    // Either the claim came first (every confirmation refused, the claim stands) or the
    // confirmation did (every later claim finds the deposit decided).
    expect(claimed > 0 !== confirmed > 0).toBe(true);
    const after = await balanceOf(f, ada, USDT);
    if (confirmed) {
      expect(await claimRows('deposits', id)).toEqual([]);
      expect(after).not.toEqual(before);
    } else {
      expect(await claimRows('deposits', id)).toHaveLength(1);
      expect(after).toEqual(before);
      expect((await release(finance2, 'deposits', id)).type).toBe('ok');
    }
  });

  it("refuses another operator's decision while held, allows it after release", async () => {
    const id = await pendingDeposit('40');
    const before = await balanceOf(f, ada, USDT);
    expect((await claim(finance2, 'deposits', id)).message).toMatchObject({
      queue: 'deposits',
      item_id: id,
      claim: { operator_id: finance2Id, operator_name: 'finance two' },
    });
    // Claiming what one holds again changes nothing.
    expect((await claim(finance2, 'deposits', id)).type).toBe('ok');

    const confirm = () =>
      call<AdminDepositView>(f.t.app, 'POST', `/admin/deposits/${id}/confirm`, {}, f.finance);
    expect(await confirm()).toMatchObject(claimedBy('finance two'));
    const reject = await call(
      f.t.app,
      'POST',
      `/admin/deposits/${id}/reject`,
      { reason: 'blurred' },
      f.finance,
    );
    expect(reject).toMatchObject(claimedBy('finance two'));
    expect(await balanceOf(f, ada, USDT)).toEqual(before);

    // The desk list shows the holder.
    const queue = await call<Page<AdminDepositView>>(
      f.t.app,
      'GET',
      '/admin/deposits',
      { limit: 100 },
      f.finance,
    );
    const item = queue.message.data.find((d) => d.id === id)!;
    expect(item.claim).toMatchObject({ operator_id: finance2Id, operator_name: 'finance two' });
    expect(item.claim!.claimed_at).toBe(Math.floor(f.t.clock.now().getTime() / 1000));

    // Another finance operator cannot release it; the holder can.
    expect(await release(f.finance, 'deposits', id)).toMatchObject({
      type: 'error',
      message: translate('en', 'errors.deskClaimNotYours', { name: 'finance two' }),
    });
    expect((await release(finance2, 'deposits', id)).message).toEqual({
      queue: 'deposits',
      item_id: id,
      claim: null,
    });
    const listed = await call<Page<AdminDepositView>>(
      f.t.app,
      'GET',
      '/admin/deposits',
      { limit: 100 },
      f.finance,
    );
    expect(listed.message.data.find((d) => d.id === id)!.claim).toBeNull();

    const confirmed = await confirm();
    expect(confirmed.message.status).toBe('confirmed');
    expect(confirmed.message.claim).toBeNull();
    expect(await auditOf('deposits', id)).toEqual([
      ['desk.claim', finance2Id],
      ['desk.release', finance2Id],
      ['deposit.confirm', f.financeId],
    ]);
  });

  it("the holder's decision ends the claim; a decided item cannot be claimed", async () => {
    const id = await pendingDeposit('5');
    expect((await claim(f.finance, 'deposits', id)).type).toBe('ok');
    const r = await call(f.t.app, 'POST', `/admin/deposits/${id}/confirm`, {}, f.finance);
    expect(r.type).toBe('ok');
    expect(await claimRows('deposits', id)).toEqual([]);
    expect(await claim(finance2, 'deposits', id)).toMatchObject({
      type: 'error',
      message: translate('en', 'errors.deskItemNotPending'),
    });
    expect(await claim(f.finance, 'deposits', id)).toMatchObject({ type: 'error' });
    // Nothing to release: nothing changes, no audit row.
    expect((await release(f.finance, 'deposits', id)).message).toMatchObject({ claim: null });
    expect((await auditOf('deposits', id)).map(([a]) => a)).toEqual([
      'desk.claim',
      'deposit.confirm',
    ]);
  });

  it("an admin operator may release anyone's claim", async () => {
    const id = await pendingDeposit('6');
    expect((await claim(finance2, 'deposits', id)).type).toBe('ok');
    expect((await release(admin, 'deposits', id)).message.claim).toBeNull();
    expect(await claimRows('deposits', id)).toEqual([]);
    const rows = await f.t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'desk.release'), eq(auditLog.targetId, String(id))));
    expect(rows[0]!.detail).toEqual({
      queue: 'deposits',
      holder_id: finance2Id,
      holder_name: 'finance two',
    });
  });

  it('refuses the wrong role, a signed-out caller, ids past int32 and unknown items', async () => {
    const id = await pendingDeposit('7');
    const forbidden = { type: 'error', message: translate('en', 'errors.forbidden') };
    expect(await claim(f.support, 'deposits', id)).toMatchObject(forbidden);
    expect(await claim(f.compliance, 'deposits', id)).toMatchObject(forbidden);
    expect(await release(f.support, 'deposits', id)).toMatchObject(forbidden);
    expect((await claim(undefined, 'deposits', id)).type).toBe('999');
    expect((await release(undefined, 'deposits', id)).type).toBe('999');
    for (const big of ['2147483648', '99999999999', '-1', '0', '1.5', 'abc']) {
      const r = await claim(f.finance, 'deposits', big);
      expect(r.type, big).toBe('error');
    }
    expect(await claim(f.finance, 'deposits', 2147483647)).toMatchObject({
      type: 'error',
      message: translate('en', 'errors.depositNotFound'),
    });
    const unknownQueue = await f.t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/loans/${id}`,
      headers: { authorization: f.finance },
    });
    expect(unknownQueue.statusCode).toBe(404);
    expect(await claimRows('deposits', id)).toEqual([]);
  });
});

describe('the other queues', () => {
  it('withdrawals: held by one operator, refused to another, the holder decides', async () => {
    await fund(f, ada, USDT, '100');
    const w = await withdraw(f, ada, { currency: USDT, amount: '20' });
    expect(w.type, JSON.stringify(w)).toBe('ok');
    const id = w.message.id;
    expect((await claim(finance2, 'withdrawals', id)).type).toBe('ok');
    const list = await call<Page<AdminWithdrawalView>>(
      f.t.app,
      'GET',
      '/admin/withdrawals',
      { limit: 100 },
      f.finance,
    );
    expect(list.message.data.find((x) => x.id === id)!.claim?.operator_name).toBe('finance two');
    const approve = (token: string) =>
      call(
        f.t.app,
        'POST',
        `/admin/withdrawals/${id}/approve`,
        { tx_hash: `0x${'a'.repeat(64)}` },
        token,
      );
    expect(await approve(f.finance)).toMatchObject(claimedBy('finance two'));
    expect((await approve(finance2)).type).toBe('ok');
    expect(await claimRows('withdrawals', id)).toEqual([]);
  });

  it('purchases: held by one operator, refused to another, the holder decides', async () => {
    const order = await paidOrder(f, ada, { amount: '100' });
    expect((await claim(finance2, 'purchases', order.id)).type).toBe('ok');
    const list = await call<Page<AdminPurchaseView>>(
      f.t.app,
      'GET',
      '/admin/purchases',
      { limit: 100 },
      f.finance,
    );
    expect(list.message.data.find((x) => x.id === order.id)!.claim?.operator_id).toBe(finance2Id);
    const url = `/admin/purchases/${order.id}/confirm`;
    expect(await call(f.t.app, 'POST', url, {}, f.finance)).toMatchObject(claimedBy('finance two'));
    expect((await call(f.t.app, 'POST', url, {}, finance2)).type).toBe('ok');
    expect(await claimRows('purchases', order.id)).toEqual([]);
    expect(await claim(finance2, 'purchases', order.id)).toMatchObject({ type: 'error' });
  });

  it('verifications: compliance claims, finance may not; the holder rejects with a reason', async () => {
    const pics = {
      real_type: 2,
      front_pic: await storeUpload(f.t.ctx, ada.id, PNG),
      reverse_pic: await storeUpload(f.t.ctx, ada.id, Buffer.concat([PNG, Buffer.from([9])])),
    };
    expect((await call(f.t.app, 'POST', '/user/real', pics, ada.token)).type).toBe('ok');
    const queue = async () =>
      (
        await call<Page<VerificationView>>(
          f.t.app,
          'GET',
          '/admin/verifications',
          { limit: 100 },
          f.compliance,
        )
      ).message.data.find((v) => v.user_id === ada.id)!;
    const app = await queue();
    expect(app.claim).toBeNull();
    expect(await claim(f.finance, 'verifications', app.id)).toMatchObject({
      message: translate('en', 'errors.forbidden'),
    });
    expect((await claim(f.compliance, 'verifications', app.id)).type).toBe('ok');
    expect((await queue()).claim?.operator_name).toBe('compliance desk');
    const url = `/admin/verifications/${app.id}/reject`;
    expect(await call(f.t.app, 'POST', url, { reason: 'glare' }, admin)).toMatchObject(
      claimedBy('compliance desk'),
    );
    expect((await call(f.t.app, 'POST', url, { reason: 'glare' }, f.compliance)).type).toBe('ok');
    expect(await claimRows('verifications', app.id)).toEqual([]);
  });
});

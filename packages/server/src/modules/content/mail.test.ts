import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailDetail, MailPage } from '@bourse/shared';
import { HOUR_MS } from '../../clock.ts';
import { seedDemo } from '../../seed/index.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createSession, users } from '../users/index.ts';
import { postTogether } from '../ledger/index.ts';
import { mailMessages, noticeRow, notifyUser } from './index.ts';

let t: TestApp;
let alice: string;
let bob: string;
let aliceMessageId: number;

async function signedInUser(name: string): Promise<{ id: number; token: string }> {
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      account: `${name}@example.com`,
      email: `${name}@example.com`,
      passwordHash: 'not-a-real-hash',
      nickname: name,
      inviteCode: name.toUpperCase().padEnd(8, 'X'),
      createdAt: t.clock.now(),
    })
    .returning({ id: users.id });
  return {
    id: user!.id,
    token: await createSession(t.ctx.db, t.clock, user!.id, {
      ip: '127.0.0.1',
      userAgent: 'vitest',
    }),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx.db, t.clock, { production: false });
  const a = await signedInUser('alice');
  const b = await signedInUser('bob');
  alice = a.token;
  bob = b.token;
  const [m] = await t.ctx.db
    .insert(mailMessages)
    .values({
      userId: a.id,
      title: { en: 'Your withdrawal was sent', zh: '您的提现已发出' },
      body: {
        en: '<p>0.5 BTC left for <strong>bc1q…</strong>.</p>',
        zh: '<p>0.5 BTC 已发往 <strong>bc1q…</strong>。</p>',
      },
      createdAt: new Date(t.clock.now().getTime() - HOUR_MS),
    })
    .returning({ id: mailMessages.id });
  aliceMessageId = m!.id;
});
afterAll(() => t.close());

const inbox = (token: string, q: Record<string, string | number> = {}) =>
  call<MailPage>(t.app, 'GET', '/mailMessage/getList', q, token);

describe('mail messages', () => {
  it('needs a session: 999 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/mailMessage/getList'],
      ['POST', '/mailMessage/detail'],
      ['POST', '/mailMessage/read_all'],
    ] as const) {
      const r = await call(t.app, method, url, { id: aliceMessageId });
      expect(r).toEqual({
        status: 200,
        type: '999',
        message: 'Your session has expired, please log in again',
      });
    }
  });

  it('lists the user’s own messages and broadcasts, newest first, unread', async () => {
    const r = await inbox(alice);
    expect(r.type).toBe('ok');
    expect(r.message).toMatchObject({ total: 3, page: 1, limit: 10, unread: 3 });
    expect(r.message.list[0]).toEqual({
      id: aliceMessageId,
      title: 'Your withdrawal was sent',
      abstract: '0.5 BTC left for bc1q….',
      is_broadcast: false,
      is_read: false,
      created_at: Math.floor((t.clock.now().getTime() - HOUR_MS) / 1000),
      create_time: new Date(t.clock.now().getTime() - HOUR_MS)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' '),
    });
    expect(r.message.list.slice(1).map((m) => [m.title, m.is_broadcast])).toEqual([
      ['Five habits that keep your account safe', true],
      ['Welcome to Bourse', true],
    ]);
  });

  it('never shows one user another user’s message', async () => {
    const r = await inbox(bob);
    expect(r.message.total).toBe(2);
    expect(r.message.list.map((m) => m.id)).not.toContain(aliceMessageId);
    const detail = await call(t.app, 'POST', '/mailMessage/detail', { id: aliceMessageId }, bob);
    expect(detail).toEqual({ status: 200, type: 'error', message: 'This message does not exist' });
    const zh = await call(
      t.app,
      'POST',
      '/mailMessage/detail',
      { id: aliceMessageId, lang: 'zh' },
      bob,
    );
    expect(zh).toEqual({ status: 200, type: 'error', message: '该消息不存在' });
  });

  it('localizes messages', async () => {
    const zh = await inbox(alice, { lang: 'zh' });
    expect(zh.message.list.map((m) => m.title)).toEqual([
      '您的提现已发出',
      '守护账户安全的五个习惯',
      '欢迎来到 Bourse',
    ]);
  });

  it('pages the list', async () => {
    const r = await inbox(alice, { page: 2, limit: 2 });
    expect(r.message).toMatchObject({ total: 3, page: 2, limit: 2, unread: 3 });
    expect(r.message.list.map((m) => m.title)).toEqual(['Welcome to Bourse']);
  });

  it('marks a message read when opened, for that user only', async () => {
    const [, tips] = (await inbox(alice)).message.list;
    const d = await call<MailDetail>(t.app, 'POST', '/mailMessage/detail', { id: tips!.id }, alice);
    expect(d.message).toMatchObject({ id: tips!.id, is_read: true, is_broadcast: true });
    expect(d.message.content).toMatch(/^<ul><li>/);
    const again = await call<MailDetail>(
      t.app,
      'POST',
      '/mailMessage/detail',
      { id: tips!.id },
      alice,
    );
    expect(again.message.is_read).toBe(true);

    const mine = await inbox(alice);
    expect(mine.message.unread).toBe(2);
    expect(mine.message.list.find((m) => m.id === tips!.id)?.is_read).toBe(true);
    const bobs = await inbox(bob);
    expect(bobs.message.unread).toBe(2);
    expect(bobs.message.list.every((m) => !m.is_read)).toBe(true);
  });

  it('refuses an unknown or malformed id', async () => {
    expect(await call(t.app, 'POST', '/mailMessage/detail', { id: 99_999 }, alice)).toEqual({
      status: 200,
      type: 'error',
      message: 'This message does not exist',
    });
    expect(await call(t.app, 'POST', '/mailMessage/detail', { id: 'x' }, alice)).toEqual({
      status: 200,
      type: 'error',
      message: 'ID must be a number',
    });
  });

  it('marks everything read at once, and counts only what changed', async () => {
    const r = await call(t.app, 'POST', '/mailMessage/read_all', {}, alice);
    expect(r).toEqual({ status: 200, type: 'ok', message: { count: 2 } });
    expect((await inbox(alice)).message.unread).toBe(0);
    expect(await call(t.app, 'POST', '/mailMessage/read_all', {}, alice)).toMatchObject({
      message: { count: 0 },
    });
    expect((await inbox(bob)).message.unread).toBe(2);
  });

  it('keeps a broadcast scheduled for later out of every inbox until it is due', async () => {
    await t.ctx.db.insert(mailMessages).values({
      userId: null,
      title: { en: 'Maintenance tonight' },
      body: { en: '<p>Short maintenance at 02:00 UTC.</p>' },
      createdAt: new Date(t.clock.now().getTime() + HOUR_MS),
    });
    expect((await inbox(bob)).message.total).toBe(2);
    t.clock.advance(2 * HOUR_MS);
    const r = await inbox(bob, { lang: 'jp' });
    expect(r.message.total).toBe(3);
    expect(r.message.list[0]!.title).toBe('Maintenance tonight');
  });

  it('notifyUser writes a translated message to one user, once per dedupe key', async () => {
    const owner = await signedInUser('carol');
    const other = await signedInUser('dave');
    const before = (await inbox(other.token)).message.total;
    await t.ctx.db.transaction(async (tx) => {
      const params = { amount: '12.5', currency: 'USDT', address: 'T<b>x', network: 'TRC20' };
      await notifyUser(tx, t.clock.now(), owner.id, 'withdrawalSent', params, 'withdrawal:1');
      await notifyUser(tx, t.clock.now(), owner.id, 'withdrawalSent', params, 'withdrawal:1');
    });
    const en = await inbox(owner.token);
    const fra = await inbox(owner.token, { lang: 'fra' });
    expect(en.message.list[0]).toMatchObject({
      title: 'Withdrawal sent',
      abstract: 'Your withdrawal of 12.5 USDT to T<b>x (TRC20) has been sent.',
      is_broadcast: false,
    });
    expect(fra.message.list[0]!.title).toBe('Retrait envoyé');
    expect(en.message.list.filter((m) => m.title === 'Withdrawal sent')).toHaveLength(1);
    const d = await call<MailDetail>(
      t.app,
      'POST',
      '/mailMessage/detail',
      { id: en.message.list[0]!.id },
      owner.token,
    );
    // Parameters are text, never markup.
    expect(d.message.content).toBe(
      '<p>Your withdrawal of 12.5 USDT to T&lt;b&gt;x (TRC20) has been sent.</p>',
    );
    expect((await inbox(other.token)).message.total).toBe(before);
  });

  it('notifyUser writes nothing when its transaction rolls back', async () => {
    const owner = await signedInUser('erin');
    const before = (await inbox(owner.token)).message.total;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await notifyUser(tx, t.clock.now(), owner.id, 'kycApproved');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await inbox(owner.token)).message.total).toBe(before);
  });

  it('noticeRow rides a ledger unit of work and lands in the user’s messages', async () => {
    const owner = await signedInUser('frank');
    await postTogether(t.ctx, async (_tx, ledger) => {
      ledger.insert(
        noticeRow(t.clock.now(), owner.id, 'depositConfirmed', { amount: '100', currency: 'USDT' }),
      );
      return () => undefined;
    });
    const r = await inbox(owner.token, { lang: 'zh' });
    expect(r.message.list[0]).toMatchObject({
      title: '充值已到账',
      abstract: '您充值的 100 USDT 已存入您的账户。',
      is_broadcast: false,
    });
  });
});

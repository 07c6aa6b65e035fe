/**
 * The operator's desk (issue 11): a pause refuses new subscriptions and changes no
 * existing one; resume lets them in again; close ends the subscription now, after which
 * the job allocates by the usual rules. Every decision is audited with the project's state
 * before and after; only an admin operator may decide, and users never can.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IeoPhase } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import { runIeoJobs } from './release.ts';
import {
  HOUR,
  LUMA,
  USDT,
  call,
  closeBooks,
  ieoApp,
  list,
  myOrders,
  operatorToken,
  order,
  pool,
  project,
  spot,
  subscriber,
  type IeoTest,
  type Person,
} from './testing.ts';

let t: IeoTest;
let alice: Person;
let op: string;
let id: number;
const decide = (what: string, reason = 'issuer asked for a pause', token = op) =>
  call(t.app, 'POST', `/admin/ieo/projects/${id}/${what}`, { reason, lang: 'en' }, token);

beforeAll(async () => {
  t = await ieoApp();
  id = await project(t);
  alice = await subscriber(t, 'alice@example.com', { usdt: '1000' });
  op = await operatorToken(t);
  expect((await order(t, alice, id, { amount: '1000' })).type).toBe('ok');
});
afterAll(() => t.close());

it('lets only an operator decide', async () => {
  expect((await decide('pause', 'x', alice.token)).type).toBe('999');
  expect((await decide('pause', '')).type).toBe('error');
});

it('refuses new subscriptions while paused and keeps the existing one', async () => {
  expect(await decide('pause')).toMatchObject({ type: 'ok', message: { paused: true } });
  expect((await decide('pause')).message).toBe('This project is already paused');
  const journals = await journalCount(t.ctx.db);
  expect((await order(t, alice, id, { amount: '1000' })).message).toBe(
    'Subscriptions to Novaline Network are paused for now',
  );
  expect(await journalCount(t.ctx.db)).toBe(journals);
  expect(await spot(t, alice, USDT)).toEqual({ available: '950', frozen: '50' });
  expect((await myOrders(t, alice)).message.data).toHaveLength(1);
  expect((await list(t)).message.list[0]).toMatchObject({ paused: true, total_sell: '1000' });
  expect((await decide('resume')).message).toMatchObject({ paused: false });
  expect((await decide('resume')).message).toBe('This project is not paused');
  expect((await order(t, alice, id, { amount: '1000' })).type).toBe('ok');
  await closeBooks(t);
});

it('closes early, audited, and the job allocates as at any end', async () => {
  t.clock.advance(HOUR);
  const r = await decide('close', 'issuer withdrew the listing');
  expect(r.type).toBe('ok');
  expect((await list(t)).message.list[0]).toMatchObject({
    time_status: IeoPhase.finished,
    end_at: '2026-03-02 11:00:00',
  });
  expect((await order(t, alice, id, { amount: '100' })).message).toBe(
    'Subscriptions to Novaline Network have ended',
  );
  expect(await runIeoJobs(t.ctx)).toEqual({ allocated: 1, released: 0 });
  expect(await pool(t, USDT)).toBe('100');
  expect((await decide('pause')).message).toBe('This project has already ended');
  const audit = await call<{
    data: {
      action: string;
      detail: { before: { end_at: string }; after: { end_at: string } };
      reason: string;
    }[];
  }>(t.app, 'GET', '/admin/audit', { target_table: 'ieo_projects', target_id: String(id) }, op);
  expect(audit.message.data.map((a) => a.action)).toEqual(['ieo.close', 'ieo.resume', 'ieo.pause']);
  const close = audit.message.data[0]!;
  expect(close.reason).toBe('issuer withdrew the listing');
  expect(close.detail.before.end_at).toBe('2026-03-03T10:00:00.000Z');
  expect(close.detail.after.end_at).toBe('2026-03-02T11:00:00.000Z');
  await closeBooks(t);
});

it('creates a project through the desk, its issuance moved to the pool', async () => {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const body = {
    title: 'Lumaris Pay',
    summary: 'Stablecoin payments for shops',
    content: '<p>Pay at the till.</p><img src=x onerror=alert(1)>',
    currency_id: LUMA,
    price: '0.02',
    pay_currencies: '3,1',
    total: '500000',
    min_amount: '10',
    max_amount: '5000',
    warmup_at: now,
    start_at: now + 3600,
    end_at: now + 86400,
    lock_days: 7,
    market_at: now + 10 * 86400,
    whitepaper_url: 'https://lumaris.example.org/wp.pdf',
    website_url: 'https://lumaris.example.org',
    logo: '/h5/coins/luma.svg',
    reason: 'listing committee 12',
    lang: 'en',
  };
  const created = await call<{ id: number }>(t.app, 'POST', '/admin/ieo/projects', body, op);
  expect(created.type).toBe('ok');
  expect(await pool(t, LUMA)).toBe('500000');
  const again = await call(t.app, 'POST', '/admin/ieo/projects', body, op);
  expect(again.message).toBe(
    'LUMA cannot be the token of a project: it is already traded or a pay coin',
  );
  const bad = await call(
    t.app,
    'POST',
    '/admin/ieo/projects',
    { ...body, currency_id: 1, website_url: 'javascript:alert(1)' },
    op,
  );
  expect(bad.type).toBe('error');
  const wrongOrder = await call(
    t.app,
    'POST',
    '/admin/ieo/projects',
    { ...body, currency_id: 44, end_at: now },
    op,
  );
  expect(wrongOrder.type).toBe('error');
  await closeBooks(t);
});

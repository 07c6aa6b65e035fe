/**
 * Desk claims on the trader applications (issue 15): the queue's item is the applicant's
 * user id; a claim by one compliance operator refuses another's decision naming the holder,
 * the desk list shows the holder, and the holder's decision ends the claim.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { translate, type DeskClaimView, type TraderDeskItem } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { trader } from '../lever/testing.ts';
import { follow, followApp, type FollowTest } from '../follow/testing.ts';
import { createOperator } from './operators.ts';
import { deskClaims } from './tables.ts';
import { loginOperator } from './testing.ts';

let t: FollowTest;
let second: string;
let support: string;

beforeAll(async () => {
  t = await followApp();
  for (const [email, name, role] of [
    ['compliance2@desk.test', 'compliance two', 'compliance'],
    ['support@desk.test', 'support desk', 'support'],
  ] as const) {
    await createOperator(t.ctx.db, t.clock, { email, name, role, password: 'operator-pass-123' });
  }
  const login = (email: string) =>
    loginOperator(t, { email, password: 'operator-pass-123' }).then((r) => r.message);
  second = await login('compliance2@desk.test');
  support = await login('support@desk.test');
}, 120_000);
afterAll(() => t.close());

const claim = (token: string, id: number) =>
  call<DeskClaimView>(t.app, 'POST', `/admin/claims/traders/${id}`, {}, token);

it("a trader application held by one operator: another's approval refused, the holder's ends the claim", async () => {
  const ada = await trader(t, 'ada-claims@example.com');
  expect((await follow.apply(t, ada.token)).type).toBe('ok');
  expect(await claim(support, ada.id)).toMatchObject({
    type: 'error',
    message: translate('en', 'errors.forbidden'),
  });
  expect((await claim(second, ada.id)).message.claim?.operator_name).toBe('compliance two');

  const desk = await call<TraderDeskItem[]>(t.app, 'GET', '/admin/follow/traders', {}, t.desk);
  expect(desk.message.find((d) => d.user_id === ada.id)!.claim?.operator_name).toBe(
    'compliance two',
  );
  expect(await follow.approve(t, ada.id)).toMatchObject({
    type: 'error',
    message: translate('en', 'errors.deskItemClaimed', { name: 'compliance two' }),
  });
  const approved = await call(t.app, 'POST', `/admin/follow/traders/${ada.id}/approve`, {}, second);
  expect(approved.type).toBe('ok');
  expect(await t.ctx.db.select().from(deskClaims)).toEqual([]);
  expect(await claim(second, ada.id)).toMatchObject({
    type: 'error',
    message: translate('en', 'errors.deskItemNotPending'),
  });
  // A user without an application names no item.
  const bob = await trader(t, 'bob-claims@example.com');
  expect(await claim(second, bob.id)).toMatchObject({
    type: 'error',
    message: translate('en', 'errors.traderNotFound'),
  });
});

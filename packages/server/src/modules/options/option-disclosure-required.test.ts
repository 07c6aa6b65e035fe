/**
 * The risk disclosure is accepted once before the first option (issue 10): until then a
 * submission is refused and changes nothing; the account view tells the page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionAccountView } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import { optionOrders } from './tables.ts';
import {
  NOW_S,
  call,
  closeBooks,
  micro,
  optionsApp,
  submit,
  trader,
  type OptionsTest,
  type Person,
} from './testing.ts';

let t: OptionsTest;
let frank: Person;
const view = async () =>
  (await call<OptionAccountView>(t.app, 'GET', '/microtrade/account', {}, frank.token)).message;

beforeAll(async () => {
  t = await optionsApp();
  frank = await trader(t, 'frank@example.com', { disclosure: false });
});
afterAll(() => t.close());

it('refuses an option before the disclosure is accepted', async () => {
  expect(await view()).toMatchObject({
    disclosure_accepted: false,
    disclosure_accepted_at: null,
    daily_loss_limit: null,
    region_allowed: true,
    cooldown_ms: 5000,
  });
  const journals = await journalCount(t.ctx.db);
  const r = await submit(t, frank, { lang: 'en' });
  expect(r).toMatchObject({
    type: 'error',
    message: 'Please read and accept the options risk disclosure first',
  });
  expect(await journalCount(t.ctx.db)).toBe(journals);
  expect(await t.ctx.db.$count(optionOrders)).toBe(0);
  expect(await micro(t, frank)).toEqual({ available: '1000', frozen: '0' });
});

it('records the acceptance once and then accepts options', async () => {
  const bad = await call(t.app, 'POST', '/microtrade/disclosure', { accept: 0 }, frank.token);
  expect(bad.type).toBe('error');
  expect((await view()).disclosure_accepted).toBe(false);

  const ok = await call<OptionAccountView>(
    t.app,
    'POST',
    '/microtrade/disclosure',
    { accept: 1 },
    frank.token,
  );
  expect(ok.message).toMatchObject({ disclosure_accepted: true, disclosure_accepted_at: NOW_S });
  t.clock.advance(60_000);
  await call(t.app, 'POST', '/microtrade/disclosure', { accept: 1 }, frank.token);
  expect((await view()).disclosure_accepted_at).toBe(NOW_S);
  expect((await submit(t, frank)).type).toBe('ok');
  await closeBooks(t);
});

it('asks a signed-out caller to sign in first', async () => {
  const r = await call(t.app, 'POST', '/microtrade/disclosure', { accept: 1 });
  expect(r.type).toBe('999');
});

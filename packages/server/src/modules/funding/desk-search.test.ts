/**
 * The queues' search box (`q`) on the desk lists: part of an account (any case), an item
 * id or a user id; `%`, `_` and `\` are letters, a number past the ids' range finds
 * nothing, a NUL byte is refused; `status=` lists every status, a missing one the pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDepositView, Page, VerificationView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import {
  USDT,
  askDeposit,
  customer,
  fundingApp,
  type Customer,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
let ada: Customer;
let bob: Customer;
let adaDeposit: number;

beforeAll(async () => {
  f = await fundingApp();
  ada = await customer(f, { level: 1 });
  bob = await customer(f, { level: 2 });
  const a = await askDeposit(f, ada, { currency: USDT, amount: '10', type: 'TRC20' });
  adaDeposit = (a.message as { id: number }).id;
  await askDeposit(f, bob, { currency: USDT, amount: '20', type: 'TRC20' });
  await askDeposit(f, bob, { currency: USDT, amount: '30', type: 'TRC20' });
}, 120_000);
afterAll(() => f.close());

const deposits = async (query: Record<string, string>) => {
  const r = await call<Page<AdminDepositView>>(f.t.app, 'GET', '/admin/deposits', query, f.finance);
  return r;
};
const accounts = (p: unknown) => (p as Page<AdminDepositView>).data.map((d) => d.user_account);

describe('desk search', () => {
  it('finds by part of the account in any case, by item id and by user id', async () => {
    const fragment = ada.email.split('@')[0]!.toUpperCase();
    expect(accounts((await deposits({ q: fragment })).message)).toEqual([ada.email]);
    const byItem = (await deposits({ q: String(adaDeposit) })).message as Page<AdminDepositView>;
    expect(byItem.data.map((d) => d.id)).toContain(adaDeposit);
    const byUser = (await deposits({ q: String(bob.id) })).message as Page<AdminDepositView>;
    expect(byUser.data.filter((d) => d.user_id === bob.id)).toHaveLength(2);
    expect(byUser.total).toBe(byUser.data.length);
  });

  it('takes wildcards as letters and a number past the ids as no match', async () => {
    for (const q of ['%', '_', '\\', '%@%', '99999999999']) {
      const r = await deposits({ q });
      expect(r.type, q).toBe('ok');
      expect((r.message as Page<AdminDepositView>).total, q).toBe(0);
    }
  });

  it('refuses a NUL byte and an essay, and lists every status for status=', async () => {
    expect((await deposits({ q: 'ada\u0000' })).type).toBe('error');
    expect((await deposits({ q: 'x'.repeat(101) })).type).toBe('error');
    const all = (await deposits({ status: '', q: bob.email })).message as Page<AdminDepositView>;
    expect(all.total).toBe(2);
  });

  it('searches the verification queue, and status= shows the decided ones too', async () => {
    const pending = (
      await call<Page<VerificationView>>(
        f.t.app,
        'GET',
        '/admin/verifications',
        { q: ada.email },
        f.compliance,
      )
    ).message as Page<VerificationView>;
    expect(pending.total).toBe(0); // level 1 was approved: not pending
    const every = (
      await call<Page<VerificationView>>(
        f.t.app,
        'GET',
        '/admin/verifications',
        { q: ada.email, status: '' },
        f.compliance,
      )
    ).message as Page<VerificationView>;
    expect(every.data.map((v) => v.user_account)).toEqual([ada.email]);
    expect(every.data[0]!.status).toBe('verified');
  });

  it('hands the desk signed image URLs an <img> can load without a token', async () => {
    const fetchWithout = (url: string) => {
      const u = new URL(url, 'http://desk.test');
      return f.t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
    };
    const dep = (await deposits({ q: ada.email })).message as Page<AdminDepositView>;
    expect(dep.data[0]!.voucher).toMatch(/\/uploads\/.+\?/);
    expect((await fetchWithout(dep.data[0]!.voucher)).statusCode).toBe(200);
    // The stored path alone is private.
    const bare = new URL(dep.data[0]!.voucher, 'http://desk.test').pathname;
    expect((await f.t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    const kyc = (
      await call<Page<VerificationView>>(
        f.t.app,
        'GET',
        '/admin/verifications',
        { q: bob.email, status: '' },
        f.compliance,
      )
    ).message as Page<VerificationView>;
    const docs = kyc.data.flatMap((v) => [v.front_pic, v.reverse_pic]).filter(Boolean);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect((await fetchWithout(doc!)).statusCode).toBe(200);
  });
});

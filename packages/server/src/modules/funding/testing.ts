/**
 * Test helpers for deposits and withdrawals: an app with the coin catalogue, the funding
 * settings, fixed index prices and a finance operator; customers at a chosen KYC level
 * with a pay password; deposits credited through the real request and the desk's decision.
 */
import { expect } from 'vitest';
import type {
  AdminDepositView,
  BalanceBucket,
  DepositView,
  Page,
  UserInfo,
  VerificationView,
  WithdrawalView,
} from '@bourse/shared';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedFunding } from '../../seed/funding.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { getBalance } from '../ledger/index.ts';
import { FixedFeed } from '../market/index.ts';
import { UPLOAD_QUOTA_SETTING, storeUpload } from '../uploads/index.ts';
import { forgetSettings, settings } from '../system/index.ts';
import { requestCode, signUp } from '../users/testing.ts';
import { loginOperator } from '../admin/testing.ts';

export const BTC = 1;
export const USDT = 3;
export const PAY_PASSWORD = '246810';
export const OPERATOR_PASSWORD = 'operator-pass-123';
/** A well-formed TRC20 address (the Tron burn address). */
export const TRON_ADDRESS = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
export const BTC_ADDRESS = '1BitcoinEaterAddressDontSendf59kuE';

/** The smallest valid PNG: one transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface FundingApp {
  t: TestApp;
  feed: FixedFeed;
  /** Token and id of a finance operator; `support` is an operator without the role. */
  finance: string;
  financeId: number;
  compliance: string;
  support: string;
  close(): Promise<void>;
}

type DeskRole = 'finance' | 'compliance' | 'support';

async function deskLogin(t: TestApp, role: DeskRole): Promise<string> {
  const login = await loginOperator(t, {
    email: `${role}@desk.test`,
    password: OPERATOR_PASSWORD,
  });
  return login.message;
}

async function operator(t: TestApp, role: DeskRole) {
  const op = await createOperator(t.ctx.db, t.clock, {
    email: `${role}@desk.test`,
    name: `${role} desk`,
    role,
    password: OPERATOR_PASSWORD,
  });
  return { id: op.id, token: await deskLogin(t, role) };
}

/** Operator sessions expire when idle: sign the desk in again after moving the clock far. */
export async function relogin(f: FundingApp): Promise<void> {
  f.finance = await deskLogin(f.t, 'finance');
  f.compliance = await deskLogin(f.t, 'compliance');
  f.support = await deskLogin(f.t, 'support');
}

/** BTC at 50,000 USDT and ETH at 2,500 unless told otherwise. */
export async function fundingApp(prices: Record<string, string> = {}): Promise<FundingApp> {
  const feed = new FixedFeed({ BTC: '50000', ETH: '2500', ...prices });
  const t = await buildTestApp({ feed });
  await seedCurrencies(t.ctx.db);
  await seedFunding(t.ctx.db, t.clock, { production: false });
  // A scenario uploads a voucher per deposit on a clock that barely moves: far past the
  // daily upload quota a person has (uploads' own tests cover the quota).
  await t.ctx.db
    .insert(settings)
    .values({
      keyword: UPLOAD_QUOTA_SETTING,
      value: { count: 1_000_000, mb: 1_000_000 },
      isPublic: false,
      updatedAt: t.clock.now(),
    })
    .onConflictDoNothing();
  forgetSettings(t.ctx.db);
  const finance = await operator(t, 'finance');
  const compliance = await operator(t, 'compliance');
  const support = await operator(t, 'support');
  return {
    t,
    feed,
    finance: finance.token,
    financeId: finance.id,
    compliance: compliance.token,
    support: support.token,
    close: () => t.close(),
  };
}

export interface Customer {
  token: string;
  id: number;
  email: string;
}

let serial = 0;

async function approveLatest(f: FundingApp, userId: number): Promise<void> {
  const queue = await call<Page<VerificationView>>(
    f.t.app,
    'GET',
    '/admin/verifications',
    { limit: 100 },
    f.compliance,
  );
  const app = queue.message.data.find((v) => v.user_id === userId);
  if (!app) throw new Error(`no pending verification for user ${userId}`);
  const r = await call(f.t.app, 'POST', `/admin/verifications/${app.id}/approve`, {}, f.compliance);
  expect(r.type).toBe('ok');
}

/**
 * A signed-up customer at KYC `level` (0 none, 1 basic, 2 advanced), with the pay password
 * set unless `payPassword` is false. The clock then moves a day on (a first pay password
 * starts no withdrawal pause; the tests of limits and pauses count from a settled account).
 */
export async function customer(
  f: FundingApp,
  opts: { level?: 0 | 1 | 2; payPassword?: boolean } = {},
): Promise<Customer> {
  const { t } = f;
  const n = ++serial;
  const email = `customer${n}@example.com`;
  const token = await signUp(t.app, email);
  const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, token);
  const id = info.message.id;
  const level = opts.level ?? 1;
  if (level >= 1) {
    const mobile = String(13800000000 + n);
    const code = await requestCode(t.app, mobile, 'bind', token);
    expect((await call(t.app, 'POST', '/safe/mobile', { mobile, code }, token)).type).toBe('ok');
    const passport = `P${String(n).padStart(7, '0')}`;
    const real = { real_type: 1, id_type: 'passport', name: 'Jane Doe', card_id: passport };
    expect((await call(t.app, 'POST', '/user/real', real, token)).type).toBe('ok');
    await approveLatest(f, id);
  }
  if (level >= 2) {
    const pics = {
      real_type: 2,
      front_pic: await storeUpload(t.ctx, id, PNG),
      reverse_pic: await storeUpload(t.ctx, id, Buffer.concat([PNG, Buffer.from([0])])),
    };
    expect((await call(t.app, 'POST', '/user/real', pics, token)).type).toBe('ok');
    await approveLatest(f, id);
  }
  if (opts.payPassword !== false) {
    // The registration code went to the same address: wait out its cooldown.
    t.clock.advance(MINUTE_MS + SECOND_MS);
    const code = await requestCode(t.app, email, 'security', token);
    const body = { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code };
    expect((await call(t.app, 'POST', '/safe/pay_password', body, token)).type).toBe('ok');
    t.clock.advance(DAY_MS + SECOND_MS);
    await relogin(f);
  }
  return { token, id, email };
}

/** A pending deposit request through `POST /wallet/charge_req` with a fresh receipt. */
export async function askDeposit(
  f: FundingApp,
  who: Customer,
  fields: { currency: number; amount: string; type: string; account?: string },
) {
  const voucher = await storeUpload(f.t.ctx, who.id, PNG);
  return call<DepositView>(
    f.t.app,
    'POST',
    '/wallet/charge_req',
    { account: 'change', voucher, ...fields },
    who.token,
  );
}

/** Deposits and confirms: the customer's `change` account holds `amount` more. */
export async function fund(
  f: FundingApp,
  who: Customer,
  currency: number,
  amount: string,
): Promise<void> {
  const type = currency === BTC ? 'BTC' : 'TRC20';
  const asked = await askDeposit(f, who, { currency, amount, type });
  expect(asked.type).toBe('ok');
  const r = await call<AdminDepositView>(
    f.t.app,
    'POST',
    `/admin/deposits/${asked.message.id}/confirm`,
    {},
    f.finance,
  );
  expect(r.message.status).toBe('confirmed');
}

/** `POST /wallet/out` with the right pay password unless another is given. */
export function withdraw(
  f: FundingApp,
  who: Customer,
  fields: Record<string, string | number | undefined>,
) {
  return call<WithdrawalView>(
    f.t.app,
    'POST',
    '/wallet/out',
    { network: 'TRC20', address: TRON_ADDRESS, pay_password: PAY_PASSWORD, ...fields },
    who.token,
  );
}

/**
 * A domestic card (`POST /user/cash_save`); its number shows as `**** 9012` on a withdrawal.
 * In the customer's verified name: a card in another name is refused.
 */
export const DOMESTIC_CARD = {
  real_name: 'Jane Doe',
  card_number: '6222 0212 3456 7890 12',
  bank_name: '中国工商银行',
  bank_branch: '北京朝阳支行',
  province: '北京',
  city: '北京',
  phone: '13900000000',
};

/** An international account with an IBAN (`**** 3000` on a withdrawal). */
export const IBAN_ACCOUNT = {
  real_name: 'Jane Doe',
  bank_country: 'DE',
  iban: 'DE89 3704 0044 0532 0130 00',
  account_number: '',
  swift_code: 'DEUTDEFF',
  bank_name: 'Deutsche Bank',
  bank_address: 'Taunusanlage 12, Frankfurt am Main',
  holder_address: '1 Main Street, Springfield',
  aba_number: '',
};

/** Saves (or replaces) the customer's domestic or international payout card. */
export async function saveCard(
  f: FundingApp,
  who: Customer,
  kind: 'domestic' | 'international',
  fields: Record<string, string> = {},
): Promise<void> {
  const path = kind === 'domestic' ? '/user/cash_save' : '/user/cash_save_international';
  const base = kind === 'domestic' ? DOMESTIC_CARD : IBAN_ACCOUNT;
  const r = await call(f.t.app, 'POST', path, { ...base, ...fields }, who.token);
  expect(r.type).toBe('ok');
}

/** `POST /wallet/out` of USDT to the customer's saved bank card of `bank`. */
export function withdrawToBank(
  f: FundingApp,
  who: Customer,
  fields: { amount: string; bank: string; currency?: number; pay_password?: string },
) {
  return withdraw(f, who, { currency: USDT, network: '', address: '', ...fields });
}

/** [available, frozen] of a customer's balance. */
export async function balanceOf(
  f: FundingApp,
  who: Customer | number,
  currency: number,
  account: 'change' | 'legal' | 'lever' = 'change',
): Promise<Record<BalanceBucket, string>> {
  const id = typeof who === 'number' ? who : who.id;
  const b = await getBalance(f.t.ctx.db, id, account, currency);
  return { available: b.available, frozen: b.frozen };
}

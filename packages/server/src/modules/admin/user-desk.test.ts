/**
 * The console's Users screen, read side: search by each key, paging, a user's detail
 * (balances from the ledger, live sessions), ledger entries, orders and positions, the
 * roles that may read each, and the refusals of odd input (ids past int32, NUL bytes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LeverSide,
  LeverStatus,
  type AdminLedgerEntry,
  type AdminUserDetail,
  type AdminUserOrder,
  type AdminUserPosition,
  type AdminUserRow,
  type Page,
} from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import {
  BTC,
  OPERATOR_PASSWORD,
  USDT,
  customer,
  fund,
  fundingApp,
  type Customer,
  type FundingApp,
} from '../funding/testing.ts';
import { leverPositions } from '../lever/index.ts';
import { instruments } from '../market/index.ts';
import { spotOrders } from '../spot/index.ts';
import { TEST_PASSWORD, signUp } from '../users/testing.ts';
import { users } from '../users/index.ts';
import { createOperator } from './index.ts';
import { operatorToken } from './testing.ts';
import { eq } from 'drizzle-orm';

const FORBIDDEN = 'You do not have permission to do this';
const UNKNOWN = 'No user has this id';
const CAROL = 'carol_smith@example.com';

let f: FundingApp;
let admin: string;
let alice: Customer;
let bob: Customer;
/** Signed up without KYC: no mobile, level 0. */
let carolId: number;

const get = <T>(
  url: string,
  token: string | undefined,
  query: Record<string, string | number> = {},
) => call<T>(f.t.app, 'GET', url, query, token);

const search = async (q: string, extra: Record<string, number> = {}) => {
  const r = await get<Page<AdminUserRow>>('/admin/users', admin, { q, ...extra });
  expect(r.type).toBe('ok');
  return r.message;
};

beforeAll(async () => {
  f = await fundingApp();
  await createOperator(f.t.ctx.db, f.t.clock, {
    email: 'admin@desk.test',
    name: 'admin desk',
    role: 'admin',
    password: OPERATOR_PASSWORD,
  });
  alice = await customer(f, { level: 1 });
  bob = await customer(f, { level: 1 });
  await signUp(f.t.app, 'Carol_Smith@example.com');
  // Stored in lower case: the search must still find it in any case.
  const [carol] = await f.t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, CAROL));
  carolId = carol!.id;
  await fund(f, alice, USDT, '100');
  await fund(f, alice, BTC, '0.5');
  admin = await operatorToken(f.t, 'admin@desk.test', OPERATOR_PASSWORD);
});
afterAll(() => f.close());

async function userRow(id: number): Promise<AdminUserRow> {
  const page = await search(String(id));
  return page.data[0]!;
}

describe('GET /admin/users', () => {
  it('lists the newest users first when q is empty, with paging', async () => {
    const all = await get<Page<AdminUserRow>>('/admin/users', admin, { limit: 100 });
    expect(all.message.total).toBe(3);
    expect(all.message.data.map((u) => u.id)).toEqual([carolId, bob.id, alice.id]);
    const first = await get<Page<AdminUserRow>>('/admin/users', admin, { limit: 2, page: 1 });
    const second = await get<Page<AdminUserRow>>('/admin/users', admin, { limit: 2, page: 2 });
    expect(first.message).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.message.data.map((u) => u.id)).toEqual([carolId, bob.id]);
    expect(second.message.data.map((u) => u.id)).toEqual([alice.id]);
  });

  it('finds by email, whole or in part, in any case', async () => {
    expect((await search(alice.email)).data.map((u) => u.id)).toEqual([alice.id]);
    expect((await search(alice.email.toUpperCase())).data.map((u) => u.id)).toEqual([alice.id]);
    expect((await search('carol_')).data.map((u) => u.id)).toEqual([carolId]);
  });

  it('finds by mobile number', async () => {
    const [row] = await f.t.ctx.db.select().from(users).where(eq(users.id, bob.id));
    expect(row!.mobile).toMatch(/^\d+$/);
    const page = await search(row!.mobile!);
    expect(page.data.map((u) => u.id)).toEqual([bob.id]);
    expect(page.data[0]).toMatchObject({ mobile: row!.mobile, kyc_level: 1, disabled: false });
  });

  it('finds by user id exactly, that match first', async () => {
    const page = await search(String(bob.id));
    expect(page.data[0]!.id).toBe(bob.id);
    expect(page.data[0]).toEqual({
      id: bob.id,
      account: bob.email,
      email: bob.email,
      mobile: expect.any(String),
      nickname: expect.any(String),
      invite_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      kyc_level: 1,
      disabled: false,
      created_at: expect.any(Number),
    });
  });

  it('finds by invite code exactly, in any case', async () => {
    const code = (await userRow(alice.id)).invite_code;
    expect((await search(code.toLowerCase())).data.map((u) => u.id)).toEqual([alice.id]);
    expect((await search(code.slice(0, 5).toLowerCase() + '~')).total).toBe(0);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).data.map((u) => u.id)).toEqual([carolId]);
    expect((await search('\\')).total).toBe(0);
    expect((await search('customer%example')).total).toBe(0);
  });

  it('shows the verified level: 1 for verified customers, 0 for a user without KYC', async () => {
    expect((await userRow(alice.id)).kyc_level).toBe(1);
    expect((await userRow(carolId)).kyc_level).toBe(0);
  });

  it('refuses a NUL byte, an id past int32 as text finds nothing, a long q is refused', async () => {
    const nul = await get('/admin/users', admin, { q: 'a\u0000b' });
    expect(nul).toMatchObject({ status: 200, type: 'error' });
    expect((await search('2147483648')).total).toBe(0);
    expect((await search('99999999999')).total).toBe(0);
    const long = await get('/admin/users', admin, { q: 'x'.repeat(101) });
    expect(long).toMatchObject({ status: 200, type: 'error' });
  });

  it('is any operator’s to read, never a signed-out caller’s', async () => {
    expect((await get('/admin/users', f.support)).type).toBe('ok');
    expect((await get('/admin/users', undefined)).type).toBe('999');
    expect((await get('/admin/users', alice.token)).type).toBe('999');
  });
});

describe('GET /admin/users/:id', () => {
  it('shows the account, its non-zero balances and its live sessions', async () => {
    const r = await get<AdminUserDetail>(`/admin/users/${alice.id}`, f.support);
    expect(r.type).toBe('ok');
    expect(r.message).toMatchObject({
      id: alice.id,
      email: alice.email,
      kyc_level: 1,
      disabled: false,
      disabled_at: null,
      disabled_reason: null,
      referrer_id: null,
      credit_score: 100,
      locked_until: null,
    });
    expect(r.message.balances).toEqual([
      { account: 'change', currency: 'BTC', available: '0.5', frozen: '0' },
      { account: 'change', currency: 'USDT', available: '100', frozen: '0' },
    ]);
    expect(r.message.sessions.length).toBeGreaterThanOrEqual(1);
    expect(r.message.sessions[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(Number),
      last_seen_at: expect.any(Number),
      ip: expect.any(String),
      user_agent: expect.any(String),
    });
  });

  it('lists a revoked session no more', async () => {
    const token = (
      await call<string>(f.t.app, 'POST', '/user/login', {
        user_string: CAROL,
        password: TEST_PASSWORD,
      })
    ).message;
    const before = (await get<AdminUserDetail>(`/admin/users/${carolId}`, admin)).message;
    expect((await call(f.t.app, 'GET', '/user/logout', {}, token)).type).toBe('ok');
    const after = (await get<AdminUserDetail>(`/admin/users/${carolId}`, admin)).message;
    expect(after.sessions.length).toBe(before.sessions.length - 1);
  });

  it('refuses an unknown id clearly, and ids past int32 without a 500', async () => {
    expect(await get(`/admin/users/999999`, admin)).toMatchObject({
      status: 200,
      type: 'error',
      message: UNKNOWN,
    });
    for (const id of ['2147483648', '99999999999', 'abc', '-1', '0']) {
      const r = await get(`/admin/users/${id}`, admin);
      expect(r, id).toMatchObject({ status: 200, type: 'error' });
    }
    for (const path of ['ledger', 'orders', 'positions']) {
      expect(await get(`/admin/users/999999/${path}`, admin)).toMatchObject({ message: UNKNOWN });
      expect(await get(`/admin/users/2147483648/${path}`, admin)).toMatchObject({
        status: 200,
        type: 'error',
      });
    }
  });
});

describe('GET /admin/users/:id/ledger', () => {
  it('shows finance and compliance every entry, newest first, amounts signed', async () => {
    for (const token of [f.finance, f.compliance, admin]) {
      const r = await get<Page<AdminLedgerEntry>>(`/admin/users/${alice.id}/ledger`, token);
      expect(r.type).toBe('ok');
      expect(r.message.total).toBe(2);
      expect(r.message.data).toEqual([
        {
          entry_id: expect.stringMatching(/^\d+$/),
          journal_id: expect.stringMatching(/^\d+$/),
          reason: 'deposit',
          account: 'change',
          currency: 'BTC',
          bucket: 'available',
          amount: '0.5',
          created_at: expect.any(Number),
        },
        expect.objectContaining({ currency: 'USDT', amount: '100', reason: 'deposit' }),
      ]);
    }
    const page2 = await get<Page<AdminLedgerEntry>>(`/admin/users/${alice.id}/ledger`, admin, {
      limit: 1,
      page: 2,
    });
    expect(page2.message.data.map((e) => e.currency)).toEqual(['USDT']);
  });

  it('refuses support and a signed-out caller', async () => {
    expect(await get(`/admin/users/${alice.id}/ledger`, f.support)).toMatchObject({
      type: 'error',
      message: FORBIDDEN,
    });
    expect((await get(`/admin/users/${alice.id}/ledger`, undefined)).type).toBe('999');
  });
});

describe('orders and positions', () => {
  beforeAll(async () => {
    await seedInstruments(f.t.ctx.db);
    const [pair] = await f.t.ctx.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'BTC/USDT'));
    const at = f.t.clock.now();
    const order = {
      ownerKind: 'user' as const,
      ownerId: bob.id,
      instrumentId: pair!.id,
      timeInForce: 'GTC' as const,
      frozen: '0',
      createdAt: at,
      updatedAt: at,
    };
    await f.t.ctx.db.insert(spotOrders).values([
      {
        ...order,
        side: 1,
        orderType: 'limit',
        price: '50000',
        quantity: '0.1',
        filledQuantity: '0.1',
        status: 'filled',
      },
      {
        ...order,
        side: 2,
        orderType: 'market',
        price: null,
        quantity: '0.2',
        status: 'cancelled',
        cancelReason: 'user',
      },
    ]);
    const position = {
      userId: bob.id,
      instrumentId: pair!.id,
      priceType: 1,
      lots: '1',
      contractSize: '0.01',
      quantity: '0.01',
      multiple: 10,
      spreadPercent: '0',
      openFeePercent: '0',
      closeFeePercent: '0',
      margin: '50',
      openPrice: '50000',
      createdAt: at,
      openedAt: at,
    };
    await f.t.ctx.db.insert(leverPositions).values([
      {
        ...position,
        side: LeverSide.long,
        status: LeverStatus.open,
      },
      {
        ...position,
        side: LeverSide.short,
        status: LeverStatus.closed,
        closePrice: '49000',
        closeReason: 'user',
        profit: '10',
        closedAt: at,
      },
    ]);
  });

  it('lists the spot orders newest first, ids as strings, to any operator', async () => {
    const r = await get<Page<AdminUserOrder>>(`/admin/users/${bob.id}/orders`, f.support);
    expect(r.type).toBe('ok');
    expect(r.message.total).toBe(2);
    expect(r.message.data).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        symbol: 'BTC/USDT',
        side: 'sell',
        type: 'market',
        price: null,
        quantity: '0.2',
        filled: '0',
        status: 'cancelled',
        created_at: expect.any(Number),
      },
      expect.objectContaining({ side: 'buy', type: 'limit', price: '50000', filled: '0.1' }),
    ]);
    expect((await get(`/admin/users/${bob.id}/orders`, undefined)).type).toBe('999');
  });

  it('lists the contract positions open first, amounts as strings', async () => {
    const r = await get<AdminUserPosition[]>(`/admin/users/${bob.id}/positions`, f.support);
    expect(r.type).toBe('ok');
    expect(r.message.map((p) => p.status)).toEqual(['open', 'closed']);
    expect(r.message[0]).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'long',
      multiple: 10,
      margin: '50',
      open_price: '50000',
      profit: null,
      closed_at: null,
    });
    expect(r.message[1]).toMatchObject({ side: 'short', profit: '10', close_price: '49000' });
    const none = await get<AdminUserPosition[]>(`/admin/users/${alice.id}/positions`, admin);
    expect(none.message).toEqual([]);
  });
});

/**
 * The console's pairs (issue 15): an admin's fee edit is audited with the changed fields
 * before and after and shows in the public pairs list at once; trading switched off makes
 * the next spot order refuse by name (and on again accepts); malformed or out-of-range
 * values are refused naming the field, changing nothing; other roles and ids past int32
 * are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { translate, type AdminInstrument, type InstrumentItem } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { instrumentBySymbol } from '../market/index.ts';
import { BTC, USDT, spotScenario } from '../spot/testing.ts';
import { createOperator } from './operators.ts';
import { auditLog } from './tables.ts';
import { loginOperator } from './testing.ts';

const { s, trade } = spotScenario({
  people: ['maker', 'taker'],
  grants: [
    ['maker', 'change', BTC, '2'],
    ['taker', 'change', USDT, '100000'],
  ],
});

let admin: string;
let finance: string;
let btcId: number;

beforeAll(async () => {
  for (const role of ['admin', 'finance'] as const) {
    await createOperator(s.t.ctx.db, s.t.clock, {
      email: `${role}@desk.test`,
      name: `${role} desk`,
      role,
      password: 'operator-pass-123',
    });
  }
  const login = (email: string) =>
    loginOperator(s.t, { email, password: 'operator-pass-123' }).then((r) => r.message);
  admin = await login('admin@desk.test');
  finance = await login('finance@desk.test');
  btcId = (await instrumentBySymbol(s.t.ctx.db, 'BTC/USDT'))!.id;
});

type Fields = Record<string, string | number | undefined>;
const edit = (id: number | string, body: Fields, token = admin) =>
  call<AdminInstrument>(s.t.app, 'POST', `/admin/instruments/${id}`, body, token);
const publicPair = async () =>
  (await call<InstrumentItem[]>(s.t.app, 'GET', '/market/instruments')).message.find(
    (i) => i.symbol === 'BTC/USDT',
  );
const audits = () =>
  s.t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'instrument.edit'), eq(auditLog.targetId, String(btcId))))
    .orderBy(auditLog.id);

describe('pairs on the console', () => {
  it('lists every pair, inactive ones too, for admin only', async () => {
    const list = await call<AdminInstrument[]>(s.t.app, 'GET', '/admin/instruments', {}, admin);
    expect(list.message.find((i) => i.symbol === 'BTC/USDT')).toMatchObject({
      id: btcId,
      kind: 'crypto',
      is_active: true,
    });
    expect(await call(s.t.app, 'GET', '/admin/instruments', {}, finance)).toMatchObject({
      type: 'error',
      message: translate('en', 'errors.forbidden'),
    });
    expect((await call(s.t.app, 'GET', '/admin/instruments', {})).type).toBe('999');
  });

  it('a fee edit is audited before/after and public at once', async () => {
    const before = (await publicPair())!;
    const r = await edit(btcId, { taker_fee: '0.0025', maker_fee: before.maker_fee });
    expect(r.message).toMatchObject({ taker_fee: '0.0025', maker_fee: before.maker_fee });
    expect((await publicPair())!.taker_fee).toBe('0.0025');
    const rows = await audits();
    expect(rows).toHaveLength(1);
    // Only the field that changed is recorded.
    expect(rows[0]!.detail).toEqual({
      symbol: 'BTC/USDT',
      before: { taker_fee: before.taker_fee },
      after: { taker_fee: '0.0025' },
    });
    expect(rows[0]!.operatorId).not.toBeNull();
    // The same values again change nothing and write no row.
    expect((await edit(btcId, { taker_fee: '0.00250' })).type).toBe('ok');
    expect(await audits()).toHaveLength(1);
  });

  it('trading off refuses the next spot order by name; on again accepts it', async () => {
    expect((await edit(btcId, { is_active: 'false' })).message.is_active).toBe(false);
    expect(await publicPair()).toBeUndefined();
    const refused = await trade(s.taker, { type: 1, amount: '0.001', target_price: '50000' });
    expect(refused).toMatchObject({
      type: 'error',
      message: translate('en', 'errors.pairSuspended', { symbol: 'BTC/USDT' }),
    });
    const listed = await call<AdminInstrument[]>(s.t.app, 'GET', '/admin/instruments', {}, admin);
    expect(listed.message.find((i) => i.id === btcId)!.is_active).toBe(false);
    expect((await edit(btcId, { is_active: 'true' })).message.is_active).toBe(true);
    const again = await trade(s.taker, { type: 1, amount: '0.001', target_price: '40000' });
    expect(again.type).toBe('ok');
    expect((await audits()).slice(-2).map((r) => r.detail)).toEqual([
      { symbol: 'BTC/USDT', before: { is_active: true }, after: { is_active: false } },
      { symbol: 'BTC/USDT', before: { is_active: false }, after: { is_active: true } },
    ]);
  });

  it('refuses malformed and out-of-range values naming the field, changing nothing', async () => {
    const before = (await publicPair())!;
    const rows = (await audits()).length;
    const cases: [Fields, string][] = [
      [{ maker_fee: 'abc' }, translate('en', 'validation.decimal', { field: 'Maker fee' })],
      [{ taker_fee: '-1' }, translate('en', 'validation.atLeast', { field: 'Taker fee', min: 0 })],
      [{ taker_fee: '1e5' }, translate('en', 'validation.decimal', { field: 'Taker fee' })],
      [
        { taker_fee: '0.5' },
        translate('en', 'validation.atMost', { field: 'Taker fee', max: 0.1 }),
      ],
      [
        { taker_fee: '0.0000000000000000001' },
        translate('en', 'validation.decimals', { field: 'Taker fee', max: 18 }),
      ],
      [
        { min_amount: '-5' },
        translate('en', 'validation.atLeast', { field: 'Minimum order value', min: 0 }),
      ],
      [{ is_active: 'maybe' }, ''],
      [{ sort: '1.5' }, ''],
      [{ taker_fee: '0.001\u0000' }, ''],
    ];
    for (const [body, message] of cases) {
      const r = await edit(btcId, body);
      expect(r.type, JSON.stringify(body)).toBe('error');
      if (message) expect(r.message, JSON.stringify(body)).toBe(message);
    }
    expect(await publicPair()).toEqual(before);
    expect(await audits()).toHaveLength(rows);
  });

  it('refuses other roles, ids past int32 and unknown pairs', async () => {
    expect(await edit(btcId, { taker_fee: '0.002' }, finance)).toMatchObject({
      message: translate('en', 'errors.forbidden'),
    });
    for (const id of ['2147483648', '99999999999', '0', '-3', 'x']) {
      expect((await edit(id, { taker_fee: '0.002' })).type, id).toBe('error');
    }
    expect(await edit(2147483647, { taker_fee: '0.002' })).toMatchObject({
      message: translate('en', 'errors.pairUnknown'),
    });
    expect((await publicPair())!.taker_fee).not.toBe('0.002');
  });
});

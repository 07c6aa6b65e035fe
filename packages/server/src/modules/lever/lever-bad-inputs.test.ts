/** Every refusal of `/lever/*` is worded for the user and changes nothing. */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { journalCount } from '../ledger/testing.ts';
import { leverPositions } from './tables.ts';
import {
  AAPL,
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  setSetting,
  leverApp,
  leverBalance,
  submittedId,
  trader,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let ola: Trader;
let pia: Trader;
let piaPosition: number;
let before: { journals: number; rows: number; balance: unknown };

const snapshot = async () => ({
  journals: await journalCount(t.ctx.db),
  rows: await t.ctx.db.$count(leverPositions),
  balance: await leverBalance(t, ola.id),
});

beforeAll(async () => {
  t = await leverApp();
  ola = await trader(t, 'ola@example.com');
  pia = await trader(t, 'pia@example.com');
  await fundUser(t, ola.id, '1000');
  await fundUser(t, pia.id, '1000');
  piaPosition = submittedId(await lever.submit(t, pia.token, { share: 1, multiple: 10, type: 1 }));
});
beforeEach(async () => {
  before = await snapshot();
});
afterAll(async () => {
  await expectLeverLedgerBalanced(t);
  await t.close();
});

const refused = async (reply: Promise<{ type: unknown; message: unknown }>, message: string) => {
  expect(await reply).toMatchObject({ type: 'error', message });
  expect(await snapshot()).toEqual(before);
};

const base = { share: 2, multiple: 10, type: 1 };

it('refuses a fractional number of lots', () =>
  refused(
    lever.submit(t, ola.token, { ...base, share: '1.5' }),
    'The number of lots must be a whole number',
  ));

it('refuses lots outside the limits', async () => {
  await refused(
    lever.submit(t, ola.token, { ...base, share: 101 }),
    'The number of lots must be between 1 and 100',
  );
  expect((await lever.submit(t, ola.token, { ...base, share: 0 })).type).toBe('error');
  expect(await snapshot()).toEqual(before);
});

it('refuses a multiple the pair does not offer', () =>
  refused(
    lever.submit(t, ola.token, { ...base, multiple: 7 }),
    'Leverage 7x is not offered on this pair; choose one of 5, 10, 20, 50, 100',
  ));

it('refuses an unknown pair', () =>
  refused(
    lever.submit(t, ola.token, { ...base, currency_id: 999 }),
    'This trading pair does not exist',
  ));

it('refuses what the account cannot pay, naming the amounts', () =>
  refused(
    lever.submit(t, ola.token, { ...base, share: 100, multiple: 5 }),
    'Not enough in your contract account: this needs 19057.02375 USDT (margin 19009.5 + fee 47.52375) and 1000 USDT is available',
  ));

it('refuses an open that would put the account at its maintenance level', async () => {
  await setSetting(t, 'lever_maintenance_percent', '99');
  // 10 lots at 100x: equity 1000 - 4.752375 - 9.5 = 985.747625 on a margin of 95.0475 is fine,
  // but Vic has only 100: 85.747625 / 95.0475 = 90.21% <= 99%.
  const vic = await trader(t, 'vic@example.com');
  await fundUser(t, vic.id, '100');
  const journals = await journalCount(t.ctx.db);
  expect(await lever.submit(t, vic.token, { ...base, share: 10, multiple: 100 })).toMatchObject({
    type: 'error',
    message:
      'This position would bring your contract account to its maintenance level (risk rate 90.21%, maintenance 99%)',
  });
  expect(await journalCount(t.ctx.db)).toBe(journals);
  await setSetting(t, 'lever_maintenance_percent', '50');
  expect((await lever.submit(t, vic.token, { ...base, share: 10, multiple: 100 })).type).toBe('ok');
});

it('refuses a limit order without a price, or off the tick', async () => {
  await refused(
    lever.submit(t, ola.token, { ...base, status: 0, target_price: '' }),
    'Enter a limit price',
  );
  await refused(
    lever.submit(t, ola.token, { ...base, status: 0, target_price: '94000.001' }),
    'The price must be a multiple of 0.01 USDT',
  );
});

it('refuses a stock contract outside its session', async () => {
  const r = await lever.submit(t, ola.token, { ...base, currency_id: AAPL, multiple: 5 });
  expect(r.type).toBe('error');
  expect(String(r.message)).toContain('AAPL/USDT trades only in its session');
  expect(await snapshot()).toEqual(before);
});

it('refuses bad codes', async () => {
  expect((await lever.submit(t, ola.token, { ...base, type: 3 })).type).toBe('error');
  expect((await lever.submit(t, ola.token, { ...base, status: 5 })).type).toBe('error');
  expect(await snapshot()).toEqual(before);
});

it("never touches another user's position", async () => {
  const gone = 'This position does not exist';
  await refused(lever.close(t, ola.token, piaPosition), gone);
  await refused(lever.cancel(t, ola.token, piaPosition), gone);
  await refused(
    lever.setstop(t, ola.token, { id: piaPosition, target_profit_price: '99000' }),
    gone,
  );
  await refused(lever.position(t, ola.token, piaPosition), gone);
});

it('answers ids past int32 and absurd ids without a server error', async () => {
  await refused(lever.close(t, ola.token, '3000000000'), 'This position does not exist');
  const r = await lever.close(t, ola.token, '99999999999999999999');
  expect(r.status).toBe(200);
  expect(r.type).toBe('error');
  expect(await snapshot()).toEqual(before);
});

it('survives NUL bytes in every field', async () => {
  for (const field of ['share', 'multiple', 'type', 'target_price', 'currency_id']) {
    const r = await lever.submit(t, ola.token, {
      ...base,
      status: 0,
      target_price: '94000',
      [field]: '1\u00002',
    });
    expect(r.status).toBe(200);
    expect(r.type).toBe('error');
  }
  const c = await lever.close(t, ola.token, '1\u0000');
  expect(c.status).toBe(200);
  expect(await snapshot()).toEqual(before);
});

it('answers 999 to a signed-out caller', async () => {
  const r = await lever.submit(t, '', base);
  expect(r.type).toBe('999');
});

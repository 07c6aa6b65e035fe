/** Every demo pair has contract terms, and `/lever/deal` publishes them with the counterparty notice. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listInstruments } from '../market/index.ts';
import { settingOf } from '../system/index.ts';
import { leverSettings } from './config.ts';
import { leverInstruments } from './tables.ts';
import { AAPL, lever, leverApp, trader, type LeverTest } from './testing.ts';

let t: LeverTest;

beforeAll(async () => {
  t = await leverApp();
});
afterAll(() => t.close());

it('seeds terms for every pair and the two settings', async () => {
  const pairs = await listInstruments(t.ctx.db);
  const terms = await t.ctx.db.select().from(leverInstruments);
  expect(terms.map((r) => r.instrumentId).sort()).toEqual(pairs.map((p) => p.id).sort());
  expect(await settingOf(t.ctx.db, 'lever_maintenance_percent')).toBeDefined();
  expect(await settingOf(t.ctx.db, 'lever_overnight_utc')).toBeDefined();
  expect(await leverSettings(t.ctx.db)).toEqual({
    maintenancePercent: '50',
    overnightUtc: '00:00',
  });
});

it('publishes a stock pair’s terms in the caller’s language', async () => {
  const wes = await trader(t, 'wes@example.com');
  const deal = await lever.deal(t, wes.token, { currency_id: AAPL, lang: 'fra' });
  expect(deal.message).toMatchObject({
    symbol: 'AAPL/USDT',
    user_lever: '0',
    multiple: { muit: [{ value: 2 }, { value: 5 }, { value: 10 }, { value: 20 }] },
    lever_share_num: '1',
    spread: '0.1',
    ask: '230.23',
    bid: '229.77',
    counterparty: 'lever.counterparty',
  });
  expect((deal.message as { counterparty_text: string }).counterparty_text).toContain(
    'Bourse est la contrepartie',
  );
});

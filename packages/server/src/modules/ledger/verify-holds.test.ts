/**
 * verifyLedger reconciles every frozen amount with what holds it: the open spot orders
 * (users' and the market maker's) and the pending withdrawals. Real orders and requests
 * through the API reconcile; a hand-edited hold row is reported as exactly one
 * holdMismatch naming the owner, account and coin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AccountType,
  Exact,
  OrderSide,
  SystemAccount,
  type SpotOrderItem,
  type WithdrawalView,
} from '@bourse/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { seedMarketMaker } from '../../seed/marketMaker.ts';
import { call } from '../../test/helper.ts';
import {
  BTC_ADDRESS,
  balanceOf,
  customer,
  fund,
  fundingApp,
  withdraw,
  type Customer,
  type FundingApp,
} from '../funding/testing.ts';
import { runMarketMaker } from '../spot/index.ts';
import { BTC, USDT, spotScenario } from '../spot/testing.ts';
import { expectLedgerBalanced } from './testing.ts';
import { verifyLedger } from './verify.ts';

class Rollback extends Error {}
/** Tampers inside a transaction that is then rolled back, so each test starts clean. */
async function tampered(db: DbOrTx, fn: (tx: Tx) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

const clean = { ok: true, problems: [], truncated: false };

describe('holds of spot orders', () => {
  const { s, limit, cancel } = spotScenario({
    people: ['seller', 'buyer'],
    grants: [
      ['seller', 'change', BTC, '1'],
      ['buyer', 'change', USDT, '30000'],
    ],
    setup: (sc) => seedMarketMaker(sc.t.ctx.db, sc.t.clock, { production: false }),
  });
  let buy: SpotOrderItem;
  let ask: SpotOrderItem;

  it('reconcile after a fill, a partly filled buy and a resting sell', async () => {
    await limit(s.seller, 'sell', '0.4', '24000');
    buy = await limit(s.buyer, 'buy', '1', '25000');
    ask = await limit(s.seller, 'sell', '0.1', '26000');
    expect(buy).toMatchObject({ status: 'partial', filled_amount: '0.4' });
    expect(ask).toMatchObject({ status: 'open', filled_amount: '0' });
    // The buyer's 0.6 still open at 25000 holds 15000; the seller's resting 0.1 BTC.
    expect(await s.balance(s.buyer, 'change', USDT)).toEqual({
      available: '5400',
      frozen: '15000',
    });
    expect(await s.balance(s.seller, 'change', BTC)).toEqual({ available: '0.5', frozen: '0.1' });
    expect(await verifyLedger(s.t.ctx.db)).toMatchObject(clean);
  });

  it('reports an order whose hold was raised by hand, and only that', async () => {
    await tampered(s.t.ctx.db, async (tx) => {
      await tx.execute(sql`update spot_orders set frozen = frozen + 1 where id = ${buy.id}`);
      expect((await verifyLedger(tx)).problems).toEqual([
        {
          kind: 'holdMismatch',
          detail: `holds of user ${s.buyer.id} change USDT: frozen is 15000, open orders hold 15001, pending withdrawals hold 0, contracts and options hold 0`,
        },
      ]);
    });
  });

  it('reports the hold of an order closed by hand without its release', async () => {
    await tampered(s.t.ctx.db, async (tx) => {
      await tx.execute(sql`update spot_orders set status = 'cancelled' where id = ${ask.id}`);
      expect((await verifyLedger(tx)).problems).toEqual([
        {
          kind: 'holdMismatch',
          detail: `holds of user ${s.seller.id} change BTC: frozen is 0.1, open orders hold 0, pending withdrawals hold 0, contracts and options hold 0`,
        },
      ]);
    });
  });

  it('reconciles again once the orders are cancelled', async () => {
    expect((await cancel(s.buyer, buy.id)).type).toBe('ok');
    expect((await cancel(s.seller, ask.id)).type).toBe('ok');
    expect(await s.balance(s.buyer, 'change', USDT)).toEqual({ available: '20400', frozen: '0' });
    expect(await s.balance(s.seller, 'change', BTC)).toEqual({ available: '0.6', frozen: '0' });
    expect(await verifyLedger(s.t.ctx.db)).toMatchObject(clean);
  });

  it("reconciles the market maker's quotes, and reports one of them edited by hand", async () => {
    expect((await runMarketMaker(s.t.ctx)).placed).toBeGreaterThan(0);
    expect(await verifyLedger(s.t.ctx.db)).toMatchObject(clean);

    // One of its bids on a crypto pair, and the frozen balance of that pair's quote coin.
    const [quote] = rowsOf<{ id: string; coin: string; frozen: string }>(
      await s.t.ctx.db.execute(
        sql`select o.id::text as id, c.name as coin,
                   trim_scale(b.frozen)::text as frozen
            from spot_orders o
            join instruments i on i.id = o.instrument_id
            join currencies c on c.id = i.quote_currency_id
            join balances b on b.owner_kind = o.owner_kind and b.owner_id = o.owner_id
             and b.account_type = i.account_type and b.currency_id = c.id
            where o.owner_kind = 'system' and o.owner_id = ${SystemAccount.marketMaker}
              and o.side = ${OrderSide.buy} and o.status = 'open'
              and i.account_type = ${AccountType.change}
            order by o.id limit 1`,
      ),
    );
    expect(quote).toBeDefined();
    const { id, coin, frozen } = quote!;
    const raised = new Exact(frozen).plus('0.5').toFixed();
    await tampered(s.t.ctx.db, async (tx) => {
      await tx.execute(sql`update spot_orders set frozen = frozen + 0.5 where id = ${id}`);
      expect((await verifyLedger(tx)).problems).toEqual([
        {
          kind: 'holdMismatch',
          detail: `holds of system marketMaker change ${coin}: frozen is ${frozen}, open orders hold ${raised}, pending withdrawals hold 0, contracts and options hold 0`,
        },
      ]);
    });
  });
});

describe('holds of pending withdrawals', () => {
  let f: FundingApp;
  let erin: Customer;
  let first: WithdrawalView;
  let second: WithdrawalView;
  beforeAll(async () => {
    f = await fundingApp();
    await seedInstruments(f.t.ctx.db);
    erin = await customer(f);
    await fund(f, erin, BTC, '2');
  });
  afterAll(() => f.close());

  const out = async (amount: string) => {
    const r = await withdraw(f, erin, {
      currency: BTC,
      amount,
      network: 'BTC',
      address: BTC_ADDRESS,
    });
    expect(r.type, JSON.stringify(r.message)).toBe('ok');
    return r.message;
  };

  it('reconcile two pending withdrawals and an open order on one balance', async () => {
    first = await out('0.5');
    second = await out('0.2');
    const sell = await call<SpotOrderItem>(
      f.t.app,
      'POST',
      '/coin/trade',
      { currency_id: 1, legal_id: 3, type: 2, amount: '0.1', target_price: '70000' },
      erin.token,
    );
    expect(sell.message).toMatchObject({ status: 'open' });
    // 0.5 + 0.0005 fee, 0.2 + 0.0005 fee, and the 0.1 BTC offered.
    expect(await balanceOf(f, erin, BTC)).toEqual({ available: '1.199', frozen: '0.801' });
    expect(await verifyLedger(f.t.ctx.db)).toMatchObject(clean);
  });

  it('reports a pending withdrawal whose fee was raised by hand', async () => {
    await tampered(f.t.ctx.db, async (tx) => {
      await tx.execute(sql`update withdrawals set fee = fee + 0.0001 where id = ${first.id}`);
      expect((await verifyLedger(tx)).problems).toEqual([
        {
          kind: 'holdMismatch',
          detail: `holds of user ${erin.id} change BTC: frozen is 0.801, open orders hold 0.1, pending withdrawals hold 0.7011, contracts and options hold 0`,
        },
      ]);
    });
  });

  it('reports a withdrawal marked rejected by hand without its unfreeze', async () => {
    await tampered(f.t.ctx.db, async (tx) => {
      await tx.execute(sql`update withdrawals set status = 'rejected' where id = ${second.id}`);
      expect((await verifyLedger(tx)).problems).toEqual([
        {
          kind: 'holdMismatch',
          detail: `holds of user ${erin.id} change BTC: frozen is 0.801, open orders hold 0.1, pending withdrawals hold 0.5005, contracts and options hold 0`,
        },
      ]);
    });
  });

  it('reconciles once the desk approves one and rejects the other', async () => {
    const approve = `/admin/withdrawals/${first.id}/approve`;
    const reject = `/admin/withdrawals/${second.id}/reject`;
    const approved = await call(f.t.app, 'POST', approve, { tx_hash: 'a'.repeat(64) }, f.finance);
    const rejected = await call(f.t.app, 'POST', reject, { reason: 'Wrong address' }, f.finance);
    expect([approved.type, rejected.type]).toEqual(['ok', 'ok']);
    expect(await balanceOf(f, erin, BTC)).toEqual({ available: '1.3995', frozen: '0.1' });
    await expectLedgerBalanced(f.t.ctx);
  });
});

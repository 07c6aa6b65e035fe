/** The user's socket gets the account after each change (`lever_trade`) and closed ids (`lever_closed`). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  fundUser,
  jobs,
  lever,
  leverApp,
  move,
  submittedId,
  trader,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let una: Trader;
const seen: { userId: number; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await leverApp();
  una = await trader(t, 'una@example.com');
  await fundUser(t, una.id, '1000');
  t.ctx.realtime.attach({
    publish: () => {},
    toUser: (userId, event, payload) => void seen.push({ userId, event, payload }),
  });
});
afterAll(() => t.close());

it('announces the account after an open and from the jobs, and the ids on a close', async () => {
  const id = submittedId(await lever.submit(t, una.token, { share: 2, multiple: 10, type: 1 }));
  expect(seen.at(-1)).toEqual({
    userId: una.id,
    event: 'lever_trade',
    payload: {
      hazard_rate: '524553262',
      profits_all: '-1.9',
      equity: '997.149525',
      used_margin: '190.095',
      risk_rate: '524.5533',
      balance: '999.049525',
    },
  });
  seen.length = 0;
  move(t, 'BTC', '96000.00');
  await jobs(t);
  expect(seen.map((s) => s.event)).toEqual(['lever_trade']);
  seen.length = 0;
  await lever.close(t, una.token, id);
  expect(seen.map((s) => [s.event, s.event === 'lever_closed' ? s.payload : undefined])).toEqual([
    ['lever_closed', { id: [id] }],
    ['lever_trade', undefined],
  ]);
});

/**
 * Several operators claim one conversation at the same moment: exactly one holds it, the
 * others are told who does, and only the holder may reply.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { translate } from '@bourse/shared';
import type { TestApp } from '../../test/helper.ts';
import { chat, chatApp, desk, ok, operator, person } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await chatApp();
});
afterAll(() => t.close());

it('gives the conversation to exactly one of several operators claiming at once', async () => {
  const ann = await person(t, 'ann@race.test');
  const conversation = ok(await chat.open(t, ann));
  ok(await chat.send(t, ann, { text: 'Hello?' }));
  const agents = await Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) => operator(t, 'support', `Agent ${n}`)),
  );

  const replies = await Promise.all(agents.map((a) => desk.claim(t, a.token, conversation.id)));
  const winners = replies.filter((r) => r.type === 'ok');
  expect(winners).toHaveLength(1);
  const holder = agents[replies.findIndex((r) => r.type === 'ok')]!;
  expect(winners[0]!.message).toEqual({
    id: conversation.id,
    claimed_by: { id: holder.id, name: holder.name },
  });
  for (const lost of replies.filter((r) => r.type !== 'ok')) {
    expect(lost.message).toBe(translate('en', 'errors.chatClaimedBy', { name: holder.name }));
  }

  // Claiming again is harmless for the holder; the queue names the holder.
  expect(ok(await desk.claim(t, holder.token, conversation.id)).claimed_by.id).toBe(holder.id);
  const row = ok(await desk.queue(t, holder.token)).find((q) => q.id === conversation.id);
  expect(row).toMatchObject({ user_id: ann.id, claimed_by: { id: holder.id }, unread: 1 });
  expect(row!.last_message).toMatchObject({ sender: 'user', text: 'Hello?' });

  const other = agents.find((a) => a !== holder)!;
  const refused = await desk.reply(t, other.token, conversation.id, 'I can help');
  expect(refused).toMatchObject({
    type: 'error',
    message: translate('en', 'errors.chatNotClaimant'),
  });
  ok(await desk.reply(t, holder.token, conversation.id, 'I can help'));
  const texts = ok(await chat.history(t, ann)).messages.map((m) => m.text);
  expect(texts.filter((x) => x === 'I can help')).toHaveLength(1);
});

it('lists unclaimed conversations first, with their unread counts', async () => {
  const cy = await person(t, 'cy@race.test');
  const di = await person(t, 'di@race.test');
  const agent = await operator(t);
  const first = ok(await chat.open(t, cy));
  const second = ok(await chat.open(t, di));
  ok(await chat.send(t, di, { text: 'one' }));
  ok(await chat.send(t, di, { text: 'two' }));
  ok(await desk.claim(t, agent.token, first.id));

  const queue = ok(await desk.queue(t, agent.token));
  const ids = queue.map((q) => q.id);
  expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  expect(queue.find((q) => q.id === second.id)).toMatchObject({ claimed_by: null, unread: 2 });

  ok(await desk.read(t, agent.token, second.id));
  expect(ok(await desk.queue(t, agent.token)).find((q) => q.id === second.id)!.unread).toBe(0);
});

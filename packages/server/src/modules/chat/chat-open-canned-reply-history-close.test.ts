/**
 * Opening the chat: one open conversation per user, created with the canned reply in the
 * user's language (FAQ link), plus the offline notice with the expected reply time outside
 * the support hours. History pages newest first with a `before` cursor; read receipts never
 * move back; an operator's close is audited and the next message opens a new conversation.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_FAQ_PATH, translate } from '@bourse/shared';
import type { TestApp } from '../../test/helper.ts';
import { auditLog } from '../admin/index.ts';
import { setSiteSetting } from '../system/index.ts';
import { chat, chatApp, desk, ok, operator, person, setSupportHours } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await chatApp();
});
afterAll(() => t.close());

it('creates one conversation with the welcome in the user language, online', async () => {
  const ann = await person(t, 'ann@open.test');
  const first = ok(await chat.open(t, ann, 'zh'));
  expect(first).toMatchObject({ status: 'open', claimed: false, user_read_id: 0 });
  expect(first.support).toEqual({
    online: true,
    hours: '01:00-13:00',
    reply_from: Date.parse('2026-03-02T10:00:00Z') / 1000,
  });
  const again = await Promise.all([chat.open(t, ann), chat.open(t, ann)]);
  expect(again.map((r) => ok(r).id)).toEqual([first.id, first.id]);

  const page = ok(await chat.history(t, ann));
  expect(page.messages).toHaveLength(1);
  expect(page.messages[0]).toMatchObject({
    sender: 'system',
    text: translate('zh', 'chat.welcome'),
    links: [{ label: translate('zh', 'chat.faqLink'), url: CHAT_FAQ_PATH }],
  });
});

it('adds the offline notice with the next shift outside the support hours', async () => {
  await setSupportHours(t, '13:00-21:00');
  const ben = await person(t, 'ben@open.test');
  const view = ok(await chat.open(t, ben, 'fra'));
  expect(view.support).toEqual({
    online: false,
    hours: '13:00-21:00',
    reply_from: Date.parse('2026-03-02T13:00:00Z') / 1000,
  });
  const texts = ok(await chat.history(t, ben)).messages.map((m) => m.text);
  expect(texts).toEqual([
    translate('fra', 'chat.offline', { hours: '13:00-21:00', time: '2026-03-02 13:00' }),
    translate('fra', 'chat.welcome'),
  ]);
  await setSupportHours(t, '01:00-13:00');
});

it('pages history newest first, moves read marks forward only, and closes with an audit', async () => {
  const cy = await person(t, 'cy@open.test');
  const conversation = ok(await chat.open(t, cy));
  const ids: number[] = [];
  for (let i = 1; i <= 5; i++) {
    ids.push(ok(await chat.send(t, cy, { text: `m${i}` })).id);
    t.clock.advance(3_000);
  }
  const p1 = ok(await chat.history(t, cy, { limit: 2 }));
  expect(p1.messages.map((m) => m.text)).toEqual(['m5', 'm4']);
  expect(p1.has_more).toBe(true);
  const p2 = ok(await chat.history(t, cy, { limit: 2, before: p1.messages[1]!.id }));
  expect(p2.messages.map((m) => m.text)).toEqual(['m3', 'm2']);
  const p3 = ok(await chat.history(t, cy, { limit: 2, before: p2.messages[1]!.id }));
  expect(p3.messages.map((m) => m.text)).toEqual(['m1', translate('en', 'chat.welcome')]);
  expect(p3.has_more).toBe(false);

  expect(ok(await chat.read(t, cy, ids[3]!)).message_id).toBe(ids[3]);
  expect(ok(await chat.read(t, cy, ids[1]!)).message_id).toBe(ids[3]);
  expect(ok(await chat.open(t, cy)).user_read_id).toBe(ids[3]);

  const agent = await operator(t);
  ok(await desk.close(t, agent.token, conversation.id, 'answered'));
  expect((await desk.close(t, agent.token, conversation.id)).message).toBe(
    translate('en', 'errors.chatClosed'),
  );
  const [audit] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'chat.close'), eq(auditLog.targetId, String(conversation.id))));
  expect(audit).toMatchObject({ operatorId: agent.id, reason: 'answered' });
  expect(ok(await chat.history(t, cy, { limit: 1 })).messages[0]!.text).toBe(
    translate('en', 'chat.closed'),
  );
  expect(ok(await desk.queue(t, agent.token)).some((q) => q.id === conversation.id)).toBe(false);

  const next = ok(await chat.send(t, cy, { text: 'one more question' }));
  expect(next.conversation_id).not.toBe(conversation.id);
  const all = ok(await chat.history(t, cy, { limit: 50 })).messages.map((m) => m.text);
  expect(all).toContain('m1');
  expect(all).toContain('one more question');
});

it('takes the support hours as an operator setting, refusing what it cannot read', async () => {
  for (const bad of ['8-17', '08:00-08:00', '24:00-02:00', '08:00 - 17:00']) {
    await expect(setSiteSetting(t.ctx.db, t.clock, 'chat_support_hours', bad)).rejects.toThrow(
      'errors.settingValueInvalid',
    );
  }
  await setSiteSetting(t.ctx.db, t.clock, 'chat_support_hours', '22:00-06:00');
  const previous = await setSiteSetting(t.ctx.db, t.clock, 'chat_support_hours', '01:00-13:00');
  expect(previous).toEqual({ previous: '22:00-06:00' });
});

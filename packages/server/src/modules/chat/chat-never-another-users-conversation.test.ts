/**
 * A conversation is visible only to its user and to operators: a user's routes take the
 * conversation from the session, an id of someone else's message is answered like a missing
 * one, and the desk's routes refuse users and operators without the support role.
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

it("answers another user's message id like a missing one and never lists it", async () => {
  const ann = await person(t, 'ann@private.test');
  const ben = await person(t, 'ben@private.test');
  const annConversation = ok(await chat.open(t, ann));
  const secret = ok(await chat.send(t, ann, { text: 'my account number is 1234' }));
  ok(await chat.open(t, ben));

  const byId = await chat.read(t, ben, secret.id);
  const missing = await chat.read(t, ben, secret.id + 1000);
  expect(byId).toEqual({ ...missing, status: byId.status });
  expect(byId).toMatchObject({ type: 'error', message: translate('en', 'errors.notFound') });
  expect(ok(await chat.open(t, ann)).user_read_id).toBe(0);

  const bens = ok(await chat.history(t, ben)).messages;
  expect(bens.every((m) => m.conversation_id !== annConversation.id)).toBe(true);
  expect(JSON.stringify(bens)).not.toContain('1234');
  // A conversation id in the user's request is ignored: the session's own is used.
  const asked = ok(await chat.history(t, ben, { conversation_id: annConversation.id }));
  expect(JSON.stringify(asked)).not.toContain('1234');
});

it('keeps the desk to operators of role support (and admin)', async () => {
  const ann = await person(t, 'ann2@private.test');
  const ben = await person(t, 'ben2@private.test');
  const conversation = ok(await chat.open(t, ann));
  ok(await chat.send(t, ann, { text: 'private words' }));

  const asUser = await desk.history(t, ben.token, conversation.id);
  expect(String(asUser.type)).toBe('999');
  expect(JSON.stringify(asUser)).not.toContain('private words');
  expect(String((await desk.queue(t, ben.token)).type)).toBe('999');

  const finance = await operator(t, 'finance');
  const refused = await desk.history(t, finance.token, conversation.id);
  expect(refused).toMatchObject({ type: 'error', message: translate('en', 'errors.forbidden') });
  expect((await desk.claim(t, finance.token, conversation.id)).type).toBe('error');

  const admin = await operator(t, 'admin');
  const page = ok(await desk.history(t, admin.token, conversation.id));
  expect(page.messages[0]).toMatchObject({ sender: 'user', text: 'private words' });
  const unknown = await desk.history(t, admin.token, conversation.id + 1000);
  expect(unknown).toMatchObject({ type: 'error', message: translate('en', 'errors.chatNotFound') });
});

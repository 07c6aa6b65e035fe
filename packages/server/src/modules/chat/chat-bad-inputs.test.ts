/**
 * Bad inputs are refused with clear messages and write nothing: a NUL byte, text over 1000
 * characters, nothing to send, an image that is not the sender's own upload. Text is stored
 * and answered exactly as sent: no HTML processing anywhere.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, translate } from '@bourse/shared';
import type { TestApp } from '../../test/helper.ts';
import { chat, chatApp, desk, ok, operator, person, rowCounts, uploadImage } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await chatApp();
});
afterAll(() => t.close());

it('refuses each bad message with its reason and writes nothing', async () => {
  const ann = await person(t, 'ann@bad.test');
  const ben = await person(t, 'ben@bad.test');
  const bensImage = await uploadImage(t, ben);
  const before = await rowCounts(t);

  const cases: Array<[Record<string, string>, string]> = [
    [{ text: 'hello\u0000world' }, translate('en', 'validation.invalid', { field: 'text' })],
    [
      { text: 'x'.repeat(CHAT_TEXT_MAX + 1) },
      translate('en', 'validation.tooLong', { field: 'text', max: CHAT_TEXT_MAX }),
    ],
    [{ text: '   ' }, translate('en', 'errors.chatEmpty')],
    [{}, translate('en', 'errors.chatEmpty')],
    [{ image: bensImage }, translate('en', 'errors.chatImageInvalid')],
    [
      { text: 'look', image: 'https://evil.example/x.png' },
      translate('en', 'errors.chatImageInvalid'),
    ],
    [
      { image: '/uploads/0123456789abcdef0123456789abcdef.png' },
      translate('en', 'errors.chatImageInvalid'),
    ],
  ];
  for (const [fields, message] of cases) {
    const reply = await chat.send(t, ann, fields);
    expect(reply, JSON.stringify(fields).slice(0, 60)).toMatchObject({ type: 'error', message });
  }
  expect(await rowCounts(t)).toEqual(before);

  const agent = await operator(t);
  const empty = await desk.reply(t, agent.token, 1, '');
  expect(empty.type).toBe('error');
  expect(await rowCounts(t)).toEqual(before);
});

it('stores text exactly as sent and answers it as text; an own image is signed', async () => {
  const ann = await person(t, 'ann2@bad.test');
  const markup = '  <img src=x onerror="alert(1)"> & <b>bold</b> 你好  ';
  const sent = ok(await chat.send(t, ann, { text: markup }));
  expect(sent.text).toBe(markup.trim());
  expect(sent.image).toBe('');

  const image = await uploadImage(t, ann);
  const withImage = ok(await chat.send(t, ann, { image }));
  expect(withImage.text).toBe('');
  expect(withImage.image).toMatch(/\/uploads\/[0-9a-f]{32}\.png\?e=\d+&s=/);

  const page = ok(await chat.history(t, ann));
  expect(page.messages[1]).toMatchObject({ id: sent.id, text: markup.trim() });

  const agent = await operator(t);
  ok(await desk.claim(t, agent.token, sent.conversation_id));
  const reply = ok(await desk.reply(t, agent.token, sent.conversation_id, '<script>x</script>'));
  expect(reply.text).toBe('<script>x</script>');
});

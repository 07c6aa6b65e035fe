/**
 * Two users and an operator over real Socket.IO clients: each user's socket, joined to the
 * user's room by `auth` with their token, receives their own conversation's messages and
 * read receipts, and never the other's (proven without timing: a later event of one's own
 * arrives after anything sent before it).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatMessageItem, ChatReadEvent } from '@bourse/shared';
import type { TestApp } from '../../test/helper.ts';
import { arrival, ask, connectClient, recorder } from '../../realtime/testing.ts';
import { chat, chatApp, desk, listening, ok, operator, person } from './testing.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await chatApp();
  url = await listening(t);
});
afterAll(() => t.close());

it('pushes support replies and read receipts to the user room only', async () => {
  const ann = await person(t, 'ann@chat.test');
  const ben = await person(t, 'ben@chat.test');
  const agent = await operator(t, 'support', 'Mia');
  const annSocket = await connectClient(url);
  const benSocket = await connectClient(url);
  const guestSocket = await connectClient(url);
  try {
    expect(await ask(annSocket, 'auth', ann.token)).toEqual({ ok: true });
    expect(await ask(benSocket, 'auth', ben.token)).toEqual({ ok: true });
    const seenByBen = recorder(benSocket);
    const seenByGuest = recorder(guestSocket);

    // Ann opens the chat: the canned reply reaches her socket.
    const welcome = arrival(annSocket, 'chat_message');
    const conversation = ok(await chat.open(t, ann));
    expect(await welcome).toMatchObject({ conversation_id: conversation.id, sender: 'system' });

    const sent = ok(await chat.send(t, ann, { text: 'My deposit has not arrived' }));
    const claimed = ok(await desk.claim(t, agent.token, conversation.id));
    expect(claimed.claimed_by).toEqual({ id: agent.id, name: 'Mia' });

    const reply = arrival(annSocket, 'chat_message');
    ok(await desk.reply(t, agent.token, conversation.id, 'Let me check that for you'));
    expect(await reply).toMatchObject({
      conversation_id: conversation.id,
      sender: 'operator',
      text: 'Let me check that for you',
    });

    const receipt = arrival(annSocket, 'chat_read');
    ok(await desk.read(t, agent.token, conversation.id, sent.id));
    expect(await receipt).toEqual({
      conversation_id: conversation.id,
      side: 'operator',
      message_id: sent.id,
    });

    // Ben's own conversation: his sentinel arrives after anything sent to him before it.
    const benConversation = ok(await chat.open(t, ben));
    const own = new Promise<ChatMessageItem>((resolve) =>
      benSocket.on('chat_message', (m) => m.text === 'sentinel' && resolve(m)),
    );
    ok(await chat.send(t, ben, { text: 'sentinel' }));
    await own;
    const benEvents = seenByBen.filter(([e]) => e.startsWith('chat_'));
    expect(benEvents.length).toBeGreaterThan(0);
    for (const [, payload] of benEvents) {
      expect((payload as ChatMessageItem | ChatReadEvent).conversation_id).toBe(benConversation.id);
    }
    expect(JSON.stringify(seenByBen)).not.toContain('deposit');
    expect(seenByGuest.filter(([e]) => e.startsWith('chat_'))).toEqual([]);
  } finally {
    annSocket.disconnect();
    benSocket.disconnect();
    guestSocket.disconnect();
  }
});

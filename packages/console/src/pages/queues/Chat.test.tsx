import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatHistoryPage, ChatMessageItem, ChatQueueItem } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Chat from './Chat.tsx';

function message(over: Partial<ChatMessageItem> = {}): ChatMessageItem {
  return {
    id: 101,
    conversation_id: 5,
    sender: 'user',
    text: 'My deposit has not arrived',
    image: '',
    links: [],
    created_at: 1_764_000_000,
    ...over,
  };
}

function conversation(over: Partial<ChatQueueItem> = {}): ChatQueueItem {
  return {
    id: 5,
    user_id: 3,
    status: 'open',
    claimed_by: null,
    last_message: message(),
    unread: 2,
    created_at: 1_763_999_000,
    ...over,
  };
}

const history: ChatHistoryPage = {
  messages: [
    message({ id: 101 }),
    message({ id: 100, sender: 'system', text: 'Our FAQ may help', links: [] }),
    message({ id: 99, text: '<b>hello</b>' }),
  ],
  has_more: false,
};

const me = { id: 7, name: 'support operator' };

describe('the customer service queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the open conversations and opens one with its messages as text', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/chat/queue': [conversation()],
      'GET /api/admin/chat/5/messages': history,
    });
    renderDesk(<Chat />, 'support');
    expect(await screen.findByText('My deposit has not arrived')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('<b>hello</b>')).toBeTruthy();
    expect(within(drawer).getByText('Our FAQ may help')).toBeTruthy();
    // Oldest first on screen.
    const shown = within(drawer)
      .getAllByTestId('chat-message')
      .map((m) => m.textContent);
    expect(shown[0]).toContain('<b>hello</b>');
    expect(shown[2]).toContain('My deposit has not arrived');
    expect(calls.find((c) => c.path === '/api/admin/chat/5/messages')!.query).toMatchObject({
      limit: '50',
    });
    expect(within(drawer).getByText('Claim this conversation to reply.')).toBeTruthy();
  });

  it('claims, replies, marks read up to the newest message and closes', async () => {
    let claimed = false;
    let closed = false;
    const { calls } = fakeServer({
      'GET /api/admin/chat/queue': () =>
        closed ? [] : [conversation({ claimed_by: claimed ? me : null })],
      'GET /api/admin/chat/5/messages': history,
      'POST /api/admin/chat/5/claim': () => {
        claimed = true;
        return { id: 5, claimed_by: me };
      },
      'POST /api/admin/chat/5/reply': message({ id: 102, sender: 'operator', text: 'Checking' }),
      'POST /api/admin/chat/5/read': { conversation_id: 5, side: 'operator', message_id: 101 },
      'POST /api/admin/chat/5/close': () => {
        closed = true;
        return { id: 5, status: 'closed' };
      },
    });
    renderDesk(<Chat />, 'support');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Claim/ }));
    const reply = await screen.findByLabelText('Reply');
    fireEvent.change(reply, { target: { value: '  Checking  ' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/chat/5/reply')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/chat/5/reply')!.body).toEqual({
      text: 'Checking',
      lang: 'en',
    });

    fireEvent.click(screen.getByRole('button', { name: /Mark read \(2\)/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/chat/5/read')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/chat/5/read')!.body).toMatchObject({
      message_id: 101,
    });

    fireEvent.click(screen.getByRole('button', { name: /Close conversation/ }));
    fireEvent.change(await screen.findByLabelText(/Note for the audit log/), {
      target: { value: 'Resolved' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/chat/5/close')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/chat/5/close')!.body).toMatchObject({
      reason: 'Resolved',
    });
  });

  it("shows the server's refusal of a reply", async () => {
    fakeServer({
      'GET /api/admin/chat/queue': [conversation({ claimed_by: me })],
      'GET /api/admin/chat/5/messages': history,
      'POST /api/admin/chat/5/reply': new Refusal('This conversation is closed'),
    });
    renderDesk(<Chat />, 'support');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.change(await screen.findByLabelText('Reply'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('This conversation is closed')).toBeTruthy();
  });

  it('narrows the queue to the unclaimed conversations', async () => {
    fakeServer({
      'GET /api/admin/chat/queue': [
        conversation(),
        conversation({
          id: 6,
          claimed_by: { id: 8, name: 'Bob' },
          last_message: message({ id: 200, conversation_id: 6, text: 'Thanks Bob' }),
        }),
      ],
    });
    renderDesk(<Chat />, 'support');
    expect(await screen.findByText('Thanks Bob')).toBeTruthy();
    fireEvent.click(screen.getByText('Unclaimed'));
    await waitFor(() => expect(screen.queryByText('Thanks Bob')).toBeNull());
    expect(screen.getByText('My deposit has not arrived')).toBeTruthy();
  });

  it('polls the open conversation every 5 s, and stops once it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeServer({
      'GET /api/admin/chat/queue': [conversation()],
      'GET /api/admin/chat/5/messages': history,
    });
    const fetches = () => calls.filter((c) => c.path === '/api/admin/chat/5/messages').length;
    renderDesk(<Chat />, 'support');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await screen.findByText('<b>hello</b>');
    const before = fetches();
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(fetches()).toBeGreaterThan(before));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('<b>hello</b>')).toBeNull());
    const closed = fetches();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetches()).toBe(closed);
  });
});

/**
 * The chat screen against a mocked request function, as a person uses it: the canned reply
 * with its FAQ link, sending, support's live reply, read ticks, the offline notice, and
 * earlier messages. Text that looks like markup is shown as text.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import type { ChatConversationView, ChatMessageItem, ChatReadEvent } from '@bourse/shared';
import type { Params } from '../../api/client.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  redirectTo: vi.fn(),
  requireLogin: vi.fn(),
  LOGIN_PATH: '/pages/common/login',
}));
const pushes = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
const live = vi.hoisted(() => ({
  useRealtime: vi.fn(),
  useUserEvent: vi.fn((event: string, handler: (payload: unknown) => void) => {
    pushes.set(event, handler);
  }),
}));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
vi.mock('../../api/useRealtime.ts', () => live);
const toast = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => {
  const real = await original<typeof AntdMobile>();
  return { ...real, Toast: { show: toast, clear: vi.fn() } };
});

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import KefuPage from '../../pages/kefu/index.tsx';

const T0 = Date.parse('2026-03-02T10:00:00Z') / 1000;
const msg = (id: number, sender: ChatMessageItem['sender'], text: string): ChatMessageItem => ({
  id,
  conversation_id: 7,
  sender,
  text,
  image: '',
  links: [],
  created_at: T0 + id,
});
const WELCOME: ChatMessageItem = {
  ...msg(1, 'system', 'Hello! Thank you for contacting Bourse support.'),
  links: [{ label: 'Frequently asked questions', url: '/pages/common/faq' }],
};

let view: ChatConversationView;
let newest: ChatMessageItem[];
let older: ChatMessageItem[];
let nextId = 100;

function serve() {
  api.post.mockImplementation((path: string, params: Params) => {
    if (path === '/chat/open') return Promise.resolve(view);
    if (path === '/chat/send') return Promise.resolve(msg(nextId++, 'user', String(params.text)));
    if (path === '/chat/read') {
      const event: ChatReadEvent = {
        conversation_id: 7,
        side: 'user',
        message_id: Number(params.message_id),
      };
      return Promise.resolve(event);
    }
    return Promise.reject(new Error(`unexpected POST ${path}`));
  });
  api.get.mockImplementation((path: string, params: Params) => {
    if (path === '/chat/messages') {
      return Promise.resolve(
        params.before
          ? { messages: older, has_more: false }
          : { messages: newest, has_more: older.length > 0 },
      );
    }
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter(['/pages/kefu/index'])}>
        <KefuPage />
      </RouterProvider>
    </QueryClientProvider>,
  );
}

const push = (event: string, payload: unknown) => act(() => pushes.get(event)!(payload));

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  toast.mockClear();
  nav.navigateTo.mockClear();
  pushes.clear();
  session.set({ token: 't', lang: 'en' });
  view = {
    id: 7,
    status: 'open',
    claimed: false,
    user_read_id: 0,
    operator_read_id: 0,
    support: { online: true, hours: '01:00-13:00', reply_from: T0 },
  };
  newest = [WELCOME];
  older = [];
  serve();
});
afterEach(cleanup);

describe('customer service chat', () => {
  it('shows the canned reply with the FAQ link and marks it read', async () => {
    mount();
    expect(await screen.findByText(WELCOME.text)).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Frequently asked questions' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/common/faq');
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/chat/read', { message_id: 1 }, expect.anything()),
    );
  });

  it('sends a message, shows it on the right as sent, then read when support reads it', async () => {
    mount();
    await screen.findByText(WELCOME.text);
    const input = screen.getByRole('textbox', { name: 'Type a message' });
    fireEvent.change(input, { target: { value: '  <b>where</b> is my deposit?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('<b>where</b> is my deposit?');
    expect(api.post).toHaveBeenCalledWith(
      '/chat/send',
      { text: '<b>where</b> is my deposit?' },
      expect.anything(),
    );
    expect(document.querySelector('b')).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('img', { name: 'Sent' })).toBeTruthy();

    push('chat_read', { conversation_id: 7, side: 'operator', message_id: 100 });
    expect(await screen.findByRole('img', { name: 'Read' })).toBeTruthy();
  });

  it('shows support replies pushed over the realtime room, once each', async () => {
    mount();
    await screen.findByText(WELCOME.text);
    const reply = msg(50, 'operator', 'Let me check that for you');
    push('chat_message', reply);
    push('chat_message', reply);
    expect(await screen.findAllByText('Let me check that for you')).toHaveLength(1);
    expect(screen.getByText('Support')).toBeTruthy();
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/chat/read', { message_id: 50 }, expect.anything()),
    );
  });

  it('shows the offline notice with the hours and the expected reply time', async () => {
    view = { ...view, support: { online: false, hours: '01:00-13:00', reply_from: T0 + 3600 } };
    mount();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Support is offline now. Hours: 01:00-13:00 UTC.');
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('loads earlier messages with the before cursor', async () => {
    newest = [msg(12, 'user', 'third'), msg(11, 'operator', 'second')];
    older = [msg(10, 'user', 'first'), WELCOME];
    mount();
    await screen.findByText('third');
    fireEvent.click(screen.getByRole('button', { name: 'Earlier messages' }));
    await screen.findByText('first');
    expect(api.get).toHaveBeenCalledWith(
      '/chat/messages',
      { limit: 20, before: 11 },
      expect.anything(),
    );
    const order = screen.getAllByTestId(/chat-(message|notice)/).map((el) => el.textContent);
    expect(order[0]).toContain(WELCOME.text);
    expect(order[1]).toContain('first');
    expect(order[3]).toContain('third');
  });

  it('shows a refusal of the server and keeps the text', async () => {
    api.post.mockImplementation((path: string) =>
      path === '/chat/send'
        ? Promise.reject(new Error('You can send at most 10 messages every 10 seconds.'))
        : path === '/chat/open'
          ? Promise.resolve(view)
          : Promise.resolve({ conversation_id: 7, side: 'user', message_id: 1 }),
    );
    mount();
    await screen.findByText(WELCOME.text);
    const input = screen.getByRole('textbox', { name: 'Type a message' });
    fireEvent.change(input, { target: { value: 'again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        content: 'You can send at most 10 messages every 10 seconds.',
      }),
    );
    expect((input as HTMLTextAreaElement).value).toBe('again');
  });
});

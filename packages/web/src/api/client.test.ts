import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));
const nav = vi.hoisted(() => ({ redirectTo: vi.fn(), sendToLogin: vi.fn() }));
vi.mock('antd-mobile', () => ({ Toast: toast }));
vi.mock('../app/nav.ts', () => nav);

import {
  ApiError,
  LOADING_DELAY_MS,
  REDIRECT_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  api,
} from './client.ts';
import { session } from '../store/session.ts';
import { initI18n } from '../i18n/index.ts';

beforeAll(() => initI18n('en'));

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  toast.show.mockClear();
  toast.clear.mockClear();
  nav.redirectTo.mockClear();
  session.set({ token: 'tok-1', user: null, lang: 'fra' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('request envelope (spec 7-8)', () => {
  it('resolves an ok reply with its message, posting form-urlencoded with lang and token', async () => {
    fetchMock.mockReturnValue(reply({ type: 'ok', message: { id: 3 } }));
    await expect(api.post('/news/detail', { id: 3, skip: undefined })).resolves.toEqual({ id: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/news/detail');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('id=3&lang=fra');
    expect(init?.headers).toMatchObject({
      Authorization: 'tok-1',
      lang: 'fra',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  });

  it('puts GET parameters in the query string and omits a missing token', async () => {
    session.set({ token: null });
    fetchMock.mockReturnValue(reply({ type: 'ok', message: [] }));
    await api.get('/mailMessage/getList', { page: 2, limit: 10 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/mailMessage/getList?page=2&limit=10&lang=fra');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('accepts code 1 as ok', async () => {
    fetchMock.mockReturnValue(reply({ code: 1, message: 'fine' }));
    await expect(api.get('/x')).resolves.toBe('fine');
  });

  it('rejects a refusal with its message and shows it', async () => {
    fetchMock.mockReturnValue(reply({ type: 'error', message: 'Solde insuffisant' }));
    const error = await rejection(api.post('/x'));
    expect(error.type).toBe('error');
    expect(error.message).toBe('Solde insuffisant');
    expect(toast.show).toHaveBeenCalledWith({ content: 'Solde insuffisant' });
  });

  it('stays quiet on a refusal when asked to be silent', async () => {
    fetchMock.mockReturnValue(reply({ type: 'error', message: 'no' }));
    const error = await rejection(api.post('/x', {}, { silent: true }));
    expect(error.message).toBe('no');
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('999: clears the user and sends them to login with the message (nav shows it, once)', async () => {
    nav.sendToLogin.mockClear();
    fetchMock.mockReturnValue(reply({ type: 999, message: 'Session expirée' }));
    const error = await rejection(api.get('/user/info'));
    expect(error.type).toBe(999);
    expect(nav.sendToLogin).toHaveBeenCalledExactlyOnceWith('Session expirée');
    expect(session.get().token).toBeNull();
    expect(session.get().lang).toBe('fra');
  });

  it('999 sent as a string is the same', async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValue(reply({ type: '999', message: 'x' }));
    expect((await rejection(api.get('/user/info'))).type).toBe(999);
    expect(session.get().token).toBeNull();
  });

  it('998: shows the message and goes to identity verification after 1.2 s, keeping the session', async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValue(reply({ type: '998', message: 'Vérifiez votre identité' }));
    const error = await rejection(api.post('/wallet/out'));
    expect(error.type).toBe(998);
    expect(session.get().token).toBe('tok-1');
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1);
    expect(nav.redirectTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(nav.redirectTo).toHaveBeenCalledWith('/pages/setting/real');
  });

  it('rejects any non-200 status, with the body message when there is one', async () => {
    fetchMock.mockReturnValue(reply({ type: 'error', message: 'Too many requests' }, 429));
    const limited = await rejection(api.post('/sms_send'));
    expect([limited.type, limited.status, limited.message]).toEqual([
      'http',
      429,
      'Too many requests',
    ]);

    fetchMock.mockReturnValue(
      Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })),
    );
    const bad = await rejection(api.get('/x'));
    expect([bad.type, bad.status]).toEqual(['http', 502]);
    expect(bad.message).toBe('The server answered with status 502.');
  });

  it('a 200 with an ok envelope is the only success: 201 is refused', async () => {
    fetchMock.mockReturnValue(reply({ type: 'ok', message: 'created' }, 201));
    expect((await rejection(api.post('/x'))).type).toBe('http');
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(api.get('/x'));
    expect(error.type).toBe('network');
    expect(toast.show).toHaveBeenCalledTimes(1);
  });

  it('says "offline" when the browser has no connection: quiet loads without a toast', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      const background = await rejection(api.get('/x', {}, { quiet: true }));
      expect(background.type).toBe('offline');
      expect(background.message).toBe('You are offline. This will load when you are back online.');
      expect(toast.show).not.toHaveBeenCalled();
      const action = await rejection(api.post('/order'));
      expect(action.type).toBe('offline');
      expect(toast.show).toHaveBeenCalledWith({ content: action.message });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = rejection(api.get('/slow', {}, { quiet: true }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await pending).type).toBe('timeout');
  });

  it('shows the loading toast only after 800 ms, and not for quiet calls', async () => {
    vi.useFakeTimers();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = api.get('/x');
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 1);
    expect(toast.show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(toast.show).toHaveBeenCalledWith({ icon: 'loading', duration: 0 });
    answer(new Response(JSON.stringify({ type: 'ok', message: 1 }), { status: 200 }));
    await expect(pending).resolves.toBe(1);
    expect(toast.clear).toHaveBeenCalled();

    toast.show.mockClear();
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const quiet = api.get('/x', {}, { quiet: true });
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS * 2);
    expect(toast.show).not.toHaveBeenCalled();
    answer(new Response(JSON.stringify({ type: 'ok', message: 2 }), { status: 200 }));
    await expect(quiet).resolves.toBe(2);
  });
});

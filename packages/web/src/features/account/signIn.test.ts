/** After login or registration the token and the profile land in the session; logout clears them. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@bourse/shared';

const nav = vi.hoisted(() => ({
  navigateBack: vi.fn(),
  reLaunch: vi.fn(),
  redirectTo: vi.fn(),
  TAB_PATHS: ['/pages/index/index'],
}));
const calls = vi.hoisted(() => ({ fetchUserInfo: vi.fn(), logout: vi.fn() }));
vi.mock('../../app/nav.ts', () => nav);
vi.mock('./api.ts', () => calls);
vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn(), clear: vi.fn() } }));

const { session } = await import('../../store/session.ts');
const { queryClient } = await import('../../api/queryClient.ts');
const { leaveSignIn, signIn, signOut } = await import('./signIn.ts');

const user = { id: 7, nickname: 'Ada', account: 'ada@example.com' } as UserInfo;

beforeEach(() => {
  vi.clearAllMocks();
  session.set({ token: null, user: null });
});

describe('signIn', () => {
  it('keeps the token, loads the user into the session and the query cache', async () => {
    calls.fetchUserInfo.mockResolvedValue(user);
    await signIn('t0ken-abcdefghijklmnopqrstuvwxyz');
    expect(session.get().token).toBe('t0ken-abcdefghijklmnopqrstuvwxyz');
    expect(session.get().user).toEqual(user);
    expect(queryClient.getQueryData(['userInfo'])).toEqual(user);
    expect(localStorage.getItem('bourse.token')).toBe('t0ken-abcdefghijklmnopqrstuvwxyz');
  });

  it('stays signed in when the profile cannot be loaded yet', async () => {
    calls.fetchUserInfo.mockRejectedValue(new Error('network'));
    await signIn('t0ken-abcdefghijklmnopqrstuvwxyz');
    expect(session.get().token).toBe('t0ken-abcdefghijklmnopqrstuvwxyz');
    expect(session.get().user).toBeNull();
  });
});

describe('leaveSignIn', () => {
  it('follows an in-app redirect, else goes back, else home', () => {
    leaveSignIn('/pages/fund/assets', true);
    expect(nav.redirectTo).toHaveBeenCalledWith('/pages/fund/assets');
    leaveSignIn('https://evil.example/phish', true);
    expect(nav.navigateBack).toHaveBeenCalledTimes(1);
    leaveSignIn(null, false);
    expect(nav.reLaunch).toHaveBeenCalledWith('/pages/index/index');
  });
});

describe('signOut', () => {
  it('revokes on the server, clears the session even if that fails, and starts over at home', async () => {
    session.set({ token: 't0ken-abcdefghijklmnopqrstuvwxyz', user });
    calls.logout.mockRejectedValue(new Error('offline'));
    await signOut();
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(session.get()).toMatchObject({ token: null, user: null });
    expect(nav.reLaunch).toHaveBeenCalledWith('/pages/index/index');
  });
});

/**
 * After login or registration: keep the token, load the user into the session, say so
 * and leave the sign-in screens. Only the opaque token is stored, never the password
 * (DESIGN.md section 9).
 */
import { Toast } from 'antd-mobile';
import i18n from '../../i18n/index.ts';
import { queryClient } from '../../api/queryClient.ts';
import { navigateBack, reLaunch, redirectTo, TAB_PATHS } from '../../app/nav.ts';
import { session } from '../../store/session.ts';
import { fetchUserInfo, logout } from './api.ts';
import { QK } from '../../api/keys.ts';

export const HOME_PATH = TAB_PATHS[0];

export async function signIn(token: string): Promise<void> {
  // Whatever another account left in the cache must not show under this one.
  queryClient.clear();
  session.set({ token, user: null });
  try {
    const user = await fetchUserInfo();
    session.set({ user });
    queryClient.setQueryData([QK.userInfo], user);
  } catch {
    // The token is good; the profile loads again on the next page that needs it.
  }
}

/**
 * Where to go after signing in: the `redirect` query if it is an in-app page, else back,
 * else home.
 */
export function leaveSignIn(redirect: string | null, canGoBack = window.history.length > 1): void {
  if (redirect && /^\/pages\/[\w-]+\/[\w-]+/.test(redirect)) redirectTo(redirect);
  else if (canGoBack) navigateBack();
  else reLaunch(HOME_PATH);
}

export function toastSuccess(key: 'success.login' | 'success.register' | 'success.logout'): void {
  Toast.show({ icon: 'success', content: i18n.t(`server:${key}`) });
}

/** Revokes the token on the server (best effort), clears the session and starts over at home. */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  session.clearUser();
  queryClient.clear();
  toastSuccess('success.logout');
  reLaunch(HOME_PATH);
}

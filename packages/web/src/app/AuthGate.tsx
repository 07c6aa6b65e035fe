import { useEffect, type ReactNode } from 'react';
import { useSession } from '../store/session.ts';
import { requireLogin } from './nav.ts';

/** Protected pages: without a token, "please log in first", then the login page. */
export function AuthGate({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) requireLogin();
  }, [token]);
  return token ? children : null;
}

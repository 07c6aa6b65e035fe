import { useEffect, type ReactNode } from 'react';
import { useSession } from '../store/session.ts';
import { requireLogin } from './nav.ts';
import { hrefOf } from './hashRouter.ts';
import { useLocation } from './routing.tsx';

/**
 * Protected pages: without a token, "please log in first", then the login page, which
 * brings the user back here (path and query) once signed in.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  const here = hrefOf(location);
  useEffect(() => {
    if (!token) requireLogin(here);
  }, [token, here]);
  return token ? children : null;
}

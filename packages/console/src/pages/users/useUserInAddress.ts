/**
 * The user open in the drawer lives in the address (`#/users?id=12`): other screens link a
 * user that way (UserLink), a reload reopens the same user, and Back closes the drawer.
 */
import { useCallback, useEffect, useState } from 'react';

/** The `id` of `#/users?id=12`, or null when there is none (or it is not a user id). */
export function userIdFromHash(hash: string): number | null {
  const query = hash.split('?')[1];
  if (!query) return null;
  const id = Number(new URLSearchParams(query).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useUserInAddress(): [number | null, (id: number | null) => void] {
  const [id, setId] = useState(() => userIdFromHash(window.location.hash));
  useEffect(() => {
    const onHash = () => setId(userIdFromHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const open = useCallback((next: number | null) => {
    setId(next);
    window.location.hash = next === null ? '#/users' : `#/users?id=${next}`;
  }, []);
  return [id, open];
}

/** Small hooks of the NFT pages: who the caller is, a coin's spot balance. */
import { useQuery } from '@tanstack/react-query';
import { AccountType } from '@bourse/shared';
import { useSession } from '../../store/session.ts';
import { userInfoQuery } from '../account/queries.ts';
import { balanceQuery } from '../trade/queries.ts';

/** The signed-in user's id (undefined signed out, or until the profile is known). */
export function useMyId(): number | undefined {
  const signedIn = !!useSession((s) => s.token);
  const user = useQuery({ ...userInfoQuery(), enabled: signedIn });
  return signedIn ? user.data?.id : undefined;
}

/** What the caller has available in a coin in the spot account (NFT money lives there). */
export function useSpotAvailable(currencyId: number | undefined): string | undefined {
  const signedIn = !!useSession((s) => s.token);
  const balance = useQuery({
    ...balanceQuery(currencyId ?? 0, AccountType.change),
    enabled: signedIn && currencyId !== undefined && currencyId > 0,
  });
  if (!balance.data) return undefined;
  return String(balance.data.change_balance ?? balance.data.available ?? '0');
}

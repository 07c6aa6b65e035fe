/** The trader of a copy-trading page: `?id=`, or the contract's own name `?trader_user_id=`. */
import { useSearchParams } from '../../app/routing.tsx';

export function useTraderId(): number {
  const [params] = useSearchParams();
  const n = Number(params.get('id') ?? params.get('trader_user_id'));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

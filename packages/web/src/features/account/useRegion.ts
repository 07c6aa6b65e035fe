import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../store/session.ts';
import { regionsQuery } from './queries.ts';
import { defaultRegion, readRegion, type RegionChoice } from './region.ts';

/**
 * The region of a mobile number: the area chooser's saved choice, else a guess from the
 * language among supported regions (null until regions load, if nothing was saved).
 */
export function useRegion(): RegionChoice | null {
  const lang = useSession((s) => s.lang);
  const saved = readRegion();
  const { data } = useQuery({ ...regionsQuery(lang), enabled: !saved });
  return saved ?? (data ? defaultRegion(data, lang) : null);
}

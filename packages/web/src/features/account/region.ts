/**
 * The area chooser hands its choice back to the page that opened it through
 * sessionStorage: the chooser saves the region and goes back; the register page reads
 * it when it shows again. The choice also stays as the default for the tab's lifetime.
 */
import type { Lang, RegionItem } from '@bourse/shared';

export const REGION_KEY = 'bourse.region';

export type RegionChoice = Pick<RegionItem, 'id' | 'iso' | 'area_code' | 'name'>;

export function saveRegion(region: RegionChoice): void {
  const { id, iso, area_code, name } = region;
  sessionStorage.setItem(REGION_KEY, JSON.stringify({ id, iso, area_code, name }));
}

export function readRegion(): RegionChoice | null {
  try {
    const raw = sessionStorage.getItem(REGION_KEY);
    const value = raw ? (JSON.parse(raw) as RegionChoice) : null;
    return value && typeof value.id === 'number' && typeof value.area_code === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

/** A reasonable first guess of the user's region from the UI language. */
const LANG_REGION: Record<Lang, string> = {
  en: 'US',
  zh: 'CN',
  hk: 'HK',
  fra: 'FR',
  spa: 'ES',
  th: 'TH',
  jp: 'JP',
  kor: 'KR',
};

/** The saved choice, else the language's region if supported, else the first supported. */
export function defaultRegion(regions: readonly RegionItem[], lang: Lang): RegionChoice | null {
  const saved = readRegion();
  if (saved) return saved;
  const supported = regions.filter((r) => r.supported);
  return supported.find((r) => r.iso === LANG_REGION[lang]) ?? supported[0] ?? null;
}

/** Case- and accent-insensitive match on name, ISO code or dial code ("+65", "65", "sing"). */
export function matchesRegion(region: RegionItem, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim()).replace(/^\+/, '');
  if (!q) return true;
  return (
    fold(region.name).includes(q) ||
    region.iso.toLowerCase() === q ||
    region.area_code.startsWith(q)
  );
}

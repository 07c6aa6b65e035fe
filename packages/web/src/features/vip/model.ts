/**
 * The VIP page's figures (pure): labels, the progress bars toward the next level and the
 * thresholds as the table prints them. Decimals throughout; a bar's width is the one number
 * handed to CSS, and it is display only.
 */
import { Decimal, dec, formatNumber, type VipNext } from '@bourse/shared';

export const vipLabel = (level: number) => `VIP${level}`;

/** How far `have` is toward `need`, in percent of the bar (0-100, one decimal). */
export function progressPercent(have: string, need: string): number {
  const target = dec(need);
  if (target.lte(0)) return 100;
  const share = dec(have).div(target).times(100);
  return Math.min(100, Math.max(0, share.toDecimalPlaces(1, Decimal.ROUND_DOWN).toNumber()));
}

const THOUSAND = dec(1_000);
const MILLION = dec(1_000_000);

/** A threshold in the table: 50K, 1M, 1.5M; 0 as "0" (from 1,000 on, unlike `compact`). */
export function thresholdText(value: string): string {
  const v = dec(value);
  const short = (unit: Decimal, suffix: string) =>
    `${formatNumber(v.div(unit), 'amount', { decimals: 2 })}${suffix}`;
  if (v.gte(MILLION)) return short(MILLION, 'M');
  if (v.gte(THOUSAND)) return short(THOUSAND, 'K');
  return formatNumber(v, 'amount', { decimals: 2 });
}

/** A USDT figure on the page: grouped, at most 2 decimals. */
export const usdtText = (value: string) => formatNumber(value, 'amount', { decimals: 2 });

/** A discount: "15%", "12.5%". */
export const discountText = (value: string) =>
  formatNumber(value, 'percent', { decimals: 2, trim: true });

export interface ProgressRow {
  kind: 'volume' | 'holdings';
  have: string;
  need: string;
  missing: string;
  percent: number;
  met: boolean;
}

/** The two bars toward `next`: 30-day volume and holdings (either one is enough). */
export function progressRows(next: VipNext, volume: string, holdings: string): ProgressRow[] {
  return [
    {
      kind: 'volume',
      have: volume,
      need: next.volume_usdt,
      missing: next.volume_missing,
      percent: progressPercent(volume, next.volume_usdt),
      met: dec(next.volume_missing).isZero(),
    },
    {
      kind: 'holdings',
      have: holdings,
      need: next.holdings_usdt,
      missing: next.holdings_missing,
      percent: progressPercent(holdings, next.holdings_usdt),
      met: dec(next.holdings_missing).isZero(),
    },
  ];
}

/** A UTC day (YYYY-MM-DD) from unix seconds: the volume window is counted in UTC days. */
export const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

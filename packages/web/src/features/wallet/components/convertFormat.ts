/** Display helpers of the convert form: amounts trimmed, a fee rate as a percent. */
import { dec, formatNumber as format } from '@bourse/shared';

export const formatNumber = (value: string) => format(value, 'amount');

/** "0.001" -> "0.1%". */
export const formatPercentRate = (rate: string) =>
  `${format(dec(rate).mul(100), 'amount', { decimals: 4 })}%`;

/** How the invite page prints a rate: `20%`, `17.5%`, `0.001%` (the server's figure, trimmed). */
import { formatNumber } from '@bourse/shared';

export const ratePercent = (percent: string | undefined) =>
  formatNumber(percent, 'percent', { decimals: 4, trim: true });

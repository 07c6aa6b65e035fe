/** Payloads of the market endpoints (DESIGN.md section 6: index prices from a feed). */
import { z } from 'zod';
import { langField } from './common.ts';

/** An instrument's ticker as in the coin catalogue (`BTC`, `AAPL`); case does not matter. */
export const symbolField = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9]+$/, { error: 'validation.invalid' })
  .transform((s) => s.toUpperCase());

/** `GET /market/index`: the index now, or at a past instant (10-digit seconds) to audit it. */
export const indexPriceQuery = z.object({
  symbol: symbolField,
  at: z
    .string()
    .trim()
    .regex(/^(?:\d{10})?$/, { error: 'validation.exactDigits?len=10' })
    .optional(),
  lang: langField,
});

/** An index price in USDT as the API answers it: `at` in 10-digit seconds. */
export interface IndexPriceItem {
  symbol: string;
  price: string;
  source: string;
  at: number;
  /**
   * True when the price is the recorded tick of that second (`index_ticks`: what any
   * settlement at that second used); false when the feed answered (a second nothing used).
   */
  recorded?: boolean;
}

/**
 * The financial hub (issue 11, `GET /api/earn/summary`, Bourse's own call): every earn
 * product a user holds in one reply. Amounts are per currency, plain decimal strings, never
 * added across coins. `pending` is income promised but not paid yet (lock-up days still to
 * come, a dual order's yield at maturity in the invested coin, IEO tokens allotted and
 * waiting for their release); `paid` is what has reached the user's account.
 */
import { z } from 'zod';
import { langField } from './common.ts';

export const EARN_PRODUCTS = ['ieo', 'lockup', 'dual'] as const;
export type EarnProduct = (typeof EARN_PRODUCTS)[number];

export const earnSummaryQuery = z.object({ lang: langField });

/** An amount of one coin. */
export interface EarnAmount {
  currency: string;
  amount: string;
}

/** What happens next to a position: a credit, a maturity, an allocation, a release. */
export interface EarnEvent {
  product: EarnProduct;
  /** `lockupCredit`, `lockupEnd`, `dualSettle`, `ieoAllocate`, `ieoRelease`. */
  kind: string;
  /** Unix seconds. */
  at: number;
  /** The position's id in its product (order or subscription). */
  id: number;
  /** The product's own title (plan, pair, project), in the caller's language. */
  title: string;
  /** What it brings, when known (a day's credit, the principal back, tokens released). */
  amount: EarnAmount | null;
}

export interface EarnProductSummary {
  product: EarnProduct;
  /** Positions still running (not settled, redeemed or fully released). */
  open: number;
  /** What the user has in the product now: principal locked, invested, held for a subscription. */
  holding: EarnAmount[];
  pending: EarnAmount[];
  paid: EarnAmount[];
  next: EarnEvent | null;
}

export interface EarnSummary {
  products: EarnProductSummary[];
  /** The next few events across every product, soonest first. */
  upcoming: EarnEvent[];
}

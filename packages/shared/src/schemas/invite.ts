/**
 * Invitation and rebates (issue 12; Bourse's own calls, signed in): the caller's invite
 * summary, the people they invited (accounts masked) and the daily rebates paid to them.
 * Amounts are plain decimal strings per currency, never added across coins; instants are
 * Unix seconds; a rebate's `day` is the UTC day whose fees it shares.
 */
import { z } from 'zod';
import type { Page } from '../api.ts';
import type { InviteFeeSource } from '../invite.ts';
import { langField, pageFields } from './common.ts';

/** `GET /api/invite/summary`. */
export const inviteSummaryQuery = z.object({ lang: langField });

/** `GET /api/invite/invitees` and `GET /api/invite/rebates`: newest first. */
export const invitePageQuery = z.object({ ...pageFields, lang: langField });
export type InvitePageQuery = z.infer<typeof invitePageQuery>;

/** An amount of one coin. */
export interface InviteAmount {
  currency_id: number;
  currency: string;
  amount: string;
}

export interface InviteSummary {
  invite_code: string;
  /** The registration route with the code, to put after the site's origin. */
  link_path: string;
  /** The share of the invitees' fees paid now (the rate in force at each payment applies). */
  rebate_percent: string;
  /** When the next day's rebates are paid (Unix seconds; 00:10 UTC). */
  next_pay_at: number;
  invitees: number;
  /** Everything paid to the caller so far, per currency. */
  rebates: InviteAmount[];
}

export interface InviteeItem {
  /** The invitee's account, masked (`de***@bourse.dev`, `138****5678`). */
  account: string;
  /** Registration, Unix seconds. */
  registered_at: number;
  /** What this invitee's fees have paid the caller so far, per currency. */
  earned: InviteAmount[];
}
export type InviteePage = Page<InviteeItem>;

/** One rebate: one invitee's fees of one kind in one coin on one UTC day. */
export interface InviteRebateItem {
  id: number;
  /** The UTC day of the fees, `YYYY-MM-DD`. */
  day: string;
  /** The invitee, masked. */
  invitee: string;
  source: InviteFeeSource;
  currency_id: number;
  currency: string;
  /** The fees the invitee paid that day. */
  fee_total: string;
  /** How many fees were summed (trade sides, contract charges). */
  fee_count: number;
  /** The rate in force when it was paid. */
  percent: string;
  /** fee_total x percent / 100, rounded down to the coin's decimals (0: nothing posted). */
  amount: string;
  paid_at: number;
  /** The ledger journal that paid it; null when it rounded down to zero. */
  journal_id: number | null;
}
export type InviteRebatePage = Page<InviteRebateItem>;

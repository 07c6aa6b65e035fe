/**
 * Invitation and rebates (issue 12): the door. Every user has an invite code (users'
 * accounts.ts) and registration with `extension_code` records the inviter
 * (`users.referrer_id`). `runInviteJobs` (run by jobs/ every minute) pays each inviter, per
 * invitee, per UTC day, per coin and kind of fee, the published share
 * (`invite_rebate_percent`, default 20%) of the trading fees that invitee paid, from the
 * `fees` account that collected them; `/api/invite/*` (routes.ts) shows the summary, the
 * invitees (masked) and the rebates.
 */
export { runInviteJobs, INVITE_DAYS_PER_RUN, type InviteRun } from './jobs.ts';
export { payDay, INVITE_CHUNK, type DayPaid } from './pay.ts';
export { dayFees, type DayFee } from './fees.ts';
export { rebatePercent, REBATE_SETTING, FEE_ACCOUNTS } from './config.ts';
export { inviteSummary, listInvitees, listRebates, registerPath } from './views.ts';
export * from './tables.ts';

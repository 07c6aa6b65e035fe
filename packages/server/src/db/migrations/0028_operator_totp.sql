-- Operators' second factor (issue 15): an RFC 6238 authenticator secret, AES-256-GCM
-- encrypted under a key derived from CODE_SECRET (never stored in plain text), the moment
-- the operator confirmed it with a code, and the last 30-second step a code was accepted
-- for, so no code is ever accepted twice. All null until the operator enrols (a secret
-- without totp_enabled_at is an unconfirmed set-up); `npm run admin -- reset-totp` clears them.
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_totp_ck" CHECK ("operators"."totp_enabled_at" is null or "operators"."totp_secret" is not null);

DROP INDEX "balances_owner_uq";--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "balances_owner_uq" ON "balances" USING btree ("owner_kind","owner_id","account_type","currency_id","slot");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_slot_ck" CHECK ("balances"."slot" >= 0 and ("balances"."owner_kind" = 'system' or "balances"."slot" = 0));
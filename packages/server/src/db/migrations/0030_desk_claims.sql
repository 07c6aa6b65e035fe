-- Desk claims (issue 15): which operator is handling an item of a queue (deposits,
-- withdrawals, purchases, verifications, traders), so two operators never decide the same
-- item. One row per claimed item; the claim and every decision lock the item's own row
-- first, and a decision deletes the row in its transaction. Hand-written to match
-- modules/admin/tables.ts (deskClaims).
CREATE TABLE "desk_claims" (
	"queue" text NOT NULL,
	"item_id" bigint NOT NULL,
	"operator_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "desk_claims_pk" PRIMARY KEY ("queue", "item_id"),
	CONSTRAINT "desk_claims_queue_ck" CHECK ("desk_claims"."queue" in ('deposits', 'withdrawals', 'purchases', 'verifications', 'traders'))
);
--> statement-breakpoint
ALTER TABLE "desk_claims" ADD CONSTRAINT "desk_claims_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "desk_claims_operator_idx" ON "desk_claims" USING btree ("operator_id");

CREATE TABLE "market_leases" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint NOT NULL,
	"owner" text NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_leases" ADD CONSTRAINT "market_leases_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" DROP COLUMN "book_seq";
-- Contracts (issue 10): per-pair terms, positions, charges and liquidations.
CREATE TABLE "lever_instruments" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"contract_size" numeric(36, 18) NOT NULL,
	"spread_percent" numeric(9, 4) NOT NULL,
	"open_fee_percent" numeric(9, 4) NOT NULL,
	"close_fee_percent" numeric(9, 4) NOT NULL,
	"overnight_percent" numeric(9, 4) NOT NULL,
	"min_lots" integer NOT NULL,
	"max_lots" integer NOT NULL,
	"multiples" integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lever_instruments_size_ck" CHECK ("lever_instruments"."contract_size" > 0),
	CONSTRAINT "lever_instruments_rates_ck" CHECK ("lever_instruments"."spread_percent" >= 0 and "lever_instruments"."spread_percent" < 50 and "lever_instruments"."open_fee_percent" >= 0 and "lever_instruments"."close_fee_percent" >= 0 and "lever_instruments"."overnight_percent" >= 0),
	CONSTRAINT "lever_instruments_lots_ck" CHECK ("lever_instruments"."min_lots" >= 1 and "lever_instruments"."max_lots" >= "lever_instruments"."min_lots"),
	CONSTRAINT "lever_instruments_multiples_ck" CHECK (cardinality("lever_instruments"."multiples") >= 1)
);
--> statement-breakpoint
ALTER TABLE "lever_instruments" ADD CONSTRAINT "lever_instruments_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "lever_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" smallint NOT NULL,
	"status" smallint NOT NULL,
	"order_type" smallint DEFAULT 1 NOT NULL,
	"price_type" smallint NOT NULL,
	"target_price" numeric(36, 18),
	"lots" numeric(36, 18) NOT NULL,
	"contract_size" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"multiple" integer NOT NULL,
	"spread_percent" numeric(9, 4) NOT NULL,
	"open_fee_percent" numeric(9, 4) NOT NULL,
	"close_fee_percent" numeric(9, 4) NOT NULL,
	"margin" numeric(36, 18) DEFAULT '0' NOT NULL,
	"open_margin" numeric(36, 18) DEFAULT '0' NOT NULL,
	"open_price" numeric(36, 18),
	"open_index" numeric(36, 18),
	"open_index_source" text,
	"open_index_at" timestamp with time zone,
	"open_fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"tp" numeric(36, 18),
	"sl" numeric(36, 18),
	"close_price" numeric(36, 18),
	"close_index" numeric(36, 18),
	"close_index_source" text,
	"close_index_at" timestamp with time zone,
	"close_fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"close_reason" text,
	"profit" numeric(36, 18),
	"overnight_paid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"held" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "lever_positions_side_ck" CHECK ("lever_positions"."side" in (1, 2)),
	CONSTRAINT "lever_positions_status_ck" CHECK ("lever_positions"."status" in (0, 1, 3, 4)),
	CONSTRAINT "lever_positions_reason_ck" CHECK ("lever_positions"."close_reason" is null or "lever_positions"."close_reason" in ('user', 'batch', 'tp', 'sl', 'liquidation', 'cancelled', 'margin')),
	CONSTRAINT "lever_positions_amounts_ck" CHECK ("lever_positions"."lots" > 0 and "lever_positions"."quantity" > 0 and "lever_positions"."multiple" > 0 and "lever_positions"."margin" >= 0 and "lever_positions"."held" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lever_positions_user_idx" ON "lever_positions" USING btree ("user_id","status","id");
--> statement-breakpoint
CREATE INDEX "lever_positions_live_idx" ON "lever_positions" USING btree ("status","instrument_id") WHERE "lever_positions"."status" in (0, 1);
--> statement-breakpoint
CREATE TABLE "lever_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"index_price" numeric(36, 18) NOT NULL,
	"index_source" text NOT NULL,
	"index_at" timestamp with time zone NOT NULL,
	"charge_day" date DEFAULT '1970-01-01' NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lever_charges_kind_ck" CHECK ("lever_charges"."kind" in ('open_fee', 'close_fee', 'overnight', 'liquidation_shortfall')),
	CONSTRAINT "lever_charges_amount_ck" CHECK ("lever_charges"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lever_charges" ADD CONSTRAINT "lever_charges_position_id_lever_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."lever_positions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lever_charges" ADD CONSTRAINT "lever_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "lever_charges_once_uq" ON "lever_charges" USING btree ("position_id","kind","charge_day");
--> statement-breakpoint
CREATE INDEX "lever_charges_user_idx" ON "lever_charges" USING btree ("user_id","id");
--> statement-breakpoint
CREATE TABLE "lever_liquidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"equity" numeric(36, 18) NOT NULL,
	"used_margin" numeric(36, 18) NOT NULL,
	"risk_rate" numeric(36, 18) NOT NULL,
	"maintenance_percent" numeric(9, 4) NOT NULL,
	"prices" text NOT NULL,
	"position_ids" text NOT NULL,
	"insurance_paid" numeric(36, 18) NOT NULL,
	"unrecovered" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lever_liquidations" ADD CONSTRAINT "lever_liquidations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lever_liquidations_user_idx" ON "lever_liquidations" USING btree ("user_id","id");

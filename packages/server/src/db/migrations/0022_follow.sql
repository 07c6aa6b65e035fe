-- Copy trading (issue 12): trader applications, follows, the signals of a trader's
-- positions, what each follower's copy did, the hourly trader figures; a lever position
-- names the trader's position it copies (`copy_of`), which, like the order as placed,
-- never changes.
ALTER TABLE "lever_positions" ADD COLUMN "copy_of" bigint;
--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_copy_of_lever_positions_id_fk" FOREIGN KEY ("copy_of") REFERENCES "public"."lever_positions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lever_positions_copy_idx" ON "lever_positions" USING btree ("copy_of") WHERE "lever_positions"."copy_of" is not null;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_lever_position_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bourse_outcome_refused(format('lever_positions %s: a position is never deleted', OLD.id));
  END IF;
  IF OLD.status IN (3, 4) AND NEW IS DISTINCT FROM OLD THEN
    PERFORM bourse_outcome_refused(format('lever_positions %s: a closed or cancelled position never changes', OLD.id));
  END IF;
  IF NOT ((OLD.status = 0 AND NEW.status IN (0, 1, 4)) OR (OLD.status = 1 AND NEW.status IN (1, 3))
          OR OLD.status = NEW.status) THEN
    PERFORM bourse_outcome_refused(format('lever_positions %s: status %s cannot become %s', OLD.id, OLD.status, NEW.status));
  END IF;
  IF (NEW.id, NEW.user_id, NEW.instrument_id, NEW.side, NEW.price_type, NEW.target_price,
      NEW.lots, NEW.multiple, NEW.created_at, NEW.copy_of)
     IS DISTINCT FROM
     (OLD.id, OLD.user_id, OLD.instrument_id, OLD.side, OLD.price_type, OLD.target_price,
      OLD.lots, OLD.multiple, OLD.created_at, OLD.copy_of) THEN
    PERFORM bourse_outcome_refused(format('lever_positions %s: the order as placed never changes', OLD.id));
  END IF;
  -- A copy may only be taken over by its follower (2 -> 1), never made a copy again.
  IF OLD.order_type = 1 AND NEW.order_type <> 1 THEN
    PERFORM bourse_outcome_refused(format('lever_positions %s: an own position never becomes a copy', OLD.id));
  END IF;
  IF OLD.status = 1 AND
     (NEW.open_price, NEW.open_index, NEW.open_index_source, NEW.open_index_at, NEW.open_fee,
      NEW.quantity, NEW.contract_size, NEW.spread_percent, NEW.open_fee_percent,
      NEW.close_fee_percent, NEW.open_margin, NEW.opened_at)
     IS DISTINCT FROM
     (OLD.open_price, OLD.open_index, OLD.open_index_source, OLD.open_index_at, OLD.open_fee,
      OLD.quantity, OLD.contract_size, OLD.spread_percent, OLD.open_fee_percent,
      OLD.close_fee_percent, OLD.open_margin, OLD.opened_at) THEN
    PERFORM bourse_outcome_refused(format('lever_positions %s: a fill never changes', OLD.id));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TABLE "traders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"nickname" text NOT NULL,
	"introduction" text NOT NULL,
	"profit_share_percent" numeric(9, 4) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "traders_status_ck" CHECK ("traders"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "traders_share_ck" CHECK ("traders"."profit_share_percent" >= 0 and "traders"."profit_share_percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "traders" ADD CONSTRAINT "traders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "traders_status_idx" ON "traders" USING btree ("status");
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follower_id" integer NOT NULL,
	"trader_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"number" numeric(36, 18) NOT NULL,
	"cap_amount" numeric(36, 18),
	"deadline" timestamp with time zone,
	"profit_share_percent" numeric(9, 4) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "follows_type_ck" CHECK ("follows"."type" in (1, 2)),
	CONSTRAINT "follows_status_ck" CHECK ("follows"."status" in ('active', 'cancelled', 'expired')),
	CONSTRAINT "follows_number_ck" CHECK ("follows"."number" > 0 and ("follows"."cap_amount" is null or "follows"."cap_amount" > 0)),
	CONSTRAINT "follows_self_ck" CHECK ("follows"."follower_id" <> "follows"."trader_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "follows_active_uq" ON "follows" USING btree ("follower_id","trader_id") WHERE "follows"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "follows_trader_idx" ON "follows" USING btree ("trader_id","status");
--> statement-breakpoint
CREATE TABLE "copy_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trader_id" integer NOT NULL,
	"position_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"index_price" numeric(36, 18) NOT NULL,
	"index_source" text NOT NULL,
	"index_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "copy_signals_kind_ck" CHECK ("copy_signals"."kind" in ('open', 'close'))
);
--> statement-breakpoint
ALTER TABLE "copy_signals" ADD CONSTRAINT "copy_signals_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "copy_signals" ADD CONSTRAINT "copy_signals_position_id_lever_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."lever_positions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "copy_signals_once_uq" ON "copy_signals" USING btree ("position_id","kind");
--> statement-breakpoint
CREATE INDEX "copy_signals_todo_idx" ON "copy_signals" USING btree ("id") WHERE "copy_signals"."processed_at" is null;
--> statement-breakpoint
CREATE TABLE "copy_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"signal_id" bigint,
	"follow_id" bigint NOT NULL,
	"follower_id" integer NOT NULL,
	"trader_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"detail" text DEFAULT '{}' NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" smallint NOT NULL,
	"lots" numeric(36, 18) NOT NULL,
	"position_id" bigint,
	"profit_share" numeric(36, 18),
	"journal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_trades_outcome_ck" CHECK ("copy_trades"."outcome" in ('opened', 'skipped', 'closed', 'detached'))
);
--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_signal_id_copy_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."copy_signals"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_follow_id_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."follows"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_position_id_lever_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."lever_positions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "copy_trades_once_uq" ON "copy_trades" USING btree ("signal_id","follower_id");
--> statement-breakpoint
CREATE INDEX "copy_trades_follower_idx" ON "copy_trades" USING btree ("follower_id","id");
--> statement-breakpoint
CREATE INDEX "copy_trades_follow_idx" ON "copy_trades" USING btree ("follow_id");
--> statement-breakpoint
CREATE TABLE "trader_stats" (
	"trader_id" integer PRIMARY KEY NOT NULL,
	"total_profits" numeric(36, 18) NOT NULL,
	"total_return_percent" numeric(36, 18) NOT NULL,
	"accuracy_percent" numeric(36, 18) NOT NULL,
	"closed_count" integer NOT NULL,
	"profitable_count" integer NOT NULL,
	"long_wins" integer NOT NULL,
	"short_wins" integer NOT NULL,
	"yesterday_profits" numeric(36, 18) NOT NULL,
	"open_count" integer NOT NULL,
	"total_count" integer NOT NULL,
	"followers" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trader_stats" ADD CONSTRAINT "trader_stats_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- What a copy did is fixed once written (BR002, as the ledger): a history row is never
-- changed or deleted, and a signal's price never changes (only `processed_at`, once).
CREATE TRIGGER copy_trades_append_only BEFORE UPDATE OR DELETE ON copy_trades
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER copy_trades_no_truncate BEFORE TRUNCATE ON copy_trades
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_copy_signal_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bourse_outcome_refused(format('copy_signals %s: a signal is never deleted', OLD.id));
  END IF;
  IF (NEW.id, NEW.trader_id, NEW.position_id, NEW.kind, NEW.index_price, NEW.index_source,
      NEW.index_at, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.trader_id, OLD.position_id, OLD.kind, OLD.index_price, OLD.index_source,
      OLD.index_at, OLD.created_at)
     OR (OLD.processed_at IS NOT NULL AND NEW.processed_at IS DISTINCT FROM OLD.processed_at) THEN
    PERFORM bourse_outcome_refused(format('copy_signals %s: a signal never changes', OLD.id));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER copy_signals_fixed BEFORE UPDATE OR DELETE ON copy_signals
  FOR EACH ROW EXECUTE FUNCTION bourse_copy_signal_fixed();
--> statement-breakpoint
CREATE TRIGGER copy_signals_no_truncate BEFORE TRUNCATE ON copy_signals
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();

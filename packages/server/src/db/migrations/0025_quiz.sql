-- The quiz game (issue 14): rounds on a pair's recorded index and the bets on them (pari-
-- mutuel, the stakes frozen in the options account until the round settles). Hand-written to
-- match modules/quiz/tables.ts.
ALTER TABLE "journals" DROP CONSTRAINT "journals_reason_ck";
--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reason_ck" CHECK ("journals"."reason" in ('faucet', 'deposit', 'withdraw', 'account_transfer', 'user_transfer', 'freeze', 'unfreeze', 'settle', 'trade', 'fee', 'adjustment', 'conversion', 'purchase', 'promotion', 'lever_open', 'lever_close', 'lever_overnight', 'lever_liquidation', 'option_stake', 'option_settle', 'ieo_subscribe', 'ieo_allocate', 'ieo_release', 'lockup_deposit', 'lockup_interest', 'lockup_redeem', 'dual_buy', 'dual_settle', 'copy_profit_share', 'invite_rebate', 'nft_sale', 'nft_margin', 'nft_forfeit', 'quiz_stake', 'quiz_settle'));
--> statement-breakpoint
CREATE TABLE "quiz_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot_key" text,
	"instrument_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"strike" numeric(36, 18),
	"opens_at" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"fee_percent" numeric(9, 4) NOT NULL,
	"min_stake" numeric(36, 18) NOT NULL,
	"max_stake" numeric(36, 18) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reference_price" numeric(36, 18),
	"reference_source" text,
	"reference_at" timestamp with time zone,
	"price" numeric(36, 18),
	"price_source" text,
	"price_at" timestamp with time zone,
	"right_side" text,
	"refunded" boolean,
	"pool_total" numeric(36, 18),
	"pool_winning" numeric(36, 18),
	"fee" numeric(36, 18),
	"rounding_remainder" numeric(36, 18),
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "quiz_rounds_slot_key_unique" UNIQUE("slot_key"),
	CONSTRAINT "quiz_rounds_kind_ck" CHECK ("quiz_rounds"."kind" in ('above', 'updown')),
	CONSTRAINT "quiz_rounds_status_ck" CHECK ("quiz_rounds"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "quiz_rounds_terms_ck" CHECK ("quiz_rounds"."opens_at" < "quiz_rounds"."cutoff_at" and "quiz_rounds"."cutoff_at" < "quiz_rounds"."settle_at" and "quiz_rounds"."fee_percent" >= 0 and "quiz_rounds"."fee_percent" < 100 and "quiz_rounds"."min_stake" > 0 and "quiz_rounds"."max_stake" >= "quiz_rounds"."min_stake" and (("quiz_rounds"."kind" = 'above') = ("quiz_rounds"."strike" is not null)) and ("quiz_rounds"."strike" is null or "quiz_rounds"."strike" > 0)),
	CONSTRAINT "quiz_rounds_right_ck" CHECK ("quiz_rounds"."right_side" is null or "quiz_rounds"."right_side" in ('up', 'down')),
	CONSTRAINT "quiz_rounds_settled_ck" CHECK (("quiz_rounds"."status" = 'settled') = ("quiz_rounds"."price" is not null and "quiz_rounds"."price_source" is not null and "quiz_rounds"."price_at" >= "quiz_rounds"."settle_at" and "quiz_rounds"."refunded" is not null and "quiz_rounds"."pool_total" is not null and "quiz_rounds"."fee" is not null and "quiz_rounds"."rounding_remainder" is not null and "quiz_rounds"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "quiz_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"side" text NOT NULL,
	"stake" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"payout" numeric(36, 18),
	"outcome" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "quiz_bets_side_ck" CHECK ("quiz_bets"."side" in ('up', 'down')),
	CONSTRAINT "quiz_bets_stake_ck" CHECK ("quiz_bets"."stake" > 0),
	CONSTRAINT "quiz_bets_result_ck" CHECK (("quiz_bets"."payout" is null and "quiz_bets"."outcome" is null and "quiz_bets"."settled_at" is null) or ("quiz_bets"."payout" >= 0 and "quiz_bets"."outcome" in ('right', 'missed', 'refunded') and "quiz_bets"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD CONSTRAINT "quiz_rounds_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD CONSTRAINT "quiz_rounds_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD CONSTRAINT "quiz_rounds_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quiz_bets" ADD CONSTRAINT "quiz_bets_round_id_quiz_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."quiz_rounds"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quiz_bets" ADD CONSTRAINT "quiz_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quiz_bets" ADD CONSTRAINT "quiz_bets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "quiz_rounds_due_idx" ON "quiz_rounds" USING btree ("status","settle_at");
--> statement-breakpoint
CREATE INDEX "quiz_rounds_list_idx" ON "quiz_rounds" USING btree ("opens_at");
--> statement-breakpoint
CREATE INDEX "quiz_bets_round_idx" ON "quiz_bets" USING btree ("round_id","side");
--> statement-breakpoint
CREATE INDEX "quiz_bets_user_idx" ON "quiz_bets" USING btree ("user_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- What a round promised and what it decided never changes (BR004, as 0013/0023 do): the
-- terms are fixed at creation; the reference is written once; a settled or cancelled round is
-- final; a round is never deleted. A bet's terms are fixed and its result written once.
CREATE OR REPLACE FUNCTION bourse_quiz_round_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('quiz_rounds %s: a round is never deleted', OLD.id);
  END IF;
  IF (NEW.id, NEW.slot_key, NEW.instrument_id, NEW.currency_id, NEW.kind, NEW.strike, NEW.opens_at, NEW.cutoff_at,
      NEW.settle_at, NEW.fee_percent, NEW.min_stake, NEW.max_stake, NEW.created_by, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.slot_key, OLD.instrument_id, OLD.currency_id, OLD.kind, OLD.strike, OLD.opens_at, OLD.cutoff_at,
      OLD.settle_at, OLD.fee_percent, OLD.min_stake, OLD.max_stake, OLD.created_by, OLD.created_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('quiz_rounds %s: a round''s terms never change', OLD.id);
  END IF;
  IF OLD.reference_price IS NOT NULL AND (NEW.reference_price, NEW.reference_source, NEW.reference_at)
     IS DISTINCT FROM (OLD.reference_price, OLD.reference_source, OLD.reference_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('quiz_rounds %s: a round''s reference is written once', OLD.id);
  END IF;
  IF OLD.status <> 'open' AND ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('quiz_rounds %s: a settled or cancelled round is final', OLD.id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER quiz_rounds_fixed BEFORE UPDATE OR DELETE ON "quiz_rounds"
  FOR EACH ROW EXECUTE FUNCTION bourse_quiz_round_fixed();
--> statement-breakpoint
CREATE TRIGGER quiz_rounds_no_truncate BEFORE TRUNCATE ON "quiz_rounds"
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_quiz_bet_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('quiz_bets %s: a bet is never deleted', OLD.id);
  END IF;
  IF (NEW.id, NEW.round_id, NEW.user_id, NEW.currency_id, NEW.side, NEW.stake, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.round_id, OLD.user_id, OLD.currency_id, OLD.side, OLD.stake, OLD.created_at)
     OR (OLD.settled_at IS NOT NULL AND (NEW.payout, NEW.outcome, NEW.settled_at) IS DISTINCT FROM (OLD.payout, OLD.outcome, OLD.settled_at)) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('quiz_bets %s: a bet and its result are written once', OLD.id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER quiz_bets_fixed BEFORE UPDATE OR DELETE ON "quiz_bets"
  FOR EACH ROW EXECUTE FUNCTION bourse_quiz_bet_fixed();
--> statement-breakpoint
CREATE TRIGGER quiz_bets_no_truncate BEFORE TRUNCATE ON "quiz_bets"
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();

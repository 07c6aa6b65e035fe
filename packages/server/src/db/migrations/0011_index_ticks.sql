-- The recorded index (issue 10): one row per instrument ticker and second, written only by
-- the tape from the feed. A recorded price, its source, ticker and second never change; a
-- tick that a request or a settlement used (kept) is never deleted, and once kept stays
-- kept. Refused with errcode BR003. Contract and option events add their reasons.
CREATE TABLE "index_ticks" (
	"symbol" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"source" text NOT NULL,
	"kept" boolean DEFAULT false NOT NULL,
	CONSTRAINT "index_ticks_symbol_at_pk" PRIMARY KEY("symbol","at"),
	CONSTRAINT "index_ticks_price_ck" CHECK ("index_ticks"."price" > 0),
	CONSTRAINT "index_ticks_whole_second_ck" CHECK (date_trunc('second', "index_ticks"."at") = "index_ticks"."at")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_index_tick_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.kept THEN
      RAISE EXCEPTION USING ERRCODE = 'BR003',
        MESSAGE = format('index_ticks: the kept tick %s at %s cannot be deleted', OLD.symbol, OLD.at);
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.symbol IS DISTINCT FROM OLD.symbol OR NEW.at IS DISTINCT FROM OLD.at
     OR NEW.price IS DISTINCT FROM OLD.price OR NEW.source IS DISTINCT FROM OLD.source
     OR (OLD.kept AND NOT NEW.kept) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR003',
      MESSAGE = format('index_ticks: a recorded price is never changed (%s at %s)', OLD.symbol, OLD.at);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER index_ticks_fixed BEFORE UPDATE OR DELETE ON index_ticks
  FOR EACH ROW EXECUTE FUNCTION bourse_index_tick_fixed();
--> statement-breakpoint
CREATE TRIGGER index_ticks_no_truncate BEFORE TRUNCATE ON index_ticks
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
ALTER TABLE "journals" DROP CONSTRAINT "journals_reason_ck";
--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reason_ck" CHECK ("journals"."reason" in ('faucet', 'deposit', 'withdraw', 'account_transfer', 'user_transfer', 'freeze', 'unfreeze', 'settle', 'trade', 'fee', 'adjustment', 'conversion', 'purchase', 'promotion', 'lever_open', 'lever_close', 'lever_overnight', 'lever_liquidation', 'option_stake', 'option_settle'));

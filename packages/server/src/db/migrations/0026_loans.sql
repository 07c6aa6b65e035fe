-- OTC loans (issue 14). Hand-written to match modules/loans/tables.ts. The money is in the
-- ledger: journals `loans:<id>:collateral` (frozen in the borrower's spot account),
-- `loans:<id>:disburse` (loan pool -> borrower), `loans:<id>:repay` (borrower -> loan pool),
-- `loans:<id>:liquidation` (frozen collateral sold to the pool at the recorded index) and
-- `loans:<id>:release` (the collateral's rest unfrozen). The reason list is the whole list,
-- 0025's quiz reasons included.
ALTER TABLE "journals" DROP CONSTRAINT "journals_reason_ck";
--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reason_ck" CHECK ("journals"."reason" in ('faucet', 'deposit', 'withdraw', 'account_transfer', 'user_transfer', 'freeze', 'unfreeze', 'settle', 'trade', 'fee', 'adjustment', 'conversion', 'purchase', 'promotion', 'lever_open', 'lever_close', 'lever_overnight', 'lever_liquidation', 'option_stake', 'option_settle', 'ieo_subscribe', 'ieo_allocate', 'ieo_release', 'lockup_deposit', 'lockup_interest', 'lockup_redeem', 'dual_buy', 'dual_settle', 'copy_profit_share', 'invite_rebate', 'nft_sale', 'nft_margin', 'nft_forfeit', 'quiz_stake', 'quiz_settle', 'loan_collateral', 'loan_disburse', 'loan_repay', 'loan_liquidation'));
--> statement-breakpoint
CREATE TABLE "loan_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"accrued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_accruals_day_uq" UNIQUE("loan_id","day","kind"),
	CONSTRAINT "loan_accruals_kind_ck" CHECK ("loan_accruals"."kind" in ('interest', 'overdue')),
	CONSTRAINT "loan_accruals_ck" CHECK ("loan_accruals"."day" > 0 and "loan_accruals"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_enquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_usdt" numeric(36, 18) NOT NULL,
	"collateral_currency_id" integer NOT NULL,
	"loan_currency_id" integer NOT NULL,
	"term_days" integer NOT NULL,
	"contact" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"offer_loan_currency_id" integer,
	"offer_principal" numeric(36, 18),
	"offer_collateral_currency_id" integer,
	"offer_collateral_amount" numeric(36, 18),
	"offer_daily_percent" numeric(12, 8),
	"offer_overdue_percent" numeric(12, 8),
	"offer_liquidation_percent" numeric(9, 4),
	"offer_term_days" integer,
	"offer_risk_percent" numeric(9, 4),
	"offer_expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "loan_enquiries_status_ck" CHECK ("loan_enquiries"."status" in ('pending', 'offered', 'rejected', 'withdrawn', 'accepted', 'declined', 'expired')),
	CONSTRAINT "loan_enquiries_terms_ck" CHECK ("loan_enquiries"."amount_usdt" > 0 and "loan_enquiries"."term_days" between 1 and 3650 and char_length("loan_enquiries"."contact") between 1 and 64),
	CONSTRAINT "loan_enquiries_offer_ck" CHECK (("loan_enquiries"."status" in ('pending', 'rejected', 'withdrawn') and "loan_enquiries"."offer_principal" is null) or ("loan_enquiries"."status" not in ('pending', 'rejected', 'withdrawn') and "loan_enquiries"."offer_principal" > 0 and "loan_enquiries"."offer_collateral_amount" > 0 and "loan_enquiries"."offer_daily_percent" > 0 and "loan_enquiries"."offer_overdue_percent" >= 0 and "loan_enquiries"."offer_liquidation_percent" > 0 and "loan_enquiries"."offer_term_days" > 0 and "loan_enquiries"."offer_expires_at" is not null and "loan_enquiries"."offer_loan_currency_id" is not null and "loan_enquiries"."offer_collateral_currency_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "loan_market_makers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"loan_currency_id" integer NOT NULL,
	"principal" numeric(36, 18) NOT NULL,
	"collateral_currency_id" integer NOT NULL,
	"collateral_amount" numeric(36, 18) NOT NULL,
	"daily_percent" numeric(12, 8) NOT NULL,
	"overdue_percent" numeric(12, 8) NOT NULL,
	"liquidation_percent" numeric(9, 4) NOT NULL,
	"term_days" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"interest_days" integer DEFAULT 0 NOT NULL,
	"overdue_days" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"closed_at" timestamp with time zone,
	"repaid_amount" numeric(36, 18),
	"sold_collateral" numeric(36, 18),
	"returned_collateral" numeric(36, 18),
	"shortfall" numeric(36, 18),
	"close_collateral_price" text,
	"close_loan_price" text,
	"close_price_source" text,
	"close_price_at" timestamp with time zone,
	CONSTRAINT "loans_enquiry_uq" UNIQUE("enquiry_id"),
	CONSTRAINT "loans_status_ck" CHECK ("loans"."status" in ('active', 'repaid', 'liquidated')),
	CONSTRAINT "loans_terms_ck" CHECK ("loans"."principal" > 0 and "loans"."collateral_amount" > 0 and "loans"."daily_percent" > 0 and "loans"."overdue_percent" >= 0 and "loans"."liquidation_percent" > 0 and "loans"."term_days" > 0 and "loans"."ends_at" > "loans"."started_at" and "loans"."interest_days" between 0 and "loans"."term_days" and "loans"."overdue_days" >= 0),
	CONSTRAINT "loans_closed_ck" CHECK (("loans"."status" = 'active' and "loans"."closed_at" is null and "loans"."repaid_amount" is null and "loans"."sold_collateral" is null) or ("loans"."status" = 'repaid' and "loans"."closed_at" is not null and "loans"."repaid_amount" > 0 and "loans"."sold_collateral" is null) or ("loans"."status" = 'liquidated' and "loans"."closed_at" is not null and "loans"."sold_collateral" > 0 and "loans"."returned_collateral" >= 0 and "loans"."shortfall" >= 0 and "loans"."close_collateral_price" is not null and "loans"."close_price_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "loan_accruals" ADD CONSTRAINT "loan_accruals_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_enquiries" ADD CONSTRAINT "loan_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_enquiries" ADD CONSTRAINT "loan_enquiries_collateral_currency_id_currencies_id_fk" FOREIGN KEY ("collateral_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_enquiries" ADD CONSTRAINT "loan_enquiries_loan_currency_id_currencies_id_fk" FOREIGN KEY ("loan_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_enquiries" ADD CONSTRAINT "loan_enquiries_claimed_by_operators_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_enquiries" ADD CONSTRAINT "loan_enquiries_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_enquiries" ADD CONSTRAINT "loan_enquiries_offer_loan_currency_id_currencies_id_fk" FOREIGN KEY ("offer_loan_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_enquiries" ADD CONSTRAINT "loan_enquiries_offer_collateral_currency_id_currencies_id_fk" FOREIGN KEY ("offer_collateral_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_market_makers" ADD CONSTRAINT "loan_market_makers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_market_makers" ADD CONSTRAINT "loan_market_makers_granted_by_operators_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_enquiry_id_loan_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."loan_enquiries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_loan_currency_id_currencies_id_fk" FOREIGN KEY ("loan_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_collateral_currency_id_currencies_id_fk" FOREIGN KEY ("collateral_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_enquiries_open_uq" ON "loan_enquiries" USING btree ("user_id") WHERE "loan_enquiries"."status" in ('pending', 'offered');
--> statement-breakpoint
CREATE INDEX "loan_enquiries_user_idx" ON "loan_enquiries" USING btree ("user_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "loan_enquiries_status_idx" ON "loan_enquiries" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "loans_active_idx" ON "loans" USING btree ("id") WHERE "loans"."status" = 'active';
--> statement-breakpoint
-- What a loan decided never changes (BR004, as 0013/0014/0023 do): a day's accrual is
-- written once; a loan's terms are fixed when it starts; a closed loan is final; the job's
-- day counters only go forward.
CREATE TRIGGER loan_accruals_append_only BEFORE UPDATE OR DELETE ON "loan_accruals"
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER loan_accruals_no_truncate BEFORE TRUNCATE ON "loan_accruals"
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_loan_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('loans %s: a loan is never deleted', OLD.id);
  END IF;
  IF (NEW.id, NEW.enquiry_id, NEW.user_id, NEW.loan_currency_id, NEW.principal, NEW.collateral_currency_id,
      NEW.collateral_amount, NEW.daily_percent, NEW.overdue_percent, NEW.liquidation_percent, NEW.term_days,
      NEW.started_at, NEW.ends_at)
     IS DISTINCT FROM
     (OLD.id, OLD.enquiry_id, OLD.user_id, OLD.loan_currency_id, OLD.principal, OLD.collateral_currency_id,
      OLD.collateral_amount, OLD.daily_percent, OLD.overdue_percent, OLD.liquidation_percent, OLD.term_days,
      OLD.started_at, OLD.ends_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('loans %s: a loan''s terms never change', OLD.id);
  END IF;
  IF OLD.status <> 'active' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('loans %s: a closed loan is final', OLD.id);
  END IF;
  IF NEW.interest_days < OLD.interest_days OR NEW.overdue_days < OLD.overdue_days THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('loans %s: accrued days never go back', OLD.id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_fixed BEFORE UPDATE OR DELETE ON "loans"
  FOR EACH ROW EXECUTE FUNCTION bourse_loan_fixed();
--> statement-breakpoint
CREATE TRIGGER loans_no_truncate BEFORE TRUNCATE ON "loans"
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();

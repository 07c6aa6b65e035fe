CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"networks" jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"decimals" integer NOT NULL,
	"color" text DEFAULT '#888888' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"dial_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"supported" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"keyword" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"email" text,
	"mobile" text,
	"area_code" text,
	"region_id" integer,
	"password_hash" text NOT NULL,
	"pay_password_hash" text,
	"nickname" text NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"head_portrait" text DEFAULT '' NOT NULL,
	"invite_code" text NOT NULL,
	"referrer_id" integer,
	"credit_score" integer DEFAULT 100 NOT NULL,
	"review_status" smallint DEFAULT 0 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"failed_pay_passwords" integer DEFAULT 0 NOT NULL,
	"pay_locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"pay_password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_credit_score_ck" CHECK ("users"."credit_score" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"channel" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"is_popup" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"dedupe_key" text,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_reads" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"currency_id" integer NOT NULL,
	"available" numeric(36, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(36, 18) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balances_owner_kind_ck" CHECK ("balances"."owner_kind" in ('user', 'system')),
	CONSTRAINT "balances_account_type_ck" CHECK ("balances"."account_type" in (1, 2, 3, 4, 5)),
	CONSTRAINT "balances_user_not_negative_ck" CHECK ("balances"."owner_kind" = 'system' or ("balances"."available" >= 0 and "balances"."frozen" >= 0))
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"ref_table" text NOT NULL,
	"ref_id" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journals_reason_ck" CHECK ("journals"."reason" in ('faucet', 'deposit', 'withdraw', 'account_transfer', 'user_transfer', 'freeze', 'unfreeze', 'settle', 'trade', 'fee', 'adjustment', 'conversion', 'purchase', 'promotion'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"currency_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	CONSTRAINT "ledger_entries_account_type_ck" CHECK ("ledger_entries"."account_type" in (1, 2, 3, 4, 5)),
	CONSTRAINT "ledger_entries_bucket_ck" CHECK ("ledger_entries"."bucket" in ('available', 'frozen')),
	CONSTRAINT "ledger_entries_owner_kind_ck" CHECK ("ledger_entries"."owner_kind" in ('user', 'system')),
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"action" text NOT NULL,
	"target_table" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_ck" CHECK ("audit_log"."action" ~ '^[a-z][a-zA-Z_]*\.[a-z][a-zA-Z_]*$')
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operators_role_ck" CHECK ("operators"."role" in ('finance', 'compliance', 'support', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "kyc_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"id_type" text NOT NULL,
	"name" text NOT NULL,
	"card_id" text NOT NULL,
	"front_pic" text,
	"reverse_pic" text,
	"status" text NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_applications_level_ck" CHECK ("kyc_applications"."level" in (1, 2)),
	CONSTRAINT "kyc_applications_id_type_ck" CHECK ("kyc_applications"."id_type" in ('idCard', 'passport', 'driverLicence')),
	CONSTRAINT "kyc_applications_status_ck" CHECK ("kyc_applications"."status" in ('verifying', 'verified', 'failed')),
	CONSTRAINT "kyc_applications_pictures_ck" CHECK ("kyc_applications"."level" = 1 or ("kyc_applications"."front_pic" is not null and "kyc_applications"."reverse_pic" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"voucher" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_status_ck" CHECK ("deposits"."status" in ('pending', 'confirmed', 'rejected')),
	CONSTRAINT "deposits_account_type_ck" CHECK ("deposits"."account_type" in (1, 2, 3, 4, 5)),
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_decided_ck" CHECK (("deposits"."status" = 'pending') = ("deposits"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"bank_kind" text,
	"bank_name" text,
	"bank_holder" text,
	"payout_details" jsonb,
	"amount" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"btc_value" numeric(36, 18) NOT NULL,
	"price_source" text NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "withdrawals_account_type_ck" CHECK ("withdrawals"."account_type" in (1, 2, 3, 4, 5)),
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0),
	CONSTRAINT "withdrawals_bank_kind_ck" CHECK ("withdrawals"."bank_kind" in ('domestic', 'international')),
	CONSTRAINT "withdrawals_bank_ck" CHECK (("withdrawals"."network" = 'BANK') = ("withdrawals"."bank_kind" is not null and "withdrawals"."bank_name" is not null and "withdrawals"."bank_holder" is not null and "withdrawals"."payout_details" is not null)),
	CONSTRAINT "withdrawals_approved_hash_ck" CHECK (("withdrawals"."status" = 'approved') = ("withdrawals"."tx_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"real_name" text NOT NULL,
	"card_number" text,
	"iban" text,
	"bank_name" text NOT NULL,
	"bank_branch" text,
	"province" text,
	"city" text,
	"phone" text,
	"bank_country" text,
	"swift_code" text,
	"bank_address" text,
	"holder_address" text,
	"aba_number" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_cards_kind_ck" CHECK ("bank_cards"."kind" in ('domestic', 'international'))
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_currency_id" integer NOT NULL,
	"to_currency_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"from_price" text NOT NULL,
	"to_price" text NOT NULL,
	"rate" text NOT NULL,
	"source" text NOT NULL,
	"quote_at" timestamp with time zone NOT NULL,
	"fee_rate" text NOT NULL,
	"gross" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"received" numeric(36, 18) NOT NULL,
	"remainder" numeric(36, 18) NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversions_amount_ck" CHECK ("conversions"."amount" > 0 and "conversions"."received" > 0),
	CONSTRAINT "conversions_parts_ck" CHECK ("conversions"."fee" >= 0 and "conversions"."remainder" >= 0 and "conversions"."fee" + "conversions"."received" + "conversions"."remainder" = "conversions"."gross")
);
--> statement-breakpoint
CREATE TABLE "wallet_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"from_account" smallint NOT NULL,
	"to_account" smallint NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transfers_amount_ck" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_accounts_ck" CHECK ("wallet_transfers"."from_account" <> "wallet_transfers"."to_account"),
	CONSTRAINT "wallet_transfers_from_ck" CHECK ("wallet_transfers"."from_account" in (1, 2, 3, 4, 5)),
	CONSTRAINT "wallet_transfers_to_ck" CHECK ("wallet_transfers"."to_account" in (1, 2, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(36, 18),
	"currency_id" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_claimed" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_templates_kind_ck" CHECK ("coupon_templates"."kind" in ('fee_discount', 'trial_bonus')),
	CONSTRAINT "coupon_templates_value_ck" CHECK (("coupon_templates"."kind" = 'fee_discount' and "coupon_templates"."percent" > 0 and "coupon_templates"."percent" <= 100 and "coupon_templates"."amount" is null) or ("coupon_templates"."kind" = 'trial_bonus' and "coupon_templates"."amount" > 0 and "coupon_templates"."percent" is null)),
	CONSTRAINT "coupon_templates_stock_ck" CHECK ("coupon_templates"."stock_claimed" >= 0 and "coupon_templates"."stock_claimed" <= "coupon_templates"."stock_total"),
	CONSTRAINT "coupon_templates_days_ck" CHECK ("coupon_templates"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"beneficiary" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"bank_country" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"rate" text NOT NULL,
	"receive_currency_id" integer NOT NULL,
	"usdt_amount" numeric(36, 18) NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"tax_id" text,
	"bank" jsonb NOT NULL,
	"screenshot" text,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchases_status_ck" CHECK ("purchases"."status" in ('to_be_paid', 'transfer_completed', 'payment_successful', 'cancelled', 'rejected')),
	CONSTRAINT "purchases_amount_ck" CHECK ("purchases"."amount" > 0 and "purchases"."usdt_amount" > 0),
	CONSTRAINT "purchases_paid_ck" CHECK ("purchases"."status" not in ('transfer_completed', 'payment_successful') or "purchases"."screenshot" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(36, 18),
	"currency_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_kind_ck" CHECK ("user_coupons"."kind" in ('fee_discount', 'trial_bonus'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reads" ADD CONSTRAINT "mail_reads_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reads" ADD CONSTRAINT "mail_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_from_currency_id_currencies_id_fk" FOREIGN KEY ("from_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_to_currency_id_currencies_id_fk" FOREIGN KEY ("to_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_receive_currency_id_currencies_id_fk" FOREIGN KEY ("receive_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regions_iso_uq" ON "regions" USING btree ("iso");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_uq" ON "users" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "dev_outbox_dest_idx" ON "dev_outbox" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_dest_idx" ON "verification_codes" USING btree ("destination","scene","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_uq" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "mail_messages_user_idx" ON "mail_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_dedupe_key_uq" ON "mail_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_file_name_uq" ON "uploads" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balances_owner_uq" ON "balances" USING btree ("owner_kind","owner_id","account_type","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_idempotency_key_uq" ON "journals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "journals_ref_ix" ON "journals" USING btree ("ref_table","ref_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_ix" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_ix" ON "ledger_entries" USING btree ("owner_kind","owner_id","account_type","currency_id","journal_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_table","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_hash_uq" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_uq" ON "operators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "kyc_applications_user_idx" ON "kyc_applications" USING btree ("user_id","level");--> statement-breakpoint
CREATE INDEX "kyc_applications_status_idx" ON "kyc_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_one_pending_uq" ON "kyc_applications" USING btree ("user_id") WHERE "kyc_applications"."status" = 'verifying';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_verified_level_uq" ON "kyc_applications" USING btree ("user_id","level") WHERE "kyc_applications"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_document_uq" ON "kyc_applications" USING btree ("id_type","card_id") WHERE "kyc_applications"."status" = 'verified' and "kyc_applications"."level" = 1;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_voucher_uq" ON "deposits" USING btree ("voucher");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_hash_uq" ON "withdrawals" USING btree ("tx_hash") WHERE "withdrawals"."tx_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_user_kind_uq" ON "bank_cards" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "conversions_user_ix" ON "conversions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_uq" ON "wallet_addresses" USING btree ("user_id","currency_id","network","address");--> statement-breakpoint
CREATE INDEX "wallet_addresses_user_ix" ON "wallet_addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_user_ix" ON "wallet_transfers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_templates_code_uq" ON "coupon_templates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bank_accounts_uq" ON "purchase_bank_accounts" USING btree ("country","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_reference_uq" ON "purchases" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_screenshot_uq" ON "purchases" USING btree ("screenshot") WHERE "purchases"."screenshot" is not null;--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_template_uq" ON "user_coupons" USING btree ("user_id","template_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","expires_at");
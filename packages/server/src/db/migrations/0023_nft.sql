-- The NFT marketplace (issue 13). Hand-written to match modules/nft/tables.ts. The money is
-- in the ledger: journals `nft_orders:<id>:pay` (a sale: buyer, seller, fee and royalty in
-- one journal), `nft_margins:<listing>:<user>:hold|release|forfeit` (auction margins).
ALTER TABLE "journals" DROP CONSTRAINT "journals_reason_ck";
--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reason_ck" CHECK ("journals"."reason" in ('faucet', 'deposit', 'withdraw', 'account_transfer', 'user_transfer', 'freeze', 'unfreeze', 'settle', 'trade', 'fee', 'adjustment', 'conversion', 'purchase', 'promotion', 'lever_open', 'lever_close', 'lever_overnight', 'lever_liquidation', 'option_stake', 'option_settle', 'ieo_subscribe', 'ieo_allocate', 'ieo_release', 'lockup_deposit', 'lockup_interest', 'lockup_redeem', 'dual_buy', 'dual_settle', 'copy_profit_share', 'invite_rebate', 'nft_sale', 'nft_margin', 'nft_forfeit'));
--> statement-breakpoint
-- Artworks and listings share one id space: the client's one `id` names either.
CREATE SEQUENCE "nft_ids" AS bigint START WITH 1001;
--> statement-breakpoint
CREATE TABLE "nft_artists" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"bio" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_artists_name_ck" CHECK (length("name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL REFERENCES "nft_artists"("user_id"),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cover" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL UNIQUE,
	"artist_id" integer NOT NULL REFERENCES "nft_artists"("user_id"),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cover" text NOT NULL,
	"currency_id" integer NOT NULL REFERENCES "currencies"("id"),
	"price" numeric(36, 18) NOT NULL,
	"supply" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"royalty_percent" numeric(9, 4) NOT NULL,
	"odds" jsonb NOT NULL,
	"designs" jsonb NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_series_ck" CHECK ("price" > 0 and "supply" > 0 and "sold" between 0 and "supply" and "start_at" < "end_at" and "seed" ~ '^[0-9a-f]{64}$' and "seed_hash" ~ '^[0-9a-f]{64}$' and "royalty_percent" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "nft_tokens" (
	"id" bigint PRIMARY KEY DEFAULT nextval('nft_ids') NOT NULL,
	"code" text NOT NULL UNIQUE,
	"creator_id" integer NOT NULL REFERENCES "users"("id"),
	"owner_id" integer NOT NULL REFERENCES "users"("id"),
	"collection_id" integer REFERENCES "nft_collections"("id"),
	"series_id" integer REFERENCES "nft_series"("id"),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"rarity" text,
	"media_type" smallint,
	"media" text,
	"cover" text,
	"royalty_percent" numeric(9, 4) NOT NULL,
	"order_id" bigint,
	"draw_hmac" text,
	"draw_bucket" integer,
	"draw_design" integer,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_tokens_royalty_ck" CHECK ("royalty_percent" between 0 and 20),
	CONSTRAINT "nft_tokens_rarity_ck" CHECK ("rarity" is null or "rarity" in ('N', 'R', 'SR')),
	CONSTRAINT "nft_tokens_type_ck" CHECK ("media_type" is null or "media_type" in (1, 2, 3, 4)),
	-- An artwork has its content; a box has none until opened, then all of it with its draw.
	CONSTRAINT "nft_tokens_content_ck" CHECK (
		("series_id" is null and "rarity" is not null and "media_type" is not null and "media" is not null and "order_id" is null and "opened_at" is null and "draw_hmac" is null)
		or ("series_id" is not null and "order_id" is not null and "opened_at" is null and "rarity" is null and "media_type" is null and "media" is null and "draw_hmac" is null and "draw_bucket" is null and "draw_design" is null)
		or ("series_id" is not null and "order_id" is not null and "opened_at" is not null and "rarity" is not null and "media_type" is not null and "media" is not null and "draw_hmac" ~ '^[0-9a-f]{64}$' and "draw_bucket" between 0 and 9999 and "draw_design" >= 0))
);
--> statement-breakpoint
CREATE INDEX "nft_tokens_owner_idx" ON "nft_tokens" USING btree ("owner_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "nft_tokens_creator_idx" ON "nft_tokens" USING btree ("creator_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "nft_tokens_series_idx" ON "nft_tokens" USING btree ("series_id", "id");
--> statement-breakpoint
CREATE TABLE "nft_listings" (
	"id" bigint PRIMARY KEY DEFAULT nextval('nft_ids') NOT NULL,
	"token_id" bigint REFERENCES "nft_tokens"("id"),
	"series_id" integer REFERENCES "nft_series"("id"),
	"seller_id" integer NOT NULL REFERENCES "users"("id"),
	"pay_type" smallint NOT NULL,
	"currency_id" integer NOT NULL REFERENCES "currencies"("id"),
	"price" numeric(36, 18) NOT NULL,
	"step" numeric(36, 18) NOT NULL,
	"margin" numeric(36, 18) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"scheduled_end_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"resale" boolean NOT NULL,
	"top_price" numeric(36, 18),
	"top_bidder_id" integer REFERENCES "users"("id"),
	"bids" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_listings_subject_ck" CHECK (("pay_type" in (1, 2) and "token_id" is not null and "series_id" is null) or ("pay_type" = 3 and "series_id" is not null and "token_id" is null)),
	CONSTRAINT "nft_listings_status_ck" CHECK ("status" in (1, 2, 3, 4)),
	CONSTRAINT "nft_listings_amounts_ck" CHECK ("price" > 0 and "step" >= 0 and "margin" >= 0 and ("pay_type" = 2) = ("step" > 0) and ("pay_type" = 2 or "margin" = 0) and "bids" >= 0),
	CONSTRAINT "nft_listings_dates_ck" CHECK ("start_at" < "scheduled_end_at" and "scheduled_end_at" <= "end_at"),
	CONSTRAINT "nft_listings_top_ck" CHECK (("top_price" is null) = ("top_bidder_id" is null) and ("top_price" is null) = ("bids" = 0) and ("top_price" is null or "top_price" > "price")),
	CONSTRAINT "nft_listings_closed_ck" CHECK (("status" = 1) = ("closed_at" is null))
);
--> statement-breakpoint
-- An artwork is on at most one live sale.
CREATE UNIQUE INDEX "nft_listings_live_ux" ON "nft_listings" USING btree ("token_id") WHERE "status" in (1, 2) and "token_id" is not null;
--> statement-breakpoint
CREATE INDEX "nft_listings_token_idx" ON "nft_listings" USING btree ("token_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "nft_listings_due_idx" ON "nft_listings" USING btree ("end_at") WHERE "status" = 1;
--> statement-breakpoint
CREATE TABLE "nft_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" bigint NOT NULL REFERENCES "nft_listings"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"increment" numeric(36, 18) NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_bids_ck" CHECK ("increment" > 0 and "price" > 0)
);
--> statement-breakpoint
CREATE INDEX "nft_bids_listing_idx" ON "nft_bids" USING btree ("listing_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "nft_bids_user_idx" ON "nft_bids" USING btree ("user_id", "id" DESC);
--> statement-breakpoint
CREATE TABLE "nft_margins" (
	"listing_id" bigint NOT NULL REFERENCES "nft_listings"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"currency_id" integer NOT NULL REFERENCES "currencies"("id"),
	"amount" numeric(36, 18) NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	PRIMARY KEY ("listing_id", "user_id"),
	CONSTRAINT "nft_margins_ck" CHECK ("amount" > 0 and "status" in (1, 2, 3, 4) and ("status" = 1) = ("decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "nft_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" bigint NOT NULL REFERENCES "nft_listings"("id"),
	"token_id" bigint NOT NULL REFERENCES "nft_tokens"("id"),
	"buyer_id" integer NOT NULL REFERENCES "users"("id"),
	"seller_id" integer NOT NULL REFERENCES "users"("id"),
	"creator_id" integer NOT NULL REFERENCES "users"("id"),
	"pay_type" smallint NOT NULL,
	"currency_id" integer NOT NULL REFERENCES "currencies"("id"),
	"price" numeric(36, 18) NOT NULL,
	"margin" numeric(36, 18) NOT NULL,
	"fee_percent" numeric(9, 4) NOT NULL,
	"royalty_percent" numeric(9, 4) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"royalty" numeric(36, 18) NOT NULL,
	"proceeds" numeric(36, 18) NOT NULL,
	"status" smallint NOT NULL,
	"overtime" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_orders_split_ck" CHECK ("price" > 0 and "fee" >= 0 and "royalty" >= 0 and "proceeds" >= 0 and "fee" + "royalty" + "proceeds" = "price" and "margin" >= 0 and "margin" <= "price" and "buyer_id" <> "seller_id"),
	CONSTRAINT "nft_orders_status_ck" CHECK (
		("status" = 1 and "pay_type" = 2 and "overtime" is not null and "paid_at" is null and "expired_at" is null)
		or ("status" = 2 and "paid_at" is not null and "expired_at" is null)
		or ("status" = 3 and "pay_type" = 2 and "paid_at" is null and "expired_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "nft_orders_buyer_idx" ON "nft_orders" USING btree ("buyer_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "nft_orders_due_idx" ON "nft_orders" USING btree ("overtime") WHERE "status" = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_listing_auction_ux" ON "nft_orders" USING btree ("listing_id") WHERE "pay_type" = 2;
--> statement-breakpoint
ALTER TABLE "nft_tokens" ADD CONSTRAINT "nft_tokens_order_fk" FOREIGN KEY ("order_id") REFERENCES "nft_orders"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
CREATE TABLE "nft_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"kind" smallint NOT NULL,
	"listing_id" bigint NOT NULL REFERENCES "nft_listings"("id"),
	"order_id" bigint REFERENCES "nft_orders"("id"),
	"token_id" bigint REFERENCES "nft_tokens"("id"),
	"price" numeric(36, 18) NOT NULL,
	"currency_id" integer NOT NULL REFERENCES "currencies"("id"),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_messages_kind_ck" CHECK ("kind" in (1, 2, 3, 4, 5, 6))
);
--> statement-breakpoint
CREATE INDEX "nft_messages_user_idx" ON "nft_messages" USING btree ("user_id", "id" DESC);
--> statement-breakpoint
CREATE TABLE "nft_favorites" (
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("user_id", "code")
);
--> statement-breakpoint
CREATE TABLE "nft_media" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- What a sale, a bid and a draw decided never changes (BR004, as 0013/0014/0016 do):
-- bids are append-only; an order's split is fixed and a paid or expired order final; a
-- box's draw is written once; a margin is decided once.
CREATE TRIGGER nft_bids_append_only BEFORE UPDATE OR DELETE ON "nft_bids"
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER nft_bids_no_truncate BEFORE TRUNCATE ON "nft_bids"
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_nft_order_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('nft_orders %s: an order is never deleted', OLD.id);
  END IF;
  IF (NEW.listing_id, NEW.token_id, NEW.buyer_id, NEW.seller_id, NEW.creator_id, NEW.pay_type, NEW.currency_id,
      NEW.price, NEW.margin, NEW.fee_percent, NEW.royalty_percent, NEW.fee, NEW.royalty, NEW.proceeds, NEW.overtime, NEW.created_at)
     IS DISTINCT FROM
     (OLD.listing_id, OLD.token_id, OLD.buyer_id, OLD.seller_id, OLD.creator_id, OLD.pay_type, OLD.currency_id,
      OLD.price, OLD.margin, OLD.fee_percent, OLD.royalty_percent, OLD.fee, OLD.royalty, OLD.proceeds, OLD.overtime, OLD.created_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('nft_orders %s: an order''s terms never change', OLD.id);
  END IF;
  IF OLD.status <> 1 AND (NEW.status, NEW.paid_at, NEW.expired_at) IS DISTINCT FROM (OLD.status, OLD.paid_at, OLD.expired_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('nft_orders %s: a paid or expired order is final', OLD.id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER nft_orders_fixed BEFORE UPDATE OR DELETE ON "nft_orders"
  FOR EACH ROW EXECUTE FUNCTION bourse_nft_order_fixed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_nft_token_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('nft_tokens %s: an artwork is never deleted', OLD.id);
  END IF;
  IF (NEW.id, NEW.code, NEW.creator_id, NEW.series_id, NEW.order_id, NEW.royalty_percent, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.code, OLD.creator_id, OLD.series_id, OLD.order_id, OLD.royalty_percent, OLD.created_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('nft_tokens %s: an artwork''s identity never changes', OLD.id);
  END IF;
  IF (OLD.series_id IS NULL OR OLD.opened_at IS NOT NULL) AND
     (NEW.rarity, NEW.media_type, NEW.media, NEW.cover, NEW.draw_hmac, NEW.draw_bucket, NEW.draw_design, NEW.opened_at)
     IS DISTINCT FROM (OLD.rarity, OLD.media_type, OLD.media, OLD.cover, OLD.draw_hmac, OLD.draw_bucket, OLD.draw_design, OLD.opened_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('nft_tokens %s: an artwork''s content and draw never change', OLD.id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER nft_tokens_fixed BEFORE UPDATE OR DELETE ON "nft_tokens"
  FOR EACH ROW EXECUTE FUNCTION bourse_nft_token_fixed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_nft_margin_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (NEW.listing_id, NEW.user_id, NEW.currency_id, NEW.amount, NEW.created_at)
     IS DISTINCT FROM (OLD.listing_id, OLD.user_id, OLD.currency_id, OLD.amount, OLD.created_at)
     OR (OLD.status <> 1 AND (NEW.status, NEW.decided_at) IS DISTINCT FROM (OLD.status, OLD.decided_at)) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = format('nft_margins %s/%s: a margin is decided once', OLD.listing_id, OLD.user_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER nft_margins_fixed BEFORE UPDATE OR DELETE ON "nft_margins"
  FOR EACH ROW EXECUTE FUNCTION bourse_nft_margin_fixed();

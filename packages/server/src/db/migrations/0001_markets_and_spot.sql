CREATE TABLE "instruments" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"base_currency_id" integer NOT NULL,
	"quote_currency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"account_type" smallint NOT NULL,
	"tick_size" numeric(36, 18) NOT NULL,
	"lot_size" numeric(36, 18) NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"session" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"book_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "instruments_symbol_unique" UNIQUE("symbol"),
	CONSTRAINT "instruments_kind_ck" CHECK ("instruments"."kind" in ('crypto', 'stock')),
	CONSTRAINT "instruments_steps_ck" CHECK ("instruments"."tick_size" > 0 and "instruments"."lot_size" > 0),
	CONSTRAINT "instruments_fees_ck" CHECK ("instruments"."maker_fee" >= 0 and "instruments"."taker_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "klines" (
	"instrument_id" integer NOT NULL,
	"period" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric(36, 18) NOT NULL,
	"high" numeric(36, 18) NOT NULL,
	"low" numeric(36, 18) NOT NULL,
	"close" numeric(36, 18) NOT NULL,
	"volume" numeric(36, 18) DEFAULT '0' NOT NULL,
	"quote_volume" numeric(36, 18) DEFAULT '0' NOT NULL,
	"trades" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "klines_instrument_id_period_open_time_pk" PRIMARY KEY("instrument_id","period","open_time"),
	CONSTRAINT "klines_period_ck" CHECK ("klines"."period" in ('1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M')),
	CONSTRAINT "klines_range_ck" CHECK ("klines"."low" <= "klines"."high")
);
--> statement-breakpoint
CREATE TABLE "market_favorites" (
	"user_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_favorites_user_id_instrument_id_pk" PRIMARY KEY("user_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "market_views" (
	"user_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_views_user_id_instrument_id_pk" PRIMARY KEY("user_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" smallint NOT NULL,
	"order_type" text NOT NULL,
	"time_in_force" text NOT NULL,
	"price" numeric(36, 18),
	"quantity" numeric(36, 18) NOT NULL,
	"filled_quantity" numeric(36, 18) DEFAULT '0' NOT NULL,
	"filled_quote" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(36, 18) NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"releases" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_orders_side_ck" CHECK ("spot_orders"."side" in (1, 2)),
	CONSTRAINT "spot_orders_status_ck" CHECK ("spot_orders"."status" in ('open', 'partial', 'filled', 'cancelled')),
	CONSTRAINT "spot_orders_tif_ck" CHECK ("spot_orders"."time_in_force" in ('GTC', 'IOC', 'FOK', 'POST_ONLY')),
	CONSTRAINT "spot_orders_cancel_reason_ck" CHECK ("spot_orders"."cancel_reason" is null or "spot_orders"."cancel_reason" in ('user', 'ioc', 'fok', 'post_only', 'self_trade', 'no_liquidity', 'balance')),
	CONSTRAINT "spot_orders_amounts_ck" CHECK ("spot_orders"."quantity" > 0 and "spot_orders"."filled_quantity" >= 0 and "spot_orders"."filled_quantity" <= "spot_orders"."quantity" and "spot_orders"."frozen" >= 0 and "spot_orders"."fee" >= 0),
	CONSTRAINT "spot_orders_price_ck" CHECK (("spot_orders"."order_type" = 'market' and "spot_orders"."price" is null) or ("spot_orders"."order_type" = 'limit' and "spot_orders"."price" > 0))
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"taker_side" smallint NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"quote_amount" numeric(36, 18) NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_trades_amounts_ck" CHECK ("spot_trades"."price" > 0 and "spot_trades"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_base_currency_id_currencies_id_fk" FOREIGN KEY ("base_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_quote_currency_id_currencies_id_fk" FOREIGN KEY ("quote_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klines" ADD CONSTRAINT "klines_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_favorites" ADD CONSTRAINT "market_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_favorites" ADD CONSTRAINT "market_favorites_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_views" ADD CONSTRAINT "market_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_views" ADD CONSTRAINT "market_views_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_maker_order_id_spot_orders_id_fk" FOREIGN KEY ("maker_order_id") REFERENCES "public"."spot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_taker_order_id_spot_orders_id_fk" FOREIGN KEY ("taker_order_id") REFERENCES "public"."spot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_views_recent_ix" ON "market_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "spot_orders_owner_ix" ON "spot_orders" USING btree ("owner_kind","owner_id","id");--> statement-breakpoint
CREATE INDEX "spot_orders_open_ix" ON "spot_orders" USING btree ("instrument_id","id") WHERE "spot_orders"."status" in ('open', 'partial');--> statement-breakpoint
CREATE INDEX "spot_trades_instrument_ix" ON "spot_trades" USING btree ("instrument_id","id");--> statement-breakpoint
CREATE INDEX "spot_trades_maker_ix" ON "spot_trades" USING btree ("maker_order_id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker_ix" ON "spot_trades" USING btree ("taker_order_id");
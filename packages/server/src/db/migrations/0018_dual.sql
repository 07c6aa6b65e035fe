-- Dual investment (issue 11): products and orders. Hand-written (decision 77).
CREATE TABLE "dual_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"quote_currency_id" integer NOT NULL,
	"type" text NOT NULL,
	"linked_price" numeric(36, 18) NOT NULL,
	"apr_percent" numeric(9, 4) NOT NULL,
	"per_share" numeric(36, 18) NOT NULL,
	"total_shares" integer NOT NULL,
	"sold_shares" integer DEFAULT 0 NOT NULL,
	"state" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dual_products_type_ck" CHECK ("dual_products"."type" in ('call', 'put')),
	CONSTRAINT "dual_products_state_ck" CHECK ("dual_products"."state" in (0, 1, 2)),
	CONSTRAINT "dual_products_terms_ck" CHECK ("dual_products"."linked_price" > 0 and "dual_products"."apr_percent" > 0 and "dual_products"."per_share" > 0 and "dual_products"."total_shares" > 0 and "dual_products"."end_at" > "dual_products"."start_at"),
	CONSTRAINT "dual_products_sold_ck" CHECK ("dual_products"."sold_shares" >= 0 and "dual_products"."sold_shares" <= "dual_products"."total_shares")
);
--> statement-breakpoint
CREATE TABLE "dual_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"currency_id" integer NOT NULL,
	"quote_currency_id" integer NOT NULL,
	"invest_currency_id" integer NOT NULL,
	"alt_currency_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"per_share" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"linked_price" numeric(36, 18) NOT NULL,
	"apr_percent" numeric(9, 4) NOT NULL,
	"days" integer NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"hold_invest" numeric(36, 18) NOT NULL,
	"hold_alt" numeric(36, 18) NOT NULL,
	"status" smallint NOT NULL,
	"settle_price" numeric(36, 18),
	"settle_source" text,
	"settle_at" timestamp with time zone,
	"paid_currency_id" integer,
	"paid_amount" numeric(36, 18),
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dual_orders_type_ck" CHECK ("dual_orders"."type" in ('call', 'put')),
	CONSTRAINT "dual_orders_status_ck" CHECK ("dual_orders"."status" in (0, 1, 2, 3)),
	CONSTRAINT "dual_orders_amounts_ck" CHECK ("dual_orders"."shares" > 0 and "dual_orders"."amount" > 0 and "dual_orders"."linked_price" > 0 and "dual_orders"."days" > 0 and "dual_orders"."hold_invest" >= "dual_orders"."amount" and "dual_orders"."hold_alt" >= 0),
	CONSTRAINT "dual_orders_settled_ck" CHECK (("dual_orders"."status" <> 3 and "dual_orders"."settle_price" is null and "dual_orders"."paid_amount" is null and "dual_orders"."settled_at" is null) or ("dual_orders"."status" = 3 and "dual_orders"."settle_price" > 0 and "dual_orders"."settle_source" is not null and "dual_orders"."settle_at" >= "dual_orders"."end_at" and "dual_orders"."paid_currency_id" is not null and "dual_orders"."paid_amount" >= 0 and "dual_orders"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "dual_products" ADD CONSTRAINT "dual_products_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dual_products" ADD CONSTRAINT "dual_products_quote_currency_id_currencies_id_fk" FOREIGN KEY ("quote_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dual_orders" ADD CONSTRAINT "dual_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dual_orders" ADD CONSTRAINT "dual_orders_product_id_dual_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dual_products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dual_products_list_idx" ON "dual_products" USING btree ("currency_id","type","end_at");
--> statement-breakpoint
CREATE INDEX "dual_orders_due_idx" ON "dual_orders" USING btree ("status","end_at");
--> statement-breakpoint
CREATE INDEX "dual_orders_user_idx" ON "dual_orders" USING btree ("user_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- A dual order's terms are fixed when bought, and a settled order is final (no operator,
-- setting or route changes an outcome): a row changes only by its status moving forward
-- (1 bought -> 2 settling -> 3 settled, filling in the result), and is never deleted.
-- A product's terms (coin, type, linked price, rate, share size, size, dates) never change
-- once created; only its state and sold shares do. Refused with errcode BR004.
CREATE OR REPLACE FUNCTION bourse_dual_order_final() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('dual_orders %s: an order is never deleted', OLD.id);
  END IF;
  IF OLD.status IN (0, 3) OR NEW.status < OLD.status THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('dual_orders %s: a settled order never changes', OLD.id);
  END IF;
  IF (NEW.id, NEW.user_id, NEW.product_id, NEW.type, NEW.currency_id, NEW.quote_currency_id,
      NEW.invest_currency_id, NEW.alt_currency_id, NEW.shares, NEW.per_share, NEW.amount,
      NEW.linked_price, NEW.apr_percent, NEW.days, NEW.end_at, NEW.hold_invest, NEW.hold_alt,
      NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.user_id, OLD.product_id, OLD.type, OLD.currency_id, OLD.quote_currency_id,
      OLD.invest_currency_id, OLD.alt_currency_id, OLD.shares, OLD.per_share, OLD.amount,
      OLD.linked_price, OLD.apr_percent, OLD.days, OLD.end_at, OLD.hold_invest, OLD.hold_alt,
      OLD.created_at) THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('dual_orders %s: an order as bought never changes', OLD.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dual_orders_final BEFORE UPDATE OR DELETE ON dual_orders
  FOR EACH ROW EXECUTE FUNCTION bourse_dual_order_final();
--> statement-breakpoint
CREATE TRIGGER dual_orders_no_truncate BEFORE TRUNCATE ON dual_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_dual_product_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('dual_products %s: a product is never deleted', OLD.id);
  END IF;
  IF (NEW.id, NEW.currency_id, NEW.quote_currency_id, NEW.type, NEW.linked_price,
      NEW.apr_percent, NEW.per_share, NEW.total_shares, NEW.start_at, NEW.end_at, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.currency_id, OLD.quote_currency_id, OLD.type, OLD.linked_price,
      OLD.apr_percent, OLD.per_share, OLD.total_shares, OLD.start_at, OLD.end_at, OLD.created_at)
  THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('dual_products %s: a product''s terms never change', OLD.id);
  END IF;
  IF OLD.state = 0 AND NEW.state <> 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'BR004',
      MESSAGE = format('dual_products %s: a closed product stays closed', OLD.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dual_products_terms BEFORE UPDATE OR DELETE ON dual_products
  FOR EACH ROW EXECUTE FUNCTION bourse_dual_product_terms();

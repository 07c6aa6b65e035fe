-- The audit log is hash-chained (issue 15): every row stores its place in the chain, the
-- hash of the row before it and its own hash, SHA-256 over the canonical JSON of its
-- fields and that previous hash. The chain is written by the database itself (a BEFORE
-- INSERT trigger), so no insert path can skip it; `audit_chain_head` holds the last link
-- and its row lock orders concurrent writers, so the chain follows commit order even when
-- ids were drawn the other way round. `npm run admin -- verify-audit` recomputes it.
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_chain_head_one_ck" CHECK ("audit_chain_head"."id" = 1)
);
--> statement-breakpoint
-- The hash of one row: its fields as a JSON array (nulls stay null, so '' and null differ;
-- the time in microseconds since the epoch, independent of the session's time zone).
CREATE OR REPLACE FUNCTION bourse_audit_hash(r audit_log) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    r.prev_hash, r.chain_seq, r.id, r.operator_id, r.action, r.target_table, r.target_id,
    r.reason, r.detail, floor(extract(epoch FROM r.created_at) * 1000000)::bigint
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_audit_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  head record;
BEGIN
  SELECT seq, hash INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'BR002', MESSAGE = 'audit_chain_head is missing';
  END IF;
  NEW.chain_seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := bourse_audit_hash(NEW);
  UPDATE audit_chain_head SET seq = NEW.chain_seq, hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The rows written before the chain existed, linked in id order from the zero hash.
ALTER TABLE "audit_log" DISABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
DO $$
DECLARE
  r audit_log;
  prev text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    r.chain_seq := n;
    r.prev_hash := prev;
    r.hash := bourse_audit_hash(r);
    UPDATE audit_log SET chain_seq = r.chain_seq, prev_hash = r.prev_hash, hash = r.hash
      WHERE id = r.id;
    prev := r.hash;
  END LOOP;
  INSERT INTO audit_chain_head (id, seq, hash) VALUES (1, n, prev);
END
$$;
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION bourse_audit_chain();
--> statement-breakpoint
-- A row that did not pass the trigger (its defaults) is refused; one link per place.
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_chain_ck" CHECK ("audit_log"."chain_seq" > 0 and "audit_log"."prev_hash" ~ '^[0-9a-f]{64}$' and "audit_log"."hash" ~ '^[0-9a-f]{64}$');
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_seq_uq" ON "audit_log" USING btree ("chain_seq");
--> statement-breakpoint
-- The head is moved only by the trigger; it is never deleted.
CREATE TRIGGER audit_chain_head_no_delete BEFORE DELETE ON audit_chain_head
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON audit_chain_head
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();

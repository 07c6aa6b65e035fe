-- A contract's outcome is fixed once decided (issue 10), as an option's is (0013): whoever
-- connects (a route, the admin CLI, a console, a script), the database refuses to change
-- what decided a contract's money once it is recorded, and to delete those rows (BR004).
-- A pending order (0) may fill (1) or be cancelled (4); an open position (1) may only
-- close (3); closed and cancelled rows never change; the order as placed never changes;
-- what a fill recorded (its prices, index and second, size, rates, fee) never changes.
-- A charge changes only to note its journal once; liquidation records never change.
CREATE OR REPLACE FUNCTION bourse_outcome_refused(what text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'BR004', MESSAGE = what;
END
$$;
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
      NEW.lots, NEW.multiple, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.user_id, OLD.instrument_id, OLD.side, OLD.price_type, OLD.target_price,
      OLD.lots, OLD.multiple, OLD.created_at) THEN
    PERFORM bourse_outcome_refused(format('lever_positions %s: the order as placed never changes', OLD.id));
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
CREATE TRIGGER lever_positions_fixed BEFORE UPDATE OR DELETE ON lever_positions
  FOR EACH ROW EXECUTE FUNCTION bourse_lever_position_fixed();
--> statement-breakpoint
CREATE TRIGGER lever_positions_no_truncate BEFORE TRUNCATE ON lever_positions
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bourse_lever_charge_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bourse_outcome_refused(format('lever_charges %s: a charge is never deleted', OLD.id));
  END IF;
  -- Only the journal's id may be filled in once, after the posting.
  IF (NEW.id, NEW.position_id, NEW.user_id, NEW.kind, NEW.amount, NEW.index_price,
      NEW.index_source, NEW.index_at, NEW.charge_day, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.position_id, OLD.user_id, OLD.kind, OLD.amount, OLD.index_price,
      OLD.index_source, OLD.index_at, OLD.charge_day, OLD.created_at)
     OR (OLD.journal_id IS NOT NULL AND NEW.journal_id IS DISTINCT FROM OLD.journal_id) THEN
    PERFORM bourse_outcome_refused(format('lever_charges %s: a charge never changes', OLD.id));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lever_charges_fixed BEFORE UPDATE OR DELETE ON lever_charges
  FOR EACH ROW EXECUTE FUNCTION bourse_lever_charge_fixed();
--> statement-breakpoint
CREATE TRIGGER lever_charges_no_truncate BEFORE TRUNCATE ON lever_charges
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER lever_liquidations_append_only BEFORE UPDATE OR DELETE ON lever_liquidations
  FOR EACH ROW EXECUTE FUNCTION bourse_append_only();
--> statement-breakpoint
CREATE TRIGGER lever_liquidations_no_truncate BEFORE TRUNCATE ON lever_liquidations
  FOR EACH STATEMENT EXECUTE FUNCTION bourse_append_only();

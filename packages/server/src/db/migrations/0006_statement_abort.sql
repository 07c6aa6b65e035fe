-- Ends a statement with an error that names why (errcode BR001, the reason as message, the
-- rest as detail): a write done in one statement (a sequencer's batch) calls it from its
-- last SELECT when a guard fails, so nothing of the statement is kept.
CREATE OR REPLACE FUNCTION bourse_abort(reason text, detail text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'BR001', MESSAGE = reason, DETAIL = coalesce(detail, '');
END
$$;

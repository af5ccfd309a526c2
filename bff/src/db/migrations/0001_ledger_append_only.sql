-- The ledger is append-only (architecture: "the database refuses UPDATE and DELETE on it").
-- A correction is a new compensating row. Row triggers stop UPDATE and DELETE, including the
-- ones a foreign key's ON DELETE CASCADE / SET NULL would issue; a statement trigger stops
-- TRUNCATE, which row triggers do not see. SQLSTATE P0001 is what callers treat as a
-- permissions failure (spec 000 §6).
CREATE OR REPLACE FUNCTION "transactions_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'transactions is append-only: % is not allowed', TG_OP
		USING ERRCODE = 'P0001', HINT = 'Insert a compensating entry instead.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_no_update_delete"
	BEFORE UPDATE OR DELETE ON "transactions"
	FOR EACH ROW EXECUTE FUNCTION "transactions_append_only"();--> statement-breakpoint
CREATE TRIGGER "transactions_no_truncate"
	BEFORE TRUNCATE ON "transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "transactions_append_only"();

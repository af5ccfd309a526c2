ALTER TABLE "children" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_consent_check" CHECK (("children"."consent_version" is null) = ("children"."consent_at" is null));--> statement-breakpoint
-- The ONE erasure path the append-only ledger allows (LGPD art. 18, ADR 027): a family or a
-- child is erased with its money history. Only this function may DELETE from "transactions":
-- it runs as the owner of the tables (SECURITY DEFINER) and tells the trigger which children
-- it erases through a transaction-local setting; the trigger lets a DELETE through only when
-- that setting names the row's child AND the deleting role is the table's owner. The app role
-- has no DELETE privilege on the ledger (0004), so setting the variable itself gets it nothing.
-- UPDATE and TRUNCATE stay refused for everyone. The function also deletes the children rows
-- (their goals, submissions, achievements, devices and assignments cascade), so no child can
-- be left with a cached balance and no ledger behind it.
CREATE OR REPLACE FUNCTION "transactions_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE'
		AND OLD.child_id::text = ANY (string_to_array(
			coalesce(current_setting('mesadinha.erasing_children', true), ''), ','))
		AND current_user = (SELECT pg_catalog.pg_get_userbyid(c.relowner)
			FROM pg_catalog.pg_class c WHERE c.oid = TG_RELID)
	THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'transactions is append-only: % is not allowed', TG_OP
		USING ERRCODE = 'P0001', HINT = 'Insert a compensating entry instead.';
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "erase_children"("child_ids" uuid[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	erased integer;
BEGIN
	IF child_ids IS NULL OR cardinality(child_ids) = 0 THEN
		RETURN 0;
	END IF;
	PERFORM pg_catalog.set_config('mesadinha.erasing_children',
		pg_catalog.array_to_string(child_ids, ','), true);
	DELETE FROM public.transactions WHERE child_id = ANY (child_ids);
	GET DIAGNOSTICS erased = ROW_COUNT;
	PERFORM pg_catalog.set_config('mesadinha.erasing_children', '', true);
	DELETE FROM public.children WHERE id = ANY (child_ids);
	RETURN erased;
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "erase_children"(uuid[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "erase_children"(uuid[]) TO "mesadinha_app";

-- erase_children takes the family and checks it (issue 36, ADR 027 amended). The function runs
-- as the owner of the tables (SECURITY DEFINER) and is the one way the ledger is ever deleted:
-- with only a list of child ids, one injected statement of the app role could erase any
-- family's children and money history. Now every id must be a child of the given family,
-- else it raises and erases nothing; the callers pass the family they already scoped and
-- locked. The one-argument function is dropped, so nothing can call the unchecked one.
DROP FUNCTION IF EXISTS "erase_children"(uuid[]);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "erase_children"("family" text, "child_ids" uuid[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	erased integer;
	wanted integer;
	found integer;
BEGIN
	IF family IS NULL THEN
		RAISE EXCEPTION 'erase_children: the family is required' USING ERRCODE = '22004';
	END IF;
	IF child_ids IS NULL OR cardinality(child_ids) = 0 THEN
		RETURN 0;
	END IF;
	IF pg_catalog.array_position(child_ids, NULL) IS NOT NULL THEN
		RAISE EXCEPTION 'erase_children: a child id is null' USING ERRCODE = '22004';
	END IF;
	SELECT count(DISTINCT id) INTO wanted FROM pg_catalog.unnest(child_ids) AS id;
	SELECT count(*) INTO found FROM public.children c
		WHERE c.id = ANY (child_ids) AND c.family_id = family;
	IF found <> wanted THEN
		RAISE EXCEPTION 'erase_children: % of % ids are not children of family %',
			wanted - found, wanted, family
			USING ERRCODE = 'P0001', HINT = 'Pass only children of the family being erased.';
	END IF;
	PERFORM pg_catalog.set_config('mesadinha.erasing_children',
		pg_catalog.array_to_string(child_ids, ','), true);
	DELETE FROM public.transactions WHERE child_id = ANY (child_ids);
	GET DIAGNOSTICS erased = ROW_COUNT;
	PERFORM pg_catalog.set_config('mesadinha.erasing_children', '', true);
	DELETE FROM public.children WHERE id = ANY (child_ids) AND family_id = family;
	RETURN erased;
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "erase_children"(text, uuid[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "erase_children"(text, uuid[]) TO "mesadinha_app";

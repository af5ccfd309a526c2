-- Hands an existing Mesadinha database over to its migration owner (ADR 015, issue 36): for a
-- database whose tables a superuser created (the compose recipe and `pnpm start:cluster`
-- before issue 36). Run once as an administrator, in that database, after creating the owner:
--   psql -v owner=mesadinha_owner -d mesadinha -f deploy/postgres/hand-over-to-owner.sql
-- The database, schemas (public, drizzle's and the job queue's `pgboss`, ADR 063), tables, views,
-- free-standing sequences, functions and enum/domain types go to the owner (a column's sequence follows its table; extension objects stay), and
-- what the owner creates later gets the app role's row rights, as migration 0004 sets up.
SELECT pg_catalog.set_config('mesadinha.owner', :'owner', false);
DO $$
DECLARE
	target text := pg_catalog.current_setting('mesadinha.owner');
	target_oid oid := pg_catalog.to_regrole(target);
	item record;
BEGIN
	IF target_oid IS NULL THEN
		RAISE EXCEPTION 'role % does not exist: create it first (deploy/postgres/10-roles.sh)', target;
	END IF;
	EXECUTE format('ALTER DATABASE %I OWNER TO %I', pg_catalog.current_database(), target);
	FOR item IN
		SELECT nspname FROM pg_catalog.pg_namespace
		WHERE nspname IN ('public', 'drizzle', 'pgboss') AND nspowner <> target_oid
	LOOP
		EXECUTE format('ALTER SCHEMA %I OWNER TO %I', item.nspname, target);
	END LOOP;
	FOR item IN
		SELECT c.oid::regclass AS name, c.relkind
		FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname IN ('public', 'drizzle', 'pgboss') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
			AND c.relowner <> target_oid
			-- The job queue's partitioned tables and partitions depend on each other, yet each has
			-- an owner of its own.
			AND (c.relispartition OR c.relkind = 'p' OR NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
				WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = c.oid
					AND d.deptype IN ('a', 'i', 'e')))
	LOOP
		EXECUTE format('ALTER %s %s OWNER TO %I',
			CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
				WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
			item.name, target);
	END LOOP;
	FOR item IN
		SELECT p.oid::regprocedure AS name, p.prokind
		FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
		WHERE n.nspname IN ('public', 'pgboss') AND p.proowner <> target_oid
			AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
				WHERE d.classid = 'pg_catalog.pg_proc'::regclass AND d.objid = p.oid
					AND d.deptype = 'e')
	LOOP
		EXECUTE format('ALTER %s %s OWNER TO %I',
			CASE item.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE'
				ELSE 'FUNCTION' END,
			item.name, target);
	END LOOP;
	FOR item IN
		SELECT t.oid::regtype AS name, t.typtype
		FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
		WHERE n.nspname IN ('public', 'pgboss') AND t.typtype IN ('e', 'd') AND t.typowner <> target_oid
			AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
				WHERE d.classid = 'pg_catalog.pg_type'::regclass AND d.objid = t.oid
					AND d.deptype = 'e')
	LOOP
		EXECUTE format('ALTER %s %s OWNER TO %I',
			CASE item.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, item.name, target);
	END LOOP;
	IF pg_catalog.to_regrole('mesadinha_app') IS NOT NULL THEN
		EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public
			GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO mesadinha_app', target);
		EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public
			GRANT USAGE, SELECT ON SEQUENCES TO mesadinha_app', target);
	END IF;
END
$$;

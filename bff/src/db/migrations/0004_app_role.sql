-- Least privilege (ADR 015). Migrations run as the owner of the tables; the BFF connects as a
-- login role that is a member of "mesadinha_app", which may read and write rows but owns
-- nothing: it cannot ALTER, DROP or TRUNCATE a table, create, drop or disable a trigger, and
-- it may only INSERT into and SELECT from the ledger. Roles are cluster-wide, so creating the
-- role must not fail when another database's migration created it first or at the same time.
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mesadinha_app') THEN
		BEGIN
			CREATE ROLE "mesadinha_app" NOLOGIN;
		EXCEPTION
			WHEN duplicate_object OR unique_violation THEN
				NULL; -- created concurrently by a migration of another database
			WHEN insufficient_privilege THEN
				-- A managed database's owner often lacks CREATEROLE: stop with what to do.
				RAISE EXCEPTION 'The role "mesadinha_app" does not exist and the migrating role may not create it. Ask an administrator to run: CREATE ROLE mesadinha_app NOLOGIN; then start the BFF again (ADR 015).';
		END;
	END IF;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO "mesadinha_app";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO "mesadinha_app";--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO "mesadinha_app";--> statement-breakpoint
-- The ledger is append-only for the app whatever its triggers say.
REVOKE UPDATE, DELETE, TRUNCATE ON "transactions" FROM "mesadinha_app";--> statement-breakpoint
-- Tables and sequences later migrations create (as this same owner) get the same row rights;
-- a migration that creates an append-only table must REVOKE like the line above.
ALTER DEFAULT PRIVILEGES IN SCHEMA public
	GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "mesadinha_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public
	GRANT USAGE, SELECT ON SEQUENCES TO "mesadinha_app";--> statement-breakpoint
-- Before PostgreSQL 15 every role may create tables in "public"; the app must not. Skipped
-- (with a notice) when the migrating role does not own the schema.
DO $$
BEGIN
	REVOKE CREATE ON SCHEMA public FROM PUBLIC;
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'could not revoke CREATE on schema public from PUBLIC: %', SQLERRM;
END
$$;

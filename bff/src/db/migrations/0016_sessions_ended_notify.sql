-- Issue 36 item 2 (ADR 057): an event stream ends with its session. Every way a session ends
-- deletes its row: better-auth's sign-out, revoke and expiry clean-up, the revoke of other
-- sessions on a password change, a child's PIN reset or deactivation (children.service.ts),
-- and the cascades of a child's or a family's erasure. This trigger announces the ids of the
-- deleted rows on "mesadinha_sessions", whoever deleted them, and every BFF instance ends the
-- streams it holds for them. PostgreSQL sends it only if the deletion commits.
--
-- A NOTIFY inside the transaction costs the commit one server-wide lock (ADR 052); sessions
-- end seldom (sign-outs, revocations, erasures), never on the money paths. One notification
-- per statement (and per 100 ids, far under the 8000-byte payload limit) rather than per row.
-- Runs as the role that deletes (the app role needs no new privilege: pg_notify needs none,
-- and the function only reads the statement's own transition table).
CREATE OR REPLACE FUNCTION "mesadinha_notify_sessions_ended"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	batch text;
BEGIN
	FOR batch IN
		SELECT pg_catalog.json_agg(id)::text
		FROM (SELECT id, (pg_catalog.row_number() OVER () - 1) / 100 AS chunk FROM ended) AS numbered
		GROUP BY chunk
	LOOP
		PERFORM pg_catalog.pg_notify('mesadinha_sessions', batch);
	END LOOP;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "session_ended_notify" ON "session";--> statement-breakpoint
CREATE TRIGGER "session_ended_notify"
	AFTER DELETE ON "session"
	REFERENCING OLD TABLE AS ended
	FOR EACH STATEMENT EXECUTE FUNCTION "mesadinha_notify_sessions_ended"();

-- Issue 14 "Scale" (ADR 038): what a family with 50,000 tasks and 200,000 submissions needs.
--
-- 1. The task search ('Gerenciar Tarefas') folds accents with translate() (issue 12) and
--    matches with ILIKE '%text%', which no B-tree serves, and translate() over this list of
--    letters costs ~15 µs a row (1.4 s for 50,000 tasks). mesadinha_fold() is that folding as
--    an IMMUTABLE function (tasks.service.ts keeps the same two strings for the text typed; a
--    test checks both agree). search_text stores the folded title and description once per
--    write, joined by a line break (the search text may not contain one, so a match never
--    spans both), and a trigram GIN index on it answers ILIKE (pg_trgm folds case itself; the
--    recheck reads the stored text). pg_trgm is a trusted extension: the database owner may
--    create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION mesadinha_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT translate(value, 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ' || U&'\0300\0301\0302\0303\0308\030a\0327', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')
$$;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text
	GENERATED ALWAYS AS (mesadinha_fold("title" || E'\n' || coalesce("description", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_search_trgm_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- 2. The child's task list reads the open tasks and those closed in the last 30 days; a big
--    family's tasks are mostly closed long ago. Open tasks of a family, and closed ones by
--    when they closed: the list reads both ranges (a BitmapOr) instead of every task.
CREATE INDEX IF NOT EXISTS "tasks_family_open_idx" ON "tasks" ("family_id")
	WHERE NOT "completed";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_family_closed_idx" ON "tasks" ("family_id", "completed_at")
	WHERE "completed";--> statement-breakpoint
-- 3. The child's recent rejections ('Tarefa rejeitada'), newest first: a child's rejections
--    are few among its submissions, so a partial index in the list's order, read until 10
--    distinct tasks are found, instead of every submission of the child sorted.
CREATE INDEX IF NOT EXISTS "task_submissions_child_rejected_idx" ON "task_submissions"
	("child_id", "rejected_at" DESC, "created_at" DESC)
	WHERE "status" = 'rejected' AND "task_id" IS NOT NULL;

-- Issue 14 item 3 (ADR 037, "Completions in fewer round trips"): what a completion reads under
-- the child's lock, in ONE statement with the lock.
--
-- `POST /api/tasks/{id}/complete` judges the idempotency key and the daily limit under the
-- child's row lock (two requests of one child see each other only there), and then needs the
-- child's figures and the progress facts (mesadinha_progress_facts) to write the completion.
-- Those reads must see every completion committed while this one waited for the row: a plain
-- `select … for no key update` with subqueries would read them in the snapshot taken BEFORE
-- the wait (READ COMMITTED re-reads only the locked row). In a plpgsql function each statement
-- takes a new snapshot, so the lock comes first and the reads after it see what committed
-- meanwhile — one round trip instead of two to four.
--
-- Returns {child, earlier, doneToday, facts}: `child` the locked row as to_jsonb (null when the
-- child is not of the family: nothing is locked then); `earlier` this child's submission with
-- `p_key`, when a key was given and used; `doneToday` the child's submissions completed since
-- `p_day_start` that are not rejected (null when `p_day_start` is null: no daily limit);
-- `facts` as mesadinha_progress_facts, read before the completion's own writes. Locks only the
-- child row (FOR NO KEY UPDATE, as lockChild), writes nothing. SECURITY INVOKER.
CREATE OR REPLACE FUNCTION mesadinha_lock_child_for_completion(
	p_family text, p_child uuid, p_key text, p_day_start timestamptz
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	v_child public.children;
BEGIN
	SELECT c.* INTO v_child FROM public.children c
	 WHERE c.id = p_child AND c.family_id = p_family
	   FOR NO KEY UPDATE;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('child', NULL);
	END IF;
	RETURN jsonb_build_object(
		'child', to_jsonb(v_child),
		'earlier', (SELECT to_jsonb(s) FROM public.task_submissions s
			WHERE p_key IS NOT NULL AND s.child_id = p_child AND s.idempotency_key = p_key),
		'doneToday', CASE WHEN p_day_start IS NULL THEN NULL ELSE (
			SELECT count(*)::int FROM public.task_submissions s
			 WHERE s.child_id = p_child AND s.status <> 'rejected'
			   AND s.completed_at >= p_day_start) END,
		'facts', mesadinha_progress_facts(p_child));
END;
$$;

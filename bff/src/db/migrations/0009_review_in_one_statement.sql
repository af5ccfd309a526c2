-- Issue 14 "BFF hot paths" (ADR 037, "Approvals in one round trip"): an approval's locks and
-- writes in ONE statement, so a child's row is held for one round trip instead of three.
--
-- 1. The child's active São Paulo days (spec 001 §9 "Streak": a submission that was not
--    rejected, or a positive adjustment), as an inlinable SQL function: the one definition
--    both the progress reads (activity-days.ts) and the approval below use.
CREATE OR REPLACE FUNCTION mesadinha_active_days(p_child uuid) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
	SELECT DISTINCT to_char(activity.at_time AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD')
	FROM (
		SELECT s.completed_at AS at_time
		  FROM public.task_submissions s
		 WHERE s.child_id = p_child AND s.status <> 'rejected'
		UNION ALL
		SELECT t.created_at
		  FROM public.transactions t
		 WHERE t.child_id = p_child AND t.type = 'adjustment' AND t.amount_cents > 0
	) activity
$$;--> statement-breakpoint
-- 2. What refreshProgress judges streak and achievements on: the active days (oldest first),
--    the completed goals and the achievements already stored, as one JSON value.
CREATE OR REPLACE FUNCTION mesadinha_progress_facts(p_child uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
	SELECT jsonb_build_object(
		'days', coalesce((SELECT jsonb_agg(d.day ORDER BY d.day)
			FROM mesadinha_active_days(p_child) AS d(day)), '[]'::jsonb),
		'goals', (SELECT count(*)::int FROM public.goals g
			WHERE g.child_id = p_child AND g.completed_at IS NOT NULL),
		'achievements', coalesce((SELECT jsonb_agg(a.achievement_id)
			FROM public.child_achievements a WHERE a.child_id = p_child), '[]'::jsonb))
$$;--> statement-breakpoint
-- 3. `POST /api/submissions/{id}/approve` up to the child (submissions.service.ts keeps the
--    rules that need the domain package: the next occurrence, the legacy credit through the
--    ledger, streak and achievements). In the order every money movement locks (task →
--    submission → child): the submission's task FOR NO KEY UPDATE, the submission FOR NO KEY
--    UPDATE; an approved one answers as it is (a retried approval never pays twice), a
--    rejected one is refused; else the submission becomes approved and the events go out (on
--    commit, in this order: submissions.changed, balance.changed, tasks.changed). Then:
--    - credited at completion (the normal case, no money moves): the child's pending count
--      drops by 1, never below 0, by one relative UPDATE that is the child's lock, LAST;
--    - a legacy submission (not credited): the child is NOT touched here ('credit'); the
--      caller locks it and credits through the ledger (moveMoney), still last.
--    Returns {outcome, submission, child, task, facts} with rows as to_jsonb; `facts` (read
--    after the child's update, under its lock) only for 'approved'. 'not_found' when the
--    submission or its child is not of the family. SECURITY INVOKER: the caller's rights (the
--    app role may update submissions and children, never the ledger).
--
--    `p_alone_today` (the São Paulo day) asks for the whole approval in this ONE statement,
--    its own transaction (no BEGIN/COMMIT, no round trip while the child is locked). Only the
--    normal case can be finished here: a credited submission, no next occurrence to start,
--    and the child's streak already counted today (`streak_date` = today: an approval changes
--    neither the active days nor a figure achievements use, so refreshProgress would write
--    nothing). Anything else raises SQLSTATE 'MS001' — the statement's writes are undone and
--    the caller runs the approval in a transaction (p_alone_today null) instead.
CREATE OR REPLACE FUNCTION mesadinha_approve_submission(
	p_family text, p_submission uuid, p_reviewer text, p_notes text, p_now timestamptz,
	p_alone_today date DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	v_task public.tasks;
	v_submission public.task_submissions;
	v_child public.children;
	v_events text[];
	v_event text;
BEGIN
	SELECT t.* INTO v_task FROM public.tasks t
	 WHERE t.family_id = p_family
	   AND t.id IN (SELECT s.task_id FROM public.task_submissions s
	                 WHERE s.id = p_submission AND s.family_id = p_family)
	   FOR NO KEY UPDATE;
	SELECT s.* INTO v_submission FROM public.task_submissions s
	 WHERE s.id = p_submission AND s.family_id = p_family
	   FOR NO KEY UPDATE;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not_found');
	END IF;
	SELECT c.* INTO v_child FROM public.children c
	 WHERE c.id = v_submission.child_id AND c.family_id = p_family;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not_found');
	END IF;
	IF v_submission.status = 'approved' THEN
		RETURN jsonb_build_object('outcome', 'unchanged',
			'submission', to_jsonb(v_submission), 'child', to_jsonb(v_child));
	END IF;
	IF v_submission.status = 'rejected' THEN
		RETURN jsonb_build_object('outcome', 'already_reviewed');
	END IF;
	IF p_alone_today IS NOT NULL AND (NOT v_submission.reward_credited_at_completion
		OR coalesce(v_task.requires_approval AND v_task.is_recurring, false)) THEN
		RAISE EXCEPTION 'this approval needs a transaction' USING ERRCODE = 'MS001';
	END IF;

	UPDATE public.task_submissions
	   SET status = 'approved', approved = true, approved_at = p_now, rejected_at = NULL,
	       rejection_reason = NULL, reviewed_by = p_reviewer,
	       metadata = metadata || jsonb_build_object('reviewNotes', p_notes)
	 WHERE id = v_submission.id
	RETURNING * INTO v_submission;

	v_events := ARRAY[
		json_build_object('type', 'submissions.changed', 'familyId', v_submission.family_id,
			'childId', v_submission.child_id, 'submissionId', v_submission.id)::text,
		json_build_object('type', 'balance.changed', 'familyId', v_submission.family_id,
			'childId', v_submission.child_id)::text];
	-- The task's "who did what" changed even when nothing else did.
	IF v_task.id IS NOT NULL AND v_submission.task_id IS NOT NULL THEN
		v_events := v_events || json_build_object('type', 'tasks.changed',
			'familyId', v_submission.family_id, 'taskId', v_submission.task_id)::text;
	END IF;
	-- EVENTS_CHANNEL of event-hub.ts; delivered on commit in the order sent.
	FOREACH v_event IN ARRAY v_events LOOP
		PERFORM pg_notify('mesadinha_events', v_event);
	END LOOP;

	IF NOT v_submission.reward_credited_at_completion THEN
		RETURN jsonb_build_object('outcome', 'credit', 'submission', to_jsonb(v_submission),
			'child', to_jsonb(v_child),
			'task', CASE WHEN v_task.id IS NULL THEN NULL ELSE to_jsonb(v_task) END);
	END IF;
	UPDATE public.children SET pending_tasks = greatest(pending_tasks - 1, 0)
	 WHERE id = v_submission.child_id AND family_id = p_family
	RETURNING * INTO v_child;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not_found');
	END IF;
	IF p_alone_today IS NOT NULL THEN
		IF v_child.streak_date IS DISTINCT FROM p_alone_today THEN
			RAISE EXCEPTION 'this approval needs a transaction' USING ERRCODE = 'MS001';
		END IF;
		RETURN jsonb_build_object('outcome', 'approved', 'submission', to_jsonb(v_submission),
			'child', to_jsonb(v_child));
	END IF;
	RETURN jsonb_build_object('outcome', 'approved', 'submission', to_jsonb(v_submission),
		'child', to_jsonb(v_child),
		'task', CASE WHEN v_task.id IS NULL THEN NULL ELSE to_jsonb(v_task) END,
		'facts', mesadinha_progress_facts(v_child.id));
END;
$$;

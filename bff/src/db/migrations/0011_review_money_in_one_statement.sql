-- Issue 14 item 3 (ADR 051): the reviews that move money — a rejection, the approval of a legacy
-- submission — in ONE statement, so a child's row is held for the time PostgreSQL needs and
-- not for the BFF's round trips (a hot child's reviews queue on that row).
--
-- The numbers of the rules (XP per real, the least XP of a reward, XP per level, the
-- achievements' figures and requirements) and the ledger's pt-BR descriptions stay in
-- @portal/domain and the BFF: the caller passes them as `p_rules` (reviewRules() in
-- submissions.service.ts), and sql-rules.test.ts checks these functions against the domain's.
--
-- 0. The child's submissions that are not rejected, in completion order: a rejection asks
--    whether the rejected submission's day is still active with the child's row locked, and
--    reads only these (not every rejection of that day), as do the active days.
CREATE INDEX IF NOT EXISTS "task_submissions_child_active_idx" ON "task_submissions"
	("child_id", "completed_at") WHERE "status" <> 'rejected';--> statement-breakpoint
-- 1. Whether an occurrence is closed (ADR 024): mode 'first' — some child has a submission
--    that is not rejected; mode 'each' — every child it is for has one, the children it is
--    for being the ACTIVE assigned ones, or with no assignment every active child of the
--    family; nobody it is for still active — closed once anyone did it. The one definition:
--    isOccurrenceClosed (tasks.service.ts) calls it too. plpgsql, as 3. and 7.: its plan is
--    kept for the session, where a SQL function that cannot be inlined is planned at each call.
CREATE OR REPLACE FUNCTION mesadinha_occurrence_closed(p_task uuid) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (WITH task AS (
		SELECT t.family_id, t.assignment_mode FROM public.tasks t WHERE t.id = p_task
	), targets AS (
		SELECT c.id FROM public.children c, task
		 WHERE c.family_id = task.family_id AND c.active
		   AND (NOT EXISTS (SELECT 1 FROM public.task_assignments a WHERE a.task_id = p_task)
		        OR c.id IN (SELECT a.child_id FROM public.task_assignments a
		                     WHERE a.task_id = p_task))
	)
	SELECT CASE
		WHEN coalesce((SELECT assignment_mode FROM task) = 'first', false)
		  OR NOT EXISTS (SELECT 1 FROM targets)
		THEN EXISTS (SELECT 1 FROM public.task_submissions s
		              WHERE s.task_id = p_task AND s.status <> 'rejected')
		ELSE NOT EXISTS (SELECT 1 FROM targets
		                  WHERE NOT EXISTS (SELECT 1 FROM public.task_submissions s
		                                     WHERE s.task_id = p_task AND s.child_id = targets.id
		                                       AND s.status <> 'rejected'))
	END);
END;
$$;--> statement-breakpoint
-- 2. XP of a reward and level of an XP total, as xpForReward and levelFromXp (@portal/domain):
--    Math.round(centavos / 100 × per real), at least the least XP; floor(xp / per level) + 1.
--    float8 and floor(x + 0.5) are JavaScript's number and Math.round.
CREATE OR REPLACE FUNCTION mesadinha_xp_for_reward(p_cents integer, p_rules jsonb)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT greatest((p_rules->>'minXpPerReward')::integer,
		floor(p_cents::float8 / 100 * (p_rules->>'xpPerCurrencyUnit')::float8 + 0.5)::integer)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION mesadinha_level_from_xp(p_xp integer, p_rules jsonb)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT greatest(p_xp, 0) / (p_rules->>'xpPerLevel')::integer + 1
$$;--> statement-breakpoint
-- 3. Whether the child, as it is now on `p_today`, reaches an achievement that is not stored
--    (evaluateAchievements: figure ≥ requirement). An unknown figure counts as reached, so the
--    caller falls back to the BFF's rules rather than miss one.
CREATE OR REPLACE FUNCTION mesadinha_unstored_achievement(
	p_child public.children, p_today date, p_rules jsonb
) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN EXISTS (
		SELECT 1 FROM jsonb_to_recordset(p_rules->'achievements')
		    AS a(id text, metric text, requirement integer)
		 WHERE NOT EXISTS (SELECT 1 FROM public.child_achievements ca
		                    WHERE ca.child_id = p_child.id AND ca.achievement_id = a.id)
		   AND CASE a.metric
			WHEN 'tasksCompleted' THEN p_child.tasks_completed
			WHEN 'completedToday' THEN CASE WHEN p_child.completed_today_date = p_today
				THEN p_child.completed_today ELSE 0 END
			WHEN 'streak' THEN CASE WHEN p_child.streak_date = p_today THEN p_child.streak ELSE 0 END
			WHEN 'balance' THEN p_child.balance_cents
			WHEN 'totalEarned' THEN p_child.total_earned_cents
			WHEN 'goalsCompleted' THEN (SELECT count(*)::integer FROM public.goals g
				WHERE g.child_id = p_child.id AND g.completed_at IS NOT NULL)
			WHEN 'level' THEN p_child.level
			ELSE a.requirement
		   END >= a.requirement);
END;
$$;--> statement-breakpoint
-- 4. The events of a review, delivered on commit in this order: submissions.changed,
--    balance.changed, and tasks.changed when the submission's task still exists (its "who did
--    what" changed even when nothing else did). EVENTS_CHANNEL of event-hub.ts.
CREATE OR REPLACE FUNCTION mesadinha_notify_review(
	p_submission public.task_submissions, p_task_exists boolean
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	-- One statement (each statement of a function costs an executor start), evaluated in order.
	PERFORM pg_notify('mesadinha_events', json_build_object('type', 'submissions.changed',
			'familyId', p_submission.family_id, 'childId', p_submission.child_id,
			'submissionId', p_submission.id)::text),
		pg_notify('mesadinha_events', json_build_object('type', 'balance.changed',
			'familyId', p_submission.family_id, 'childId', p_submission.child_id)::text),
		CASE WHEN p_task_exists AND p_submission.task_id IS NOT NULL THEN
			pg_notify('mesadinha_events', json_build_object('type', 'tasks.changed',
				'familyId', p_submission.family_id, 'taskId', p_submission.task_id)::text)
		END;
END;
$$;--> statement-breakpoint
-- 5. `POST /api/submissions/{id}/approve` as 0009's function (kept for a BFF of the previous
--    release while both run), plus the legacy credit in the same statement when `p_alone_today`
--    is given: the child locked LAST, the `task_reward` line (the ledger's unique (submission,
--    type) key refuses a second), the child's balance, total earned, XP, level and pending
--    count. Refused unwritten (MS001) when refreshProgress would write something: the streak
--    not counted today, or an achievement reached and not stored. Returns as 0009's.
CREATE OR REPLACE FUNCTION mesadinha_approve_submission(
	p_family text, p_submission uuid, p_reviewer text, p_notes text, p_now timestamptz,
	p_alone_today date, p_rules jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	v_task public.tasks;
	v_found record;
	v_submission public.task_submissions;
	v_child public.children;
	v_award integer;
BEGIN
	SELECT t.* INTO v_task FROM public.tasks t
	 WHERE t.family_id = p_family
	   AND t.id IN (SELECT s.task_id FROM public.task_submissions s
	                 WHERE s.id = p_submission AND s.family_id = p_family)
	   FOR NO KEY UPDATE;
	-- The submission, locked, with its child as it is now (not locked: the child is locked
	-- last, and only where money moves); one statement for both.
	SELECT s AS submission, c AS child INTO v_found FROM public.task_submissions s
	  JOIN public.children c ON c.id = s.child_id AND c.family_id = p_family
	 WHERE s.id = p_submission AND s.family_id = p_family
	   FOR NO KEY UPDATE OF s;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not_found');
	END IF;
	v_submission := v_found.submission;
	v_child := v_found.child;
	IF v_submission.status = 'approved' THEN
		RETURN jsonb_build_object('outcome', 'unchanged',
			'submission', to_jsonb(v_submission), 'child', to_jsonb(v_child));
	END IF;
	IF v_submission.status = 'rejected' THEN
		RETURN jsonb_build_object('outcome', 'already_reviewed');
	END IF;
	IF p_alone_today IS NOT NULL
		AND coalesce(v_task.requires_approval AND v_task.is_recurring, false) THEN
		RAISE EXCEPTION 'this approval needs a transaction' USING ERRCODE = 'MS001';
	END IF;

	UPDATE public.task_submissions
	   SET status = 'approved', approved = true, approved_at = p_now, rejected_at = NULL,
	       rejection_reason = NULL, reviewed_by = p_reviewer,
	       metadata = metadata || jsonb_build_object('reviewNotes', p_notes)
	 WHERE id = v_submission.id
	RETURNING * INTO v_submission;

	PERFORM mesadinha_notify_review(v_submission, v_task.id IS NOT NULL);

	IF NOT v_submission.reward_credited_at_completion THEN
		IF p_alone_today IS NULL THEN
			RETURN jsonb_build_object('outcome', 'credit', 'submission', to_jsonb(v_submission),
				'child', to_jsonb(v_child),
				'task', CASE WHEN v_task.id IS NULL THEN NULL ELSE to_jsonb(v_task) END);
		END IF;
		-- The legacy credit: the child locked last (a new snapshot: what committed while this
		-- waited is read), then the ledger line and the figures from the locked row.
		SELECT c.* INTO v_child FROM public.children c
		 WHERE c.id = v_submission.child_id AND c.family_id = p_family
		   FOR NO KEY UPDATE;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'this approval needs a transaction' USING ERRCODE = 'MS001';
		END IF;
		v_award := mesadinha_xp_for_reward(v_submission.value_cents, p_rules);
		INSERT INTO public.transactions (family_id, child_id, task_submission_id, task_id, type,
			description, amount_cents, balance_before_cents, balance_after_cents, created_by,
			source, metadata)
		VALUES (p_family, v_child.id, v_submission.id, v_submission.task_id, 'task_reward',
			(p_rules->'texts'->>'approved') || v_submission.task_title, v_submission.value_cents,
			v_child.balance_cents, v_child.balance_cents + v_submission.value_cents, p_reviewer,
			'parent_app', jsonb_build_object(
				'type', 'task_reward',
				'task_submission_id', v_submission.id,
				'task_title', v_submission.task_title,
				'category', v_submission.category,
				'child_id', v_child.id,
				'child_name', v_child.name,
				'approved_at', to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
				'rewardCreditedAtCompletion', false,
				'approver_id', p_reviewer,
				'xp_awarded', v_award,
				'child_xp_before', v_child.xp,
				'child_xp_after', v_child.xp + v_award,
				'notes', p_notes));
		UPDATE public.children
		   SET balance_cents = balance_cents + v_submission.value_cents,
		       total_earned_cents = total_earned_cents + v_submission.value_cents,
		       pending_tasks = greatest(pending_tasks - 1, 0),
		       xp = xp + v_award,
		       level = mesadinha_level_from_xp(xp + v_award, p_rules),
		       updated_at = p_now
		 WHERE id = v_child.id
		RETURNING * INTO v_child;
		IF v_child.streak_date IS DISTINCT FROM p_alone_today
			OR mesadinha_unstored_achievement(v_child, p_alone_today, p_rules) THEN
			RAISE EXCEPTION 'this approval needs a transaction' USING ERRCODE = 'MS001';
		END IF;
		RETURN jsonb_build_object('outcome', 'approved', 'submission', to_jsonb(v_submission),
			'child', to_jsonb(v_child));
	END IF;
	UPDATE public.children
	   SET pending_tasks = greatest(pending_tasks - 1, 0), updated_at = p_now
	 WHERE id = v_submission.child_id AND family_id = p_family
	RETURNING * INTO v_child;
	IF NOT FOUND THEN
		-- Alone, returning would commit the approval without its child: undo it instead.
		IF p_alone_today IS NOT NULL THEN
			RAISE EXCEPTION 'this approval needs a transaction' USING ERRCODE = 'MS001';
		END IF;
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
$$;--> statement-breakpoint
-- 6. `POST /api/submissions/{id}/reject` (spec 001 §4 "Parent rejects") in ONE statement, its
--    own transaction, in the order every money movement locks (task → submission → child):
--    the submission rejected with the reason; the occurrence judged again (1.); the events
--    (4.); then the child, LAST:
--    a reward credited at completion taken back by a `task_reward_reversal` line of at most
--    the balance (that amount also leaves total earned), pending count, completed today and
--    tasks completed −1 (never below 0), the reward's XP off (never below 0), the level.
--    A rejected submission answers as it is ('unchanged'), an approved one is refused
--    ('already_reviewed'), another family's is 'not_found'. Refused unwritten (MS001) when
--    refreshProgress would write something — the streak not counted today, the rejected
--    submission's São Paulo day no longer active (the streak may change), an achievement
--    reached and not stored — or when the child left the family meanwhile: the caller then
--    runs the rejection in a transaction with those rules (submissions.service.ts).
CREATE OR REPLACE FUNCTION mesadinha_reject_submission(
	p_family text, p_submission uuid, p_reviewer text, p_reason text, p_now timestamptz,
	p_today date, p_rules jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	v_task public.tasks;
	v_found record;
	v_submission public.task_submissions;
	v_child public.children;
	v_closed boolean;
	v_credited integer;
	v_take integer;
	v_xp integer;
	v_day date;
	v_day_start timestamptz;
	v_day_end timestamptz;
BEGIN
	SELECT t.* INTO v_task FROM public.tasks t
	 WHERE t.family_id = p_family
	   AND t.id IN (SELECT s.task_id FROM public.task_submissions s
	                 WHERE s.id = p_submission AND s.family_id = p_family)
	   FOR NO KEY UPDATE;
	-- The submission, locked, with its child as it is now (not locked: the child is locked
	-- last, and only where money moves); one statement for both.
	SELECT s AS submission, c AS child INTO v_found FROM public.task_submissions s
	  JOIN public.children c ON c.id = s.child_id AND c.family_id = p_family
	 WHERE s.id = p_submission AND s.family_id = p_family
	   FOR NO KEY UPDATE OF s;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not_found');
	END IF;
	v_submission := v_found.submission;
	v_child := v_found.child;
	IF v_submission.status = 'rejected' THEN
		RETURN jsonb_build_object('outcome', 'unchanged',
			'submission', to_jsonb(v_submission), 'child', to_jsonb(v_child));
	END IF;
	IF v_submission.status = 'approved' THEN
		RETURN jsonb_build_object('outcome', 'already_reviewed');
	END IF;

	UPDATE public.task_submissions
	   SET status = 'rejected', approved = false, approved_at = NULL, rejected_at = p_now,
	       rejection_reason = p_reason, reviewed_by = p_reviewer
	 WHERE id = v_submission.id
	RETURNING * INTO v_submission;
	IF v_task.id IS NOT NULL THEN
		v_closed := mesadinha_occurrence_closed(v_task.id);
		IF v_closed IS DISTINCT FROM v_task.completed THEN
			UPDATE public.tasks
			   SET completed = v_closed,
			       completed_at = CASE WHEN v_closed THEN p_now ELSE NULL END,
			       updated_at = p_now
			 WHERE id = v_task.id;
		END IF;
	END IF;

	PERFORM mesadinha_notify_review(v_submission, v_task.id IS NOT NULL);

	v_credited := coalesce((SELECT t.amount_cents FROM public.transactions t
		WHERE t.task_submission_id = v_submission.id AND t.type = 'task_reward'), 0);
	-- The child, last (a new snapshot: what committed while this waited is read).
	SELECT c.* INTO v_child FROM public.children c
	 WHERE c.id = v_submission.child_id AND c.family_id = p_family
	   FOR NO KEY UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'this rejection needs a transaction' USING ERRCODE = 'MS001';
	END IF;
	v_take := least(CASE WHEN v_submission.reward_credited_at_completion THEN v_credited ELSE 0 END,
		v_child.balance_cents);
	v_xp := greatest(0, v_child.xp - mesadinha_xp_for_reward(v_submission.value_cents, p_rules));
	IF v_take > 0 THEN
		INSERT INTO public.transactions (family_id, child_id, task_submission_id, task_id, type,
			description, amount_cents, balance_before_cents, balance_after_cents, created_by,
			source, metadata)
		VALUES (p_family, v_child.id, v_submission.id, v_submission.task_id,
			'task_reward_reversal', (p_rules->'texts'->>'rejected') || v_submission.task_title,
			-v_take, v_child.balance_cents, v_child.balance_cents - v_take, p_reviewer,
			'parent_app', jsonb_build_object(
				'type', 'task_reward_reversal',
				'task_submission_id', v_submission.id,
				'task_title', v_submission.task_title,
				'category', v_submission.category,
				'child_id', v_child.id,
				'child_name', v_child.name,
				'reason', p_reason,
				'credited', CASE WHEN v_submission.reward_credited_at_completion
					THEN v_credited ELSE 0 END,
				'taken_back', v_take));
	END IF;
	UPDATE public.children
	   SET pending_tasks = greatest(pending_tasks - 1, 0),
	       completed_today = greatest(CASE WHEN completed_today_date = p_today
	                                       THEN completed_today ELSE 0 END - 1, 0),
	       completed_today_date = p_today,
	       tasks_completed = greatest(tasks_completed - 1, 0),
	       xp = v_xp,
	       level = mesadinha_level_from_xp(v_xp, p_rules),
	       balance_cents = balance_cents - v_take,
	       total_earned_cents = CASE WHEN v_take > 0
	                                 THEN greatest(total_earned_cents - v_take, 0)
	                                 ELSE total_earned_cents END,
	       updated_at = p_now
	 WHERE id = v_child.id
	RETURNING * INTO v_child;

	-- refreshProgress would write nothing: the streak counted today over the same active days
	-- (the rejected submission's day is still active: another submission that is not rejected,
	-- or a positive adjustment, that São Paulo day) and no achievement waiting to be stored.
	-- The São Paulo day's bounds, each converted on its own: an interval added to a timestamptz
	-- would follow the session's time zone (a 25-hour day where it changes its clocks).
	v_day := (v_submission.completed_at AT TIME ZONE 'America/Sao_Paulo')::date;
	v_day_start := v_day::timestamp AT TIME ZONE 'America/Sao_Paulo';
	v_day_end := (v_day + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo';
	IF v_child.streak_date IS DISTINCT FROM p_today
		OR NOT (EXISTS (SELECT 1 FROM public.task_submissions s
		                 WHERE s.child_id = v_child.id AND s.status <> 'rejected'
		                   AND s.completed_at >= v_day_start AND s.completed_at < v_day_end)
		     OR EXISTS (SELECT 1 FROM public.transactions t
		                 WHERE t.child_id = v_child.id AND t.type = 'adjustment'
		                   AND t.amount_cents > 0 AND t.created_at >= v_day_start
		                   AND t.created_at < v_day_end))
		OR mesadinha_unstored_achievement(v_child, p_today, p_rules) THEN
		RAISE EXCEPTION 'this rejection needs a transaction' USING ERRCODE = 'MS001';
	END IF;
	RETURN jsonb_build_object('outcome', 'rejected', 'submission', to_jsonb(v_submission),
		'child', to_jsonb(v_child));
END;
$$;
--> statement-breakpoint
-- 7. mesadinha_progress_facts (0009) as plpgsql, same answer: a SQL function that cannot be
--    inlined is planned again at every call, a plpgsql one keeps its plan for the session
--    (the completion reads it with the child's row locked, migration 0010).
CREATE OR REPLACE FUNCTION mesadinha_progress_facts(p_child uuid) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN jsonb_build_object(
		'days', coalesce((SELECT jsonb_agg(d.day ORDER BY d.day)
			FROM mesadinha_active_days(p_child) AS d(day)), '[]'::jsonb),
		'goals', (SELECT count(*)::int FROM public.goals g
			WHERE g.child_id = p_child AND g.completed_at IS NOT NULL),
		'achievements', coalesce((SELECT jsonb_agg(a.achievement_id)
			FROM public.child_achievements a WHERE a.child_id = p_child), '[]'::jsonb));
END;
$$;

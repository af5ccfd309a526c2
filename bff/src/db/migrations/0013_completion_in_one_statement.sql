-- Issue 14 item 3 (ADR 054): "Marcar como Feita" in ONE statement in the normal case, so a
-- child's row is held for the time PostgreSQL needs and not for the BFF's round trips (one
-- child's completions queue on that row, as a hot child's reviews did before ADR 051).
--
-- 1. What a completion judged of its task, as one fingerprint: each submission of the task
--    (id, child, status) and each assigned child. The BFF reads it with the task (no lock) and
--    judges the completion on that read; the function below takes the task's lock and goes on
--    only if the task row (its xmin) and this fingerprint are still the ones judged.
CREATE OR REPLACE FUNCTION mesadinha_completion_print(p_task uuid) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN md5(
		coalesce((SELECT string_agg(s.id::text || ':' || s.child_id::text || ':' || s.status, ','
		                             ORDER BY s.id)
		            FROM public.task_submissions s WHERE s.task_id = p_task), '')
		|| '|' ||
		coalesce((SELECT string_agg(a.child_id::text, ',' ORDER BY a.child_id)
		            FROM public.task_assignments a WHERE a.task_id = p_task), ''));
END;
$$;--> statement-breakpoint
-- 2. computeStreaks (@portal/domain) of the active days `p_days`: the run of consecutive days
--    that ends on `p_today` (0 when today is not among them) and the longest run, days after
--    `p_today` left out; {current, best}. sql-rules.test.ts compares it with computeStreaks.
CREATE OR REPLACE FUNCTION mesadinha_streaks(p_days date[], p_today date) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
	RETURN (WITH d AS (SELECT DISTINCT x AS day FROM unnest(p_days) AS x WHERE x <= p_today),
		runs AS (SELECT max(day) AS last, count(*)::integer AS len
		           FROM (SELECT day, day - (row_number() OVER (ORDER BY day))::integer AS grp
		                   FROM d) AS g
		          GROUP BY grp)
	SELECT ARRAY[coalesce((SELECT len FROM runs WHERE last = p_today), 0),
	             coalesce((SELECT max(len) FROM runs), 0)]);
END;
$$;--> statement-breakpoint
-- 3. The achievements the child, as it is now on `p_today`, reaches and has not stored
--    (judgeProgress: evaluateAchievements' figure ≥ requirement), in the rules' order (the
--    domain's ACHIEVEMENTS); NULL when one of them is measured on a figure this function does
--    not know, so the caller leaves the completion to the BFF's rules. The figures are those
--    of 0011's mesadinha_unstored_achievement; sql-rules.test.ts compares both with the domain.
CREATE OR REPLACE FUNCTION mesadinha_reached_achievements(
	p_child public.children, p_today date, p_rules jsonb
) RETURNS text[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_reached text[];
	v_unknown boolean;
BEGIN
	WITH open AS (
		SELECT a.value->>'id' AS id, a.value->>'metric' AS metric,
		       (a.value->>'requirement')::integer AS requirement, a.n
		  FROM jsonb_array_elements(p_rules->'achievements') WITH ORDINALITY AS a(value, n)
		 WHERE NOT EXISTS (SELECT 1 FROM public.child_achievements ca
		                    WHERE ca.child_id = p_child.id AND ca.achievement_id = a.value->>'id')
	), measured AS (
		SELECT open.*, CASE open.metric
			WHEN 'tasksCompleted' THEN p_child.tasks_completed
			WHEN 'completedToday' THEN CASE WHEN p_child.completed_today_date = p_today
				THEN p_child.completed_today ELSE 0 END
			WHEN 'streak' THEN CASE WHEN p_child.streak_date = p_today THEN p_child.streak ELSE 0 END
			WHEN 'balance' THEN p_child.balance_cents
			WHEN 'totalEarned' THEN p_child.total_earned_cents
			WHEN 'goalsCompleted' THEN (SELECT count(*)::integer FROM public.goals g
				WHERE g.child_id = p_child.id AND g.completed_at IS NOT NULL)
			WHEN 'level' THEN p_child.level
		END AS figure
		  FROM open
	)
	SELECT coalesce(array_agg(id ORDER BY n) FILTER (WHERE figure >= requirement), '{}'),
	       bool_or(figure IS NULL)
	  INTO v_reached, v_unknown
	  FROM measured;
	RETURN CASE WHEN coalesce(v_unknown, false) THEN NULL ELSE v_reached END;
END;
$$;--> statement-breakpoint
-- 4. `POST /api/tasks/{id}/complete` (spec 001 §4 "Child completes a task") in ONE statement
--    that is its own transaction, in the lock order of every movement (task → child): the task
--    locked (FOR NO KEY UPDATE, as findRow) and still as judged (`p_task_version`, `p_print`);
--    whether the occurrence closes (mode 'first': at once; 'each': when no other active child
--    it is for is missing); then the child, LAST: the submission (pending when the task needs
--    approval, else approved), the `task_reward` ledger line from the locked balance (the
--    ledger's unique (submission, type) key refuses a second), the child's balance, total
--    earned, XP and level, completed today, tasks completed, pending count and streak (2.),
--    the occurrence's closed state when it changes, the achievements reached (3.). Written
--    exactly as the BFF's transaction writes them (completeTask), which
--    completion-one-statement.test.ts compares column by column.
--
--    With `p_next_due`, first the next occurrence of a recurring task that needs no approval.
--
--    Refused with nothing written (MS001), for the BFF to run its transaction with every rule:
--    the task changed since it was read; the child is not of the family or not active; the
--    request's key was used (the transaction replays the first answer); the daily limit is
--    reached; an achievement is measured on a figure this SQL does not know. Returns
--    {submission, child, task, reached, next} (rows as to_jsonb, `reached` the achievement ids
--    stored now, `next` the id of the occurrence started, if one was). SECURITY INVOKER: the
--    caller's rights.
CREATE OR REPLACE FUNCTION mesadinha_complete_task(
	p_family text, p_child uuid, p_user text, p_task uuid, p_task_version text, p_print text,
	p_submission uuid, p_key text, p_photo_path text, p_notes text, p_now timestamptz,
	p_today date, p_day_start timestamptz, p_day_end timestamptz, p_max_daily integer,
	p_description text, p_rules jsonb, p_next_due date, p_next_type text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	v_found record;
	v_task public.tasks;
	v_child public.children;
	v_after public.children;
	v_submission public.task_submissions;
	v_closed boolean;
	v_reward integer;
	v_award integer;
	v_today_before integer;
	v_pending_after integer;
	v_runs integer[];
	v_reached text[];
	v_next uuid;
BEGIN
	-- The row and its version (xmin: a new one with every UPDATE, not with a row lock).
	SELECT t AS task, t.xmin::text AS version INTO v_found FROM public.tasks t
	 WHERE t.id = p_task AND t.family_id = p_family
	   FOR NO KEY UPDATE;
	IF NOT FOUND OR v_found.version IS DISTINCT FROM p_task_version
		OR mesadinha_completion_print(p_task) IS DISTINCT FROM p_print THEN
		RAISE EXCEPTION 'this completion needs a transaction' USING ERRCODE = 'MS001';
	END IF;
	v_task := v_found.task;
	-- 'each': closed when this child is the last active one it is for (nobody it is for still
	-- active: closed, as someone did it). The children it is for: the active assigned ones, or
	-- with no assignment every active child of the family (isOccurrenceClosed).
	v_closed := v_task.assignment_mode = 'first' OR NOT EXISTS (
		SELECT 1 FROM public.children c
		 WHERE c.family_id = p_family AND c.active AND c.id <> p_child
		   AND (NOT EXISTS (SELECT 1 FROM public.task_assignments a WHERE a.task_id = p_task)
		        OR c.id IN (SELECT a.child_id FROM public.task_assignments a
		                     WHERE a.task_id = p_task))
		   AND NOT EXISTS (SELECT 1 FROM public.task_submissions s
		                    WHERE s.task_id = p_task AND s.child_id = c.id
		                      AND s.status <> 'rejected'));

	-- The next occurrence of a recurring task that needs no approval, due `p_next_due` (the
	-- BFF's startNextOccurrence rules, judged on the row read and still as read): once per
	-- occurrence (unique parent), assigned as this one, under the task's lock.
	IF p_next_due IS NOT NULL THEN
		INSERT INTO public.tasks (family_id, title, description, value_cents, category,
			requires_photo, requires_approval, due_date, time_limit, priority, assignment_mode,
			is_recurring, recurring_type, recurrence_parent_id, created_at)
		VALUES (v_task.family_id, v_task.title, v_task.description, v_task.value_cents,
			v_task.category, v_task.requires_photo, v_task.requires_approval, p_next_due,
			v_task.time_limit, v_task.priority, v_task.assignment_mode, true, p_next_type,
			v_task.id, clock_timestamp())
		ON CONFLICT (recurrence_parent_id) DO NOTHING
		RETURNING id INTO v_next;
		IF v_next IS NOT NULL THEN
			INSERT INTO public.task_assignments (task_id, child_id)
			SELECT v_next, a.child_id FROM public.task_assignments a WHERE a.task_id = v_task.id;
		END IF;
	END IF;

	-- The child, locked last; each statement below reads what committed while it waited.
	SELECT c.* INTO v_child FROM public.children c
	 WHERE c.id = p_child AND c.family_id = p_family
	   FOR NO KEY UPDATE;
	IF NOT FOUND OR NOT v_child.active
		OR (p_key IS NOT NULL AND EXISTS (SELECT 1 FROM public.task_submissions s
			WHERE s.child_id = p_child AND s.idempotency_key = p_key))
 THEN
		RAISE EXCEPTION 'this completion needs a transaction' USING ERRCODE = 'MS001';
	END IF;
	-- The family's daily limit as the BFF read it with the task (the transaction too reads it
	-- there, before the child's lock); what counts against it, under the child's lock.
	IF p_max_daily > 0 AND (SELECT count(*) FROM public.task_submissions s
		WHERE s.child_id = p_child AND s.status <> 'rejected'
		  AND s.completed_at >= p_day_start) >= p_max_daily THEN
		RAISE EXCEPTION 'this completion needs a transaction' USING ERRCODE = 'MS001';
	END IF;

	v_reward := v_task.value_cents;
	v_award := mesadinha_xp_for_reward(v_reward, p_rules);
	v_today_before := CASE WHEN v_child.completed_today_date = p_today
		THEN v_child.completed_today ELSE 0 END;
	v_pending_after := v_child.pending_tasks + CASE WHEN v_task.requires_approval THEN 1 ELSE 0 END;
	-- The child as this completion leaves it, judged before anything is written: an achievement
	-- reached and not stored is the transaction's to write.
	v_after := v_child;
	v_after.balance_cents := v_child.balance_cents + v_reward;
	v_after.total_earned_cents := v_child.total_earned_cents + v_reward;
	v_after.xp := v_child.xp + v_award;
	v_after.level := mesadinha_level_from_xp(v_child.xp + v_award, p_rules);
	v_after.completed_today := v_today_before + 1;
	v_after.completed_today_date := p_today;
	v_after.tasks_completed := v_child.tasks_completed + 1;
	v_after.pending_tasks := v_pending_after;
	v_after.updated_at := p_now;
	-- The streak, as refreshProgress judges it with the day this completion adds: counted today
	-- already with today active, adding today changes no day (every path that changes the active
	-- days counts the streak again); else counted from the active days plus today.
	IF v_child.streak_date IS DISTINCT FROM p_today OR NOT EXISTS (
		SELECT 1 FROM public.task_submissions s
		 WHERE s.child_id = p_child AND s.status <> 'rejected'
		   AND s.completed_at >= p_day_start AND s.completed_at < p_day_end) THEN
		v_runs := mesadinha_streaks(ARRAY(SELECT d::date FROM mesadinha_active_days(p_child) AS d)
			|| p_today, p_today);
		v_after.streak := v_runs[1];
		v_after.best_streak := v_runs[2];
		v_after.streak_date := p_today;
	END IF;
	v_reached := mesadinha_reached_achievements(v_after, p_today, p_rules);
	IF v_reached IS NULL THEN
		RAISE EXCEPTION 'this completion needs a transaction' USING ERRCODE = 'MS001';
	END IF;

	INSERT INTO public.task_submissions (id, family_id, child_id, task_id, child_name, child_age,
		task_title, task_description, category, value_cents, completed_at, photo_path,
		requires_photo, requires_approval, notes, status, approved, approved_at,
		reward_credited_at_completion, idempotency_key, metadata)
	VALUES (p_submission, p_family, v_child.id, v_task.id, v_child.name, v_child.age,
		v_task.title, v_task.description, v_task.category, v_reward, p_now, p_photo_path,
		v_task.requires_photo, v_task.requires_approval, p_notes,
		CASE WHEN v_task.requires_approval THEN 'pending' ELSE 'approved' END,
		NOT v_task.requires_approval,
		CASE WHEN v_task.requires_approval THEN NULL ELSE p_now END,
		true, p_key, jsonb_build_object(
			'source', 'child_app',
			'rewardAmount', v_reward,
			'balanceBefore', v_child.balance_cents,
			'balanceAfter', v_child.balance_cents + v_reward,
			'totalEarnedBefore', v_child.total_earned_cents,
			'totalEarnedAfter', v_child.total_earned_cents + v_reward,
			'completedTodayBefore', v_today_before,
			'completedTodayAfter', v_today_before + 1,
			'tasksCompletedBefore', v_child.tasks_completed,
			'tasksCompletedAfter', v_child.tasks_completed + 1,
			'xpBefore', v_child.xp,
			'xpAfter', v_child.xp + v_award,
			'pendingTasksBefore', v_child.pending_tasks,
			'pendingTasksAfter', v_pending_after))
	RETURNING * INTO v_submission;

	INSERT INTO public.transactions (family_id, child_id, task_submission_id, task_id, goal_id,
		type, description, amount_cents, balance_before_cents, balance_after_cents, created_by,
		source, metadata, idempotency_key)
	VALUES (p_family, v_child.id, v_submission.id, v_task.id, NULL, 'task_reward', p_description,
		v_reward, v_child.balance_cents, v_child.balance_cents + v_reward, p_user, 'child_app',
		jsonb_build_object(
			'type', 'task_reward',
			'task_id', v_task.id,
			'task_title', v_task.title,
			'category', v_task.category,
			'child_id', v_child.id,
			'child_name', v_child.name,
			'completed_at', to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
			'requiresApproval', v_task.requires_approval,
			'source', 'child_app',
			'xp_awarded', v_award),
		NULL);

	UPDATE public.children
	   SET balance_cents = v_after.balance_cents,
	       total_earned_cents = v_after.total_earned_cents,
	       xp = v_after.xp,
	       level = v_after.level,
	       completed_today = v_after.completed_today,
	       completed_today_date = v_after.completed_today_date,
	       tasks_completed = v_after.tasks_completed,
	       pending_tasks = v_after.pending_tasks,
	       streak = v_after.streak,
	       streak_date = v_after.streak_date,
	       best_streak = v_after.best_streak,
	       updated_at = v_after.updated_at
	 WHERE id = v_child.id
	RETURNING * INTO v_child;

	IF v_closed IS DISTINCT FROM v_task.completed THEN
		UPDATE public.tasks
		   SET completed = v_closed,
		       completed_at = CASE WHEN v_closed THEN p_now ELSE NULL END,
		       updated_at = p_now
		 WHERE id = v_task.id
		RETURNING * INTO v_task;
	END IF;

	INSERT INTO public.child_achievements (child_id, achievement_id, unlocked_at)
	SELECT v_child.id, reached.id, p_now FROM unnest(v_reached) AS reached(id)
	ON CONFLICT DO NOTHING;
	RETURN jsonb_build_object('submission', to_jsonb(v_submission), 'child', to_jsonb(v_child),
		'task', to_jsonb(v_task), 'reached', to_jsonb(v_reached), 'next', v_next);
END;
$$;

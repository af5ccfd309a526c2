-- Issue 14 item 3 (ADR 052): the events of a review leave with the BFF after the COMMIT, not
-- by NOTIFY inside the transaction. PostgreSQL serialises the COMMIT of every transaction that
-- notified (WAL flush included) on one lock for the whole server; every money movement of
-- every family waited on it.
--
-- The BFF sets `mesadinha.events = 'after_commit'` on every connection it opens (client.ts,
-- EVENTS_SETTING) and publishes a review's events itself once it has committed. A BFF of the
-- previous release does not set it, so during a rolling deploy its reviews still notify here.
CREATE OR REPLACE FUNCTION mesadinha_notify_review(
	p_submission public.task_submissions, p_task_exists boolean
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('mesadinha.events', true) IS NOT DISTINCT FROM 'after_commit' THEN
		RETURN;
	END IF;
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
$$;

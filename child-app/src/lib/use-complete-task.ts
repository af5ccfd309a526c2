import { ErrorResponseAnswer } from '@portal/contracts/answers';
import { useCallback, useRef, useState } from 'react';
import { MSG } from '@portal/contracts/messages';
import { useGetMeQuery } from './api';
import { useCompleteTaskMutation, type CompleteTaskArgs } from './child-tasks-api';
import { newIdempotencyKey } from './idempotency-key';
import { useQueuedTasks } from './outbox-state';
import { useGuardRelease } from './tap-guard';

export { DUPLICATE_TAP_GUARD_MS } from './tap-guard';

/** A failed completion: what to show and the attempt a retry sends again. */
export interface CompletionFailure {
  message: string;
  attempt: CompleteTaskArgs;
}

/** What {@link useCompleteTask} returns. */
export interface CompleteTaskControls {
  /** One tap on 'Marcar como Feita' (or on the photo confirm): a new `Idempotency-Key`. */
  complete: (taskId: string, proof?: { photo?: File; notes?: string }) => void;
  /** Sends a failed tap again with the same `Idempotency-Key` (and photo). */
  retry: (taskId: string) => void;
  /** Forgets a failure (its alert is closed). */
  dismiss: (taskId: string) => void;
  /** Forgets which tasks were completed here (the child moved to another tab or filter). */
  resetCompletedHere: () => void;
  /** Tasks whose completion is running ('Confirmando...'). */
  processing: ReadonlySet<string>;
  /** Tasks completed from this screen, successfully or still running. */
  completedHere: ReadonlySet<string>;
  /** Tasks whose completion waits for the connection ('Será enviada quando a conexão voltar'). */
  queued: ReadonlySet<string>;
  failures: Readonly<Record<string, CompletionFailure>>;
}

/*
 * Shared by the tasks screen and the dashboard's first tasks of today (a feature may not
 * import another feature, so the completion lives in src/lib).
 */

/**
 * The short pt-BR message shown when a completion fails: the BFF's own message when it sent
 * one (`{ code, message }`), the photo-size text for a 413, else a generic retry text.
 */
export function completionErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const parsed = ErrorResponseAnswer.safeParse((error as { data?: unknown }).data);
    if (parsed.success && parsed.data.message.trim()) return parsed.data.message;
    if ((error as { status: unknown }).status === 413) return MSG.task.photoTooLarge;
  }
  return MSG.task.completeFailed;
}

/** RTK Query's answer when `fetch` itself failed (a `TypeError`: no connection) or timed out. */
function isNetworkFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Keeps the tap in the offline queue (its chunk loads at the first such tap). */
async function queueForLater(childId: string, attempt: CompleteTaskArgs): Promise<void> {
  const { queueCompletion } = await import(
    /* webpackChunkName: "idle-completion-outbox" */ './completion-outbox'
  );
  await queueCompletion({
    idempotencyKey: attempt.idempotencyKey,
    childId,
    taskId: attempt.taskId,
    notes: attempt.notes?.trim() || undefined,
    photo: attempt.photo,
    photoName: attempt.photo?.name || undefined,
    queuedAt: Date.now(),
  });
}

/**
 * Completing tasks from the child's screen (spec 001 §4 "Child completes a task"). Each tap
 * gets its own `Idempotency-Key`; a retry of a failed tap reuses it, so the BFF never pays
 * twice. Taps on a task whose completion is running are ignored, and the guard releases
 * 200 ms after the operation ends. The list update is optimistic (see `completeTask`).
 * Without a connection (`navigator.onLine` false, or `fetch` failing) the tap is kept in the
 * offline queue with its key and goes when the connection returns (ADR 069): the task then
 * reads 'Será enviada quando a conexão voltar' instead of an error.
 */
export function useCompleteTask(): CompleteTaskControls {
  const [completeTask] = useCompleteTaskMutation();
  const childId = useGetMeQuery(undefined).data?.child?.id;
  const queued = useQueuedTasks();
  const guard = useRef(new Set<string>());
  const releaseLater = useGuardRelease();
  const [processing, setProcessing] = useState<ReadonlySet<string>>(new Set());
  const [completedHere, setCompletedHere] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Record<string, CompletionFailure>>({});

  const run = useCallback(
    async (attempt: CompleteTaskArgs) => {
      const { taskId } = attempt;
      if (guard.current.has(taskId)) return;
      guard.current.add(taskId);
      setProcessing((current) => new Set(current).add(taskId));
      setCompletedHere((current) => new Set(current).add(taskId));
      setFailures(({ [taskId]: _old, ...rest }) => rest);
      try {
        if (childId && isOffline()) await queueForLater(childId, attempt);
        else await completeTask(attempt).unwrap();
      } catch (error) {
        const queuedNow =
          childId && isNetworkFailure(error)
            ? await queueForLater(childId, attempt).then(
                () => true,
                () => false,
              )
            : false;
        if (!queuedNow) {
          setCompletedHere((current) => without(current, taskId));
          setFailures((current) => ({
            ...current,
            [taskId]: { message: completionErrorMessage(error), attempt },
          }));
        }
      } finally {
        setProcessing((current) => without(current, taskId));
        releaseLater(() => guard.current.delete(taskId));
      }
    },
    [childId, completeTask, releaseLater],
  );

  const complete = useCallback<CompleteTaskControls['complete']>(
    (taskId, proof) => {
      if (guard.current.has(taskId)) return;
      void run({ taskId, idempotencyKey: newIdempotencyKey(), ...proof });
    },
    [run],
  );

  const retry = useCallback<CompleteTaskControls['retry']>(
    (taskId) => {
      const failure = failures[taskId];
      if (failure) void run(failure.attempt);
    },
    [failures, run],
  );

  const dismiss = useCallback<CompleteTaskControls['dismiss']>((taskId) => {
    setFailures(({ [taskId]: _old, ...rest }) => rest);
  }, []);

  const resetCompletedHere = useCallback(() => {
    setCompletedHere((current) => (current.size === 0 ? current : new Set(guard.current)));
  }, []);

  return {
    complete,
    retry,
    dismiss,
    resetCompletedHere,
    processing,
    completedHere,
    queued,
    failures,
  };
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
}

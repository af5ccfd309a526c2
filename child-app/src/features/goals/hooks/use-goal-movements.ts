import { ErrorResponseAnswer } from '@portal/contracts/answers';
import { useCallback, useRef, useState } from 'react';
import { celebrate } from '../../../lib/celebration-queue';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useGuardRelease } from '../../../lib/tap-guard';
import { useCancelGoalMutation, useDepositToGoalMutation } from '../../../lib/progress-api';

/** One tap on a quick deposit or on the confirmed 'Cancelar meta'; a retry sends it again. */
export type GoalAttempt =
  | { kind: 'deposit'; goalId: string; goalTitle: string; amount: number; idempotencyKey: string }
  | { kind: 'cancel'; goalId: string; goalTitle: string; idempotencyKey: string };

/** A failed attempt: what to show and what a retry sends. */
export interface GoalFailure {
  message: string;
  attempt: GoalAttempt;
}

/** The BFF's pt-BR message when it sent one, else the fallback. */
export function movementErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const parsed = ErrorResponseAnswer.safeParse((error as { data?: unknown }).data);
    if (parsed.success && parsed.data.message.trim()) return parsed.data.message;
  }
  return fallback;
}

/**
 * Deposits and cancellations of the goals screen. Each tap makes its own `Idempotency-Key`; a
 * retry of a failed tap reuses it, so the BFF moves the money once. While one movement of a
 * goal runs, further taps on that goal are ignored. A deposit that completes the goal
 * (`completedNow`) is celebrated.
 */
export function useGoalMovements(
  messages: { depositFailed: string; cancelFailed: string },
  /** Runs after a cancel went through (the goal's card is gone: the screen moves the focus). */
  onCancelled?: (goalTitle: string) => void,
) {
  const [deposit] = useDepositToGoalMutation();
  const [cancel] = useCancelGoalMutation();
  const running = useRef(new Set<string>());
  const releaseLater = useGuardRelease();
  const [busy, setBusy] = useState<Readonly<Record<string, GoalAttempt['kind']>>>({});
  const [failures, setFailures] = useState<Readonly<Record<string, GoalFailure>>>({});

  const run = useCallback(
    async (attempt: GoalAttempt) => {
      const { goalId } = attempt;
      if (running.current.has(goalId)) return;
      let failed = false;
      running.current.add(goalId);
      setBusy((current) => ({ ...current, [goalId]: attempt.kind }));
      setFailures(({ [goalId]: _old, ...rest }) => rest);
      try {
        if (attempt.kind === 'deposit') {
          const answer = await deposit({
            goalId,
            amount: attempt.amount,
            idempotencyKey: attempt.idempotencyKey,
          }).unwrap();
          if (answer.completedNow) {
            celebrate({
              kind: 'goal',
              key: `goal:${goalId}`,
              title: answer.goal?.title ?? attempt.goalTitle,
            });
          }
        } else {
          await cancel({ goalId, idempotencyKey: attempt.idempotencyKey }).unwrap();
          onCancelled?.(attempt.goalTitle);
        }
      } catch (error) {
        failed = true;
        const fallback =
          attempt.kind === 'deposit' ? messages.depositFailed : messages.cancelFailed;
        setFailures((current) => ({
          ...current,
          [goalId]: { message: movementErrorMessage(error, fallback), attempt },
        }));
      } finally {
        // The spec's duplicate-tap guard (200 ms, as completions): a second tap that lands just
        // after the answer is the same tap, not a new deposit (QA: four quick taps on 'R$ 5'
        // made a second deposit that the BFF refused, and showed an error after a success).
        // After a failure there is no wait: the next tap is a retry (same key, `deposit`).
        const release = () => {
          running.current.delete(goalId);
          setBusy(({ [goalId]: _done, ...rest }) => rest);
        };
        if (failed) release();
        else releaseLater(release);
      }
    },
    [deposit, cancel, messages.depositFailed, messages.cancelFailed, onCancelled, releaseLater],
  );

  return {
    busy,
    failures,
    deposit: (goal: { id: string; title: string }, amount: number) => {
      // After a failure the first request may still have reached the BFF: the same amount
      // tapped again is that deposit again (its key: the BFF replays it, never pays twice).
      const failed = failures[goal.id]?.attempt;
      const same = failed?.kind === 'deposit' && failed.amount === amount ? failed : null;
      void run({
        kind: 'deposit',
        goalId: goal.id,
        goalTitle: goal.title,
        amount,
        idempotencyKey: same?.idempotencyKey ?? newIdempotencyKey(),
      });
    },
    cancel: (goal: { id: string; title: string }) =>
      void run({
        kind: 'cancel',
        goalId: goal.id,
        goalTitle: goal.title,
        idempotencyKey: newIdempotencyKey(),
      }),
    retry: (goalId: string) => {
      const failure = failures[goalId];
      if (failure) void run(failure.attempt);
    },
    dismiss: (goalId: string) => setFailures(({ [goalId]: _old, ...rest }) => rest),
  };
}

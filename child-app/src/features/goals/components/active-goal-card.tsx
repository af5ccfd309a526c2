import type { Goal } from '@portal/contracts';
import { Alert, Button, Card, Dialog, ProgressBar } from '@portal/design-system';
import { formatMoney, QUICK_DEPOSITS } from '@portal/domain';
import { useState } from 'react';
import type { GoalAttempt, GoalFailure } from '../hooks/use-goal-movements';
import { goalsCopy } from './copy';
import { GoalImage } from './goal-image';

const text = goalsCopy;

/** Props of {@link ActiveGoalCard}. */
export interface ActiveGoalCardProps {
  goal: Goal;
  /** The child's balance (centavos): a quick deposit above it is disabled (spec 001 §5). */
  balance: number;
  /** The movement of this goal that is running, if any. */
  busy?: GoalAttempt['kind'];
  failure?: GoalFailure;
  onDeposit: (amount: number) => void;
  onCancel: () => void;
  onRetry: () => void;
  onDismissFailure: () => void;
}

/**
 * An active goal: picture, saved of target with its progress, what is missing, the quick
 * deposits R$ 5 / 10 / 20 / 50 and 'Cancelar meta' behind a confirmation that says where the
 * money goes.
 */
export function ActiveGoalCard({
  goal,
  balance,
  busy,
  failure,
  onDeposit,
  onCancel,
  onRetry,
  onDismissFailure,
}: ActiveGoalCardProps) {
  const [confirming, setConfirming] = useState(false);
  const remaining = Math.max(0, goal.targetAmount - goal.currentAmount);
  return (
    <Card as="article" title={goal.title} titleAs="h3" className="child-goal">
      <div className="child-goal__head">
        <GoalImage src={goal.imageUrl} category={goal.category} />
        <p className="child-goal__amounts">
          {text.savedOf(formatMoney(goal.currentAmount), formatMoney(goal.targetAmount))}
          <br />
          <span className="child-goal__remaining">
            {text.remainingLine(formatMoney(remaining))}
          </span>
        </p>
      </div>
      <ProgressBar
        label={text.progressLabel(goal.title)}
        hideLabel
        value={goal.currentAmount}
        max={goal.targetAmount}
        valueText={`${Math.floor((goal.currentAmount / Math.max(goal.targetAmount, 1)) * 100)}%`}
      />
      <div
        role="group"
        aria-label={text.quickDepositsLabel(goal.title)}
        className="child-goal__deposits"
      >
        {QUICK_DEPOSITS.map((amount) => (
          <Button
            key={amount}
            variant="secondary"
            size="sm"
            aria-label={text.depositLabel(formatMoney(amount), goal.title)}
            disabled={amount > balance || Boolean(busy)}
            onClick={() => onDeposit(amount)}
          >
            {text.quickAmount(formatMoney(amount))}
          </Button>
        ))}
      </div>
      {busy === 'deposit' ? (
        <p role="status" className="child-goal__status">
          {text.depositing}
        </p>
      ) : null}
      {failure ? (
        <Alert
          tone="danger"
          action={
            <div className="child-goal__failure-actions">
              <Button onClick={onRetry}>{text.retry}</Button>
              <Button variant="ghost" onClick={onDismissFailure}>
                {text.dismiss}
              </Button>
            </div>
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <Button
        variant="ghost"
        loading={busy === 'cancel'}
        loadingText={text.cancelling}
        disabled={Boolean(busy)}
        onClick={() => setConfirming(true)}
      >
        {text.cancel}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={text.cancelDialog.title(goal.title)}
        description={text.cancelDialog.description(goal.currentAmount)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {text.cancelDialog.keep}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onCancel();
              }}
            >
              {text.cancelDialog.confirm}
            </Button>
          </>
        }
      />
    </Card>
  );
}

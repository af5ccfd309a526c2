import { FormField, FormMoneyInput, FormSwitch } from '@portal/app-kit/form';
import { MAX_DAILY_TASKS } from '@portal/contracts/settings';
import { formatMoney } from '@portal/domain';
import { Card } from '@portal/design-system';
import { useId } from 'react';
import { InputField } from '../../../lib/native-fields';
import { settingsCopy as C } from '../copy';

const L = C.limits;

/**
 * The limits tab (spec 001 §2): weekly spending, tasks per day, photo by default, each with a
 * line saying what it does; above them the monthly budget of the sign-up (read-only here) and
 * what it is for (issue 41).
 */
export function LimitsTab({
  disabled,
  monthlyBudget,
}: {
  disabled: boolean;
  /** The family's monthly budget in centavos, `null` when the sign-up left it out. */
  monthlyBudget: number | null;
}) {
  const budgetHintId = `limits-budget-${useId()}`;
  return (
    <Card as="section" title={L.title}>
      <div className="parent-stack settings__narrow">
        <div>
          <dl className="settings__facts settings__facts--single">
            <div>
              <dt>{L.monthlyBudget}</dt>
              <dd aria-describedby={budgetHintId}>
                {monthlyBudget === null ? L.monthlyBudgetUnset : formatMoney(monthlyBudget)}
              </dd>
            </div>
          </dl>
          <p id={budgetHintId} className="mesa-field__hint">
            {L.monthlyBudgetHint}
          </p>
        </div>
        <FormMoneyInput
          name="limits.maxWeeklySpending"
          label={L.maxWeeklySpending}
          hint={L.maxWeeklySpendingHint}
          disabled={disabled}
        />
        <FormField
          name="limits.maxDailyTasks"
          render={({ field, error }) => (
            <InputField
              name={field.name}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAILY_TASKS}
              step={1}
              label={L.maxDailyTasks}
              hint={L.maxDailyTasksHint}
              error={error}
              value={(field.value as string | undefined) ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              disabled={disabled}
            />
          )}
        />
        <FormSwitch
          name="limits.requirePhotoApproval"
          label={L.requirePhotoApproval}
          description={L.requirePhotoApprovalHint}
          disabled={disabled}
        />
      </div>
    </Card>
  );
}

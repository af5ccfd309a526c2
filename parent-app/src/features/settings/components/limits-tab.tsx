import { FormField, FormMoneyInput, FormSwitch } from '@portal/app-kit/form';
import { MAX_DAILY_TASKS } from '@portal/contracts/settings';
import { Card } from '@portal/design-system';
import { InputField } from '../../../lib/native-fields';
import { settingsCopy as C } from '../copy';

const L = C.limits;

/** The limits tab (spec 001 §2): weekly spending, tasks per day, photo by default. */
export function LimitsTab({ disabled }: { disabled: boolean }) {
  return (
    <Card as="section" title={L.title}>
      <div className="parent-stack settings__narrow">
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

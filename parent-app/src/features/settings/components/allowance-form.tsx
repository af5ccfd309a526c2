import { useNow } from '@portal/app-kit';
import {
  Form,
  FormField,
  FormMoneyInput,
  FormSelect,
  formError,
  showFormError,
  showServerIssues,
  useWatch,
  useZodForm,
} from '@portal/app-kit/form';
import {
  ALLOWANCE_MONTH_DAY_MAX,
  type Allowance,
  type AllowanceInput,
} from '@portal/contracts/allowance';
import type { ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import { ALLOWANCE_PAY_HOUR } from '@portal/domain';
import { Alert, Button, useToast } from '@portal/design-system';
import { useEffect } from 'react';
import { readApiError } from '../../../lib/api-error';
import { InputField } from '../../../lib/native-fields';
import { usePutAllowanceMutation } from '../api/allowance-api';
import { settingsCopy as C } from '../copy';
import {
  AllowanceFormSchema,
  allowanceValues,
  previewOf,
  type AllowanceFormValues,
} from '../model/allowance-form';
import { nextAllowanceText } from '../model/allowance-view';
import { allowanceIds } from './allowance-ids';

const A = C.allowance;
/** Fields of the form, named as the body's keys (the BFF's issues land under them). */
const FIELDS = new Set(['amountCents', 'period', 'weekday', 'monthDay', 'goalSharePercent']);
const PERIOD_OPTIONS = (['weekly', 'monthly'] as const).map((value) => ({
  value,
  label: A.periods[value],
}));
const WEEKDAY_OPTIONS = A.weekdays.map((label, weekday) => ({ value: String(weekday), label }));
const MONTH_DAY_OPTIONS = Array.from({ length: ALLOWANCE_MONTH_DAY_MAX }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/**
 * The 'Mesada automática' form of one child (issue 38): amount, 'Semanal' on a weekday or
 * 'Mensal' on a day 1–28, the share for the active goal, validated by the contract's
 * `AllowanceInputSchema` (`MSG.allowance`), and the next payday previewed with the domain's
 * rules as the parent edits ('Próxima mesada: sex., 05/12 — R$ 10,00'). It takes the focus on
 * its amount when it opens; `onDone` after a save or 'Cancelar'.
 */
export function AllowanceForm({
  child,
  allowance,
  onDone,
}: {
  child: ChildPublic;
  allowance: Allowance | null;
  onDone: () => void;
}) {
  const ids = allowanceIds(child.id);
  const toast = useToast();
  const form = useZodForm(AllowanceFormSchema, { defaultValues: allowanceValues(allowance) });
  const [save, { isLoading }] = usePutAllowanceMutation();
  const values = useWatch({ control: form.control }) as AllowanceFormValues;
  // The preview's "today" keeps up with a form left open across 08:00 or midnight.
  const now = useNow(60_000);
  const preview = previewOf(values, now);
  const serverError = formError(form);

  // Opened by a click, loaded maybe only now: the amount is where the parent starts.
  useEffect(() => {
    document.getElementById(ids.amount)?.focus();
  }, [ids.amount]);

  async function submit(body: AllowanceInput) {
    const result = await save({ childId: child.id, body });
    if (result.error) {
      const failure = readApiError(result.error);
      const shown = showServerIssues(form, failure.issues, (path) => FIELDS.has(path));
      if (shown === 0) showFormError(form, failure.message || MSG.allowance.saveFailed);
      return;
    }
    toast.show({ message: MSG.allowance.saved, tone: 'success' });
    onDone();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="settings__child-form"
      aria-label={A.formLabel(child.name)}
    >
      <div className="settings__child-fields">
        <FormMoneyInput id={ids.amount} name="amountCents" label={A.amount} hint={A.amountHint} />
        <FormSelect name="period" label={A.period} options={PERIOD_OPTIONS} />
        {values.period === 'monthly' ? (
          <FormSelect
            name="monthDay"
            label={A.monthDay}
            hint={A.monthDayHint}
            placeholder={A.choose}
            options={MONTH_DAY_OPTIONS}
          />
        ) : (
          <FormSelect
            name="weekday"
            label={A.weekday}
            placeholder={A.choose}
            options={WEEKDAY_OPTIONS}
          />
        )}
        <FormField
          name="goalSharePercent"
          render={({ field, error }) => (
            <InputField
              name={field.name}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              label={A.goalShare}
              hint={A.goalShareHint}
              error={error}
              value={(field.value as string | undefined) ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <p className="settings__allowance-next" id={ids.preview} aria-live="polite">
        {preview ? nextAllowanceText(preview.day, preview.amountCents) : A.noPreview}
      </p>
      <p className="parent-muted">{A.payHour(ALLOWANCE_PAY_HOUR)}</p>
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <div className="parent-actions">
        <Button variant="secondary" disabled={isLoading} onClick={onDone}>
          {C.cancel}
        </Button>
        <Button
          type="submit"
          loading={isLoading}
          loadingText={A.saving}
          aria-describedby={ids.preview}
        >
          {A.save}
        </Button>
      </div>
    </Form>
  );
}

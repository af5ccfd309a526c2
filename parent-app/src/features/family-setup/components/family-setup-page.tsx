import {
  Form,
  formError,
  showFormError,
  showServerIssues,
  useWatch,
  useZodForm,
} from '@portal/app-kit/form';
import { FamilySetupInputSchema, type FamilySetupInput } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import { MAX_CHILDREN, formatMoney, projectMonth, projectionExceedsBudget } from '@portal/domain';
import { Alert, Button, Card, PageLayout, ProgressBar } from '@portal/design-system';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { readApiError } from '../../../lib/api-error';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useSetupFamilyMutation } from '../api/family-setup-api';
import { setupCopy as C } from '../copy';
import { newRow, weeklyLimitCentavos, withSuggestions, type SetupRow } from '../model/setup-rows';
import { ChildSetupCard, childFieldId } from './child-setup-card';

/** Navigation state `/children/setup` needs (from the sign-up or the dashboard). */
export const SetupStateSchema = z.object({
  familyName: z.string(),
  monthlyBudget: z.number().int().nonnegative(),
});
export type SetupState = z.infer<typeof SetupStateSchema>;

const ADD_BUTTON_ID = 'setup-add-child';

/**
 * `/children/setup` ('Adicionar Filhos', spec 000 §2): without the navigation state carrying
 * the family name and budget it sends the user to `/parent/signup`, as the spec says.
 */
export function FamilySetupPage() {
  const location = useLocation();
  const state = SetupStateSchema.safeParse(location.state);
  if (!state.success) return <Navigate to="/parent/signup" replace />;
  return <ChildrenSetupForm {...state.data} />;
}

/**
 * The contract's `FamilySetupInputSchema` over the cards as typed: the budget from the
 * navigation state, weekly limits read with the portal's money parser (it reads "1.500,00";
 * unreadable text is left to the schema, which says which message applies).
 */
function setupSchema(monthlyBudget: number) {
  return z.preprocess((value) => {
    const { children } = value as { children: SetupRow[] };
    return {
      monthlyBudget,
      children: children.map((row) => ({
        name: row.name,
        username: row.username,
        age: row.age,
        email: row.email,
        weeklyLimit: weeklyLimitCentavos(row) ?? row.weeklyLimit,
        pin: row.pin,
      })),
    };
  }, FamilySetupInputSchema);
}

function ChildrenSetupForm({ familyName, monthlyBudget }: SetupState) {
  const navigate = useNavigate();
  const [schema] = useState(() => setupSchema(monthlyBudget));
  const form = useZodForm(schema, { defaultValues: { children: [newRow()] } });
  const rows = useWatch({ control: form.control, name: 'children' });
  const failure = formError(form);
  const [setupFamily, { isLoading: saving }] = useSetupFamilyMutation();
  const focus = useFocusRequest();

  const projected = projectMonth(rows.map(weeklyLimitCentavos));
  const overBudget = projectionExceedsBudget(projected, monthlyBudget);

  /** Fills the suggested weekly limits (age, number of children) the parent has not typed. */
  function suggest(current: readonly SetupRow[]) {
    withSuggestions(current, monthlyBudget).forEach((row, index) => {
      if (row.weeklyLimit !== current[index]?.weeklyLimit) {
        form.setValue(`children.${index}.weeklyLimit`, row.weeklyLimit);
      }
    });
  }

  function add() {
    const row = newRow();
    const next = [...form.getValues('children'), row];
    form.setValue('children', next);
    suggest(next);
    focus(childFieldId(row.key, 'name'));
  }

  function remove(index: number) {
    const remaining = form.getValues('children').filter((_, i) => i !== index);
    form.setValue('children', remaining);
    suggest(remaining);
    // Error keys are positional; the parent validates again on submit.
    form.clearErrors();
    focus(ADD_BUTTON_ID);
  }

  async function onSubmit(input: FamilySetupInput) {
    const result = await setupFamily(input);
    if (result.error) {
      const failure = readApiError(result.error);
      showServerIssues(form, failure.issues);
      showFormError(form, failure.message ?? MSG.childSetup.saveFailed);
      return;
    }
    navigate('/parent/dashboard', { replace: true });
  }

  return (
    <PageLayout
      title={C.title}
      subtitle={C.subtitle}
      back={
        <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span> {C.back}
        </Button>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="parent-setup">
        <div className="parent-setup__summary">
          <Card as="section" title={C.budgetTitle}>
            <p className="parent-figure">{formatMoney(monthlyBudget)}</p>
            <p className="parent-muted">{familyName}</p>
          </Card>
          <Card as="section" title={C.projectionTitle}>
            <p className="parent-figure">{formatMoney(projected)}</p>
            <p className="parent-muted">{C.projectionHint}</p>
            <ProgressBar
              hideLabel
              label={C.projectionLabel}
              value={projected}
              max={monthlyBudget}
              valueText={C.projectionValue(formatMoney(projected), formatMoney(monthlyBudget))}
            />
          </Card>
        </div>
        {rows.map((row, index) => (
          <ChildSetupCard
            key={row.key}
            rowKey={row.key}
            index={index}
            canRemove={rows.length > 1}
            disabled={saving}
            onAgeChange={() => suggest(form.getValues('children'))}
            onWeeklyLimitEdited={() => form.setValue(`children.${index}.weeklyLimitEdited`, true)}
            onRemove={() => remove(index)}
          />
        ))}
        {rows.length < MAX_CHILDREN ? (
          <Button id={ADD_BUTTON_ID} variant="secondary" onClick={add} disabled={saving}>
            <span aria-hidden="true">+</span> {C.add}
          </Button>
        ) : null}
        {overBudget ? <Alert tone="danger">{MSG.childSetup.projectionOverBudget}</Alert> : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button
          type="submit"
          fullWidth
          size="lg"
          disabled={overBudget}
          loading={saving}
          loadingText={C.saving}
        >
          {C.finish}
        </Button>
      </Form>
    </PageLayout>
  );
}

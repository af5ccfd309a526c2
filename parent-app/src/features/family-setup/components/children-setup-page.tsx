import { FamilySetupInputSchema } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import { MAX_CHILDREN, formatMoney, projectMonth, projectionExceedsBudget } from '@portal/domain';
import { Alert, Button, Card, PageLayout, ProgressBar } from '@portal/design-system';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { readApiError } from '../../../lib/api-error';
import { fieldErrorsFrom, firstInvalid, type FieldErrors } from '../../../lib/form-errors';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useSetupChildrenMutation } from '../api/family-setup-api';
import { setupCopy as C } from '../copy';
import { newRow, weeklyLimitCentavos, withSuggestions, type SetupRow } from '../model/setup-rows';
import { CHILD_FIELDS, ChildSetupCard, childFieldId } from './child-setup-card';

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
export function ChildrenSetupPage() {
  const location = useLocation();
  const state = SetupStateSchema.safeParse(location.state);
  if (!state.success) return <Navigate to="/parent/signup" replace />;
  return <ChildrenSetupForm {...state.data} />;
}

function ChildrenSetupForm({ familyName, monthlyBudget }: SetupState) {
  const navigate = useNavigate();
  const [rows, setRows] = useState<SetupRow[]>(() => [newRow()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [setupChildren, { isLoading: saving }] = useSetupChildrenMutation();
  const focus = useFocusRequest();

  const projected = projectMonth(rows.map(weeklyLimitCentavos));
  const overBudget = projectionExceedsBudget(projected, monthlyBudget);

  function update(index: number, patch: Partial<SetupRow>) {
    setRows((current) =>
      withSuggestions(
        current.map((row, i) => (i === index ? { ...row, ...patch } : row)),
        monthlyBudget,
      ),
    );
    // Editing a field clears its error: a message must not stay under a value that fixed it.
    const edited = new Set(Object.keys(patch).map((field) => `children.${index}.${field}`));
    setErrors((current) =>
      Object.keys(current).some((key) => edited.has(key))
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !edited.has(key)))
        : current,
    );
  }

  function add() {
    const row = newRow();
    setRows((current) => withSuggestions([...current, row], monthlyBudget));
    focus(childFieldId(row, 'name'));
  }

  function remove(index: number) {
    const remaining = rows.filter((_, i) => i !== index);
    setRows(withSuggestions(remaining, monthlyBudget));
    // Error keys are positional; the parent re-validates on submit.
    setErrors({});
    focus(ADD_BUTTON_ID);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = FamilySetupInputSchema.safeParse({
      monthlyBudget,
      children: rows.map((row) => ({
        name: row.name,
        username: row.username,
        age: row.age,
        email: row.email,
        // The portal's money parser reads "1.500,00"; unreadable text is left to the schema.
        weeklyLimit: weeklyLimitCentavos(row) ?? row.weeklyLimit,
        pin: row.pin,
      })),
    });
    if (!parsed.success) {
      showFieldErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    const result = await setupChildren(parsed.data);
    if (result.error) {
      const failure = readApiError(result.error);
      if (failure.issues?.length) showFieldErrors(fieldErrorsFrom(failure.issues));
      setFormError(failure.message ?? MSG.childSetup.saveFailed);
      return;
    }
    navigate('/parent/dashboard', { replace: true });
  }

  function showFieldErrors(next: FieldErrors) {
    setErrors(next);
    const order = rows.flatMap((_, i) => CHILD_FIELDS.map((field) => `children.${i}.${field}`));
    const first = firstInvalid(next, order);
    if (!first) return;
    const [, index, field] = first.split('.');
    const row = rows[Number(index)];
    if (row) focus(childFieldId(row, field as (typeof CHILD_FIELDS)[number]));
  }

  function rowErrors(index: number): FieldErrors {
    const prefix = `children.${index}.`;
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, message]) => [key.slice(prefix.length), message]),
    );
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
      <form className="parent-setup" noValidate onSubmit={onSubmit}>
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
            row={row}
            index={index}
            errors={rowErrors(index)}
            canRemove={rows.length > 1}
            disabled={saving}
            onChange={(patch) => update(index, patch)}
            onRemove={() => remove(index)}
          />
        ))}
        {rows.length < MAX_CHILDREN ? (
          <Button id={ADD_BUTTON_ID} variant="secondary" onClick={add} disabled={saving}>
            <span aria-hidden="true">+</span> {C.add}
          </Button>
        ) : null}
        {overBudget ? <Alert tone="danger">{MSG.childSetup.projectionOverBudget}</Alert> : null}
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
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
      </form>
    </PageLayout>
  );
}

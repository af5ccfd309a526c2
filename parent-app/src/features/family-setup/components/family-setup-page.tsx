import {
  Form,
  FormField,
  formError,
  showFormError,
  showServerIssues,
  useWatch,
  useZodForm,
} from '@portal/app-kit/form';
import { FamilySetupInputSchema, type FamilySetupInput } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import { MAX_CHILDREN, formatMoney, projectMonth, projectionExceedsBudget } from '@portal/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  PageLayout,
  ProgressBar,
  Spinner,
} from '@portal/design-system';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from '@portal/router';
import { z } from 'zod';
import { readApiError } from '../../../lib/api-error';
import { ConsentLabel, NewTabNotice } from '../../../lib/consent-label';
import { useGetMeQuery } from '../../../lib/session-api';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useSetupFamilyMutation } from '../api/family-setup-api';
import { setupCopy as C } from '../copy';
import {
  clearDraft,
  loadDraft,
  newRow,
  saveDraft,
  usernamesBesides,
  weeklyLimitCentavos,
  withSuggestions,
  type SetupRow,
} from '../model/setup-rows';
import { ChildSetupCard, childFieldId } from './child-setup-card';

/** Navigation state `/children/setup` needs (from the sign-up or the dashboard). */
export const SetupStateSchema = z.object({
  familyName: z.string(),
  monthlyBudget: z.number().int().nonnegative(),
});
export type SetupState = z.infer<typeof SetupStateSchema>;

const ADD_BUTTON_ID = 'setup-add-child';

const CONSENT_ID = 'setup-parent-consent';
const CONSENT_LINK_NOTICE_ID = 'setup-parent-consent-link-notice';

/**
 * `/children/setup` ('Adicionar Filhos', spec 000 §2). The family's name and budget come from
 * the server (`GET /api/me`), so a reload in the middle stays here (issue 12); the navigation
 * state of the sign-up only shows the screen at once while `me` loads. Without a family from
 * either it sends the user to `/parent/signup`, as the spec says.
 */
export function FamilySetupPage() {
  const location = useLocation();
  const state = SetupStateSchema.safeParse(location.state);
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const family = me.data?.family ?? null;
  if (family) {
    return (
      <ChildrenSetupForm
        familyId={family.id}
        familyName={family.name}
        monthlyBudget={family.monthlyBudget ?? (state.success ? state.data.monthlyBudget : 0)}
      />
    );
  }
  if (state.success) return <ChildrenSetupForm {...state.data} familyId={null} />;
  if (me.isLoading || me.isFetching) {
    return (
      <PageLayout title={C.title} subtitle={C.subtitle}>
        <Spinner label={C.loading} showLabel />
      </PageLayout>
    );
  }
  return <Navigate to="/parent/signup" replace />;
}

/**
 * The contract's `FamilySetupInputSchema` over the cards as typed: the budget from the
 * navigation state, weekly limits read with the portal's money parser (it reads "1.500,00";
 * unreadable text is left to the schema, which says which message applies).
 */
function setupSchema(monthlyBudget: number) {
  return z.preprocess((value) => {
    const { children, parentConsent } = value as { children: SetupRow[]; parentConsent: boolean };
    return {
      monthlyBudget,
      parentConsent,
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

interface ChildrenSetupFormProps extends SetupState {
  /** The family whose draft is kept (null until `GET /api/me` answers: no draft yet). */
  familyId: string | null;
}

function ChildrenSetupForm({ familyId, familyName, monthlyBudget }: ChildrenSetupFormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => setupSchema(monthlyBudget), [monthlyBudget]);
  const form = useZodForm(schema, {
    defaultValues: {
      children: (familyId && loadDraft(familyId)) || [newRow()],
      parentConsent: false,
    },
  });
  const rows = useWatch({ control: form.control, name: 'children' });
  // The draft of a family known only after the first render (state first, then `me`).
  const restoredFor = useRef(familyId);
  useEffect(() => {
    if (!familyId || restoredFor.current === familyId) return;
    restoredFor.current = familyId;
    const draft = loadDraft(familyId);
    if (draft && !form.formState.isDirty) form.setValue('children', draft);
  }, [familyId, form]);
  useEffect(() => {
    if (familyId) saveDraft(familyId, rows);
  }, [familyId, rows]);
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
    if (familyId) clearDraft(familyId);
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
            setUsername={(username) =>
              form.setValue(`children.${index}.username`, username, {
                shouldValidate: form.formState.isSubmitted,
              })
            }
            otherUsernames={() => usernamesBesides(form.getValues('children'), index)}
            initial={row}
          />
        ))}
        {rows.length < MAX_CHILDREN ? (
          <Button id={ADD_BUTTON_ID} variant="secondary" onClick={add} disabled={saving}>
            <span aria-hidden="true">+</span> {C.add}
          </Button>
        ) : null}
        <FormField
          name="parentConsent"
          render={({ field, error }) => (
            <div className="parent-setup__consent">
              <Checkbox
                id={CONSENT_ID}
                name={field.name}
                label={<ConsentLabel noticeId={CONSENT_LINK_NOTICE_ID} />}
                checked={Boolean(field.value)}
                onCheckedChange={(checked) => field.onChange(checked)}
                required
                disabled={saving}
                error={error}
              />
              <NewTabNotice id={CONSENT_LINK_NOTICE_ID} />
            </div>
          )}
        />
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

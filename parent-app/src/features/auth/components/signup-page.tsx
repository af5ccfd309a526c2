import {
  ParentSignUpStep1Schema,
  ParentSignUpStep2Schema,
  ParentSocialSignUpInputSchema,
  type ParentSignUpStep1,
} from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  MoneyInput,
  PageLayout,
  StepProgress,
  TextField,
} from '@portal/design-system';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { BackLink } from '../../../lib/back-link';
import { readApiError, type ApiFailure } from '../../../lib/api-error';
import {
  fieldErrorsFrom,
  firstInvalid,
  validate,
  type FieldErrors,
} from '../../../lib/form-errors';
import { clearPendingSocial } from '../../../lib/pending-social';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useCompleteSocialSignUpMutation, useParentSignUpMutation } from '../api/auth-api';
import { authCopy } from '../copy';

const C = authCopy.signup;

/**
 * Navigation state of the social variant, left by `/auth/callback` for a Google/Apple user
 * without a family: the provider's e-mail and name arrive prefilled and locked.
 */
export const SocialSignUpStateSchema = z.object({
  social: z.literal(true),
  email: z.string(),
  fullName: z.string().default(''),
  provider: z.enum(['google', 'apple']).optional(),
});
export type SocialSignUpState = z.input<typeof SocialSignUpStateSchema>;

const FIELD_IDS = {
  fullName: 'signup-full-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
  familyName: 'signup-family-name',
  phone: 'signup-phone',
  monthlyBudget: 'signup-monthly-budget',
} as const;
type Field = keyof typeof FIELD_IDS;

const STEP_FIELDS: Record<'email' | 'social', readonly [readonly Field[], readonly Field[]]> = {
  email: [
    ['fullName', 'email', 'password', 'confirmPassword'],
    ['familyName', 'phone', 'monthlyBudget'],
  ],
  social: [
    ['fullName', 'email'],
    ['familyName', 'phone', 'monthlyBudget'],
  ],
};

const SocialStep1Schema = ParentSocialSignUpInputSchema.pick({ fullName: true, email: true });
const STEP_HEADING_ID = 'signup-step-heading';

/**
 * `/parent/signup` (spec 000 §2, §5): step 1 the parent's name, e-mail and password, step 2 the
 * family name, optional phone and monthly budget. Each step validates with the contracts schema
 * and shows the spec's message under each field, focusing the first invalid one. E-mail sign-up
 * does not advance after submit: the account waits for e-mail confirmation. The social variant
 * (no password, e-mail locked) finishes the sign-up and continues to `/children/setup`.
 */
export function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const socialState = SocialSignUpStateSchema.safeParse(location.state);
  const social = socialState.success ? socialState.data : null;
  const mode = social ? 'social' : 'email';

  const [step, setStep] = useState<0 | 1>(0);
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: social?.fullName ?? '',
    email: social?.email ?? '',
    password: '',
    confirmPassword: '',
    familyName: '',
    phone: '',
    monthlyBudget: '',
  });
  const [budgetCentavos, setBudgetCentavos] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signUp, signUpState] = useParentSignUpMutation();
  const [completeSocial, completeState] = useCompleteSocialSignUpMutation();
  const focus = useFocusRequest();
  const saving = signUpState.isLoading || completeState.isLoading;
  const nameLocked = Boolean(social?.fullName.trim());

  // Editing a field clears its error: a message must not stay under a value that fixed it.
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  };

  function showErrors(next: FieldErrors, fields: readonly Field[]) {
    setErrors(next);
    const first = firstInvalid(next, fields);
    if (first) focus(FIELD_IDS[first as Field]);
  }

  function step1(): ParentSignUpStep1 | { fullName: string; email?: string } | null {
    const parsed = social
      ? validate(SocialStep1Schema, { fullName: values.fullName, email: values.email })
      : validate(ParentSignUpStep1Schema, values);
    if (!parsed.ok) {
      showErrors(parsed.errors, STEP_FIELDS[mode][0]);
      return null;
    }
    return parsed.data;
  }

  function onContinue(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!step1()) return;
    setErrors({});
    setStep(1);
    focus(STEP_HEADING_ID);
  }

  function onBack() {
    setErrors({});
    setFormError(null);
    setStep(0);
    focus(STEP_HEADING_ID);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const first = step1();
    if (!first) {
      setStep(0);
      return;
    }
    const second = validate(ParentSignUpStep2Schema, {
      familyName: values.familyName,
      phone: values.phone,
      // MoneyInput reads "1.500,00" with the portal's parser; unreadable text goes to the
      // schema as typed so it can say which message applies.
      monthlyBudget: budgetCentavos ?? values.monthlyBudget,
    });
    if (!second.ok) {
      showErrors(second.errors, STEP_FIELDS[mode][1]);
      return;
    }
    setErrors({});

    if (social) {
      const result = await completeSocial({
        fullName: first.fullName,
        familyName: second.data.familyName,
        phone: second.data.phone,
        monthlyBudget: second.data.monthlyBudget,
      });
      if (result.error) {
        const failure = readApiError(result.error);
        setFormError(
          failure.status === 401 ? MSG.signup.noAuthenticatedUser : MSG.signup.socialSignUpFailed,
        );
        return;
      }
      clearPendingSocial();
      navigate('/children/setup', {
        state: { familyName: second.data.familyName, monthlyBudget: second.data.monthlyBudget },
      });
      return;
    }

    const result = await signUp({ ...(first as ParentSignUpStep1), ...second.data });
    if (result.data) {
      setSentTo(result.data.email);
      return;
    }
    handleSignUpError(readApiError(result.error));
  }

  function handleSignUpError(failure: ApiFailure) {
    if (failure.status === 409 || failure.code === 'EMAIL_TAKEN') {
      setFormError(MSG.signup.emailAlreadyRegistered);
      return;
    }
    if (failure.status === 400 && failure.issues?.length) {
      const fieldErrors = fieldErrorsFrom(failure.issues);
      const onFirstStep = STEP_FIELDS.email[0].some((field) => fieldErrors[field]);
      setFormError(failure.message ?? MSG.signup.createAccountFailed);
      if (onFirstStep) setStep(0);
      showErrors(fieldErrors, [...STEP_FIELDS.email[0], ...STEP_FIELDS.email[1]]);
      return;
    }
    setFormError(MSG.signup.createAccountFailed);
  }

  if (sentTo) {
    return (
      <PageLayout title={C.title} back={<BackLink to="/" label={authCopy.backHome} />}>
        <div className="parent-auth">
          <Alert tone="success" title={MSG.signup.verifyEmail}>
            <p>{C.sentTo(sentTo)}</p>
          </Alert>
          <Link to="/parent/login" className="parent-center">
            {C.goToLogin}
          </Link>
        </div>
      </PageLayout>
    );
  }

  const field = (name: Field) => ({
    id: FIELD_IDS[name],
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  });

  return (
    <PageLayout title={C.title} back={<BackLink to="/" label={authCopy.backHome} />}>
      <div className="parent-auth">
        <StepProgress steps={[...C.steps]} current={step} />
        {social ? (
          <p>
            <Badge tone="info">{C.socialBadge}</Badge>
          </p>
        ) : null}
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Card>
          <h2 id={STEP_HEADING_ID} tabIndex={-1} className="parent-step-heading">
            {C.steps[step]}
          </h2>
          {step === 0 ? (
            <form className="parent-form" noValidate onSubmit={onContinue}>
              <TextField
                {...field('fullName')}
                label={C.fullName}
                autoComplete="name"
                readOnly={nameLocked}
                hint={nameLocked ? C.lockedHint : undefined}
              />
              <TextField
                {...field('email')}
                label={authCopy.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                readOnly={Boolean(social)}
                hint={social ? C.lockedHint : undefined}
              />
              {social ? null : (
                <>
                  <TextField
                    {...field('password')}
                    label={authCopy.password}
                    type="password"
                    autoComplete="new-password"
                  />
                  <TextField
                    {...field('confirmPassword')}
                    label={C.confirmPassword}
                    type="password"
                    autoComplete="new-password"
                  />
                </>
              )}
              <Button type="submit" fullWidth>
                {C.continue}
              </Button>
            </form>
          ) : (
            <form className="parent-form" noValidate onSubmit={onSubmit}>
              <TextField {...field('familyName')} label={C.familyName} autoComplete="family-name" />
              <TextField {...field('phone')} label={C.phone} type="tel" autoComplete="tel" />
              <MoneyInput
                id={FIELD_IDS.monthlyBudget}
                name="monthlyBudget"
                label={C.monthlyBudget}
                hint={C.monthlyBudgetHint}
                value={values.monthlyBudget}
                error={errors.monthlyBudget}
                onChange={(text, centavos) => {
                  set('monthlyBudget')(text);
                  setBudgetCentavos(centavos);
                }}
              />
              <div className="parent-actions">
                <Button variant="secondary" onClick={onBack} disabled={saving}>
                  {C.back}
                </Button>
                <Button type="submit" loading={saving} loadingText={C.submitting}>
                  {C.submit}
                </Button>
              </div>
            </form>
          )}
        </Card>
        <p className="parent-center">
          {C.haveAccount} <Link to="/parent/login">{C.login}</Link>
        </p>
      </div>
    </PageLayout>
  );
}

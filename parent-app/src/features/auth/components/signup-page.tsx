import {
  Form,
  FormMoneyInput,
  FormTextField,
  formError,
  showFormError,
  showServerIssues,
  useZodForm,
} from '@portal/app-kit/form';
import {
  ParentSignUpStep1Schema,
  ParentSignUpStep2Schema,
  ParentSocialSignUpInputSchema,
  type ParentSignUpStep2,
} from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { parseMoney } from '@portal/domain';
import { Alert, Badge, Button, Card, PageLayout, StepProgress } from '@portal/design-system';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { z } from 'zod';
import { BackLink } from '../../../lib/back-link';
import { readApiError, type ApiFailure } from '../../../lib/api-error';
import { clearPendingSocial } from '../../../lib/pending-social';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useCompleteSocialSignUpMutation, useSignUpParentMutation } from '../api/auth-api';
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

/** Step 1's fields: what a 400 of the BFF about them sends the parent back to. */
const STEP1_FIELDS = new Set(['fullName', 'email', 'password', 'confirmPassword']);
/** Step 2's fields. */
const STEP2_FIELDS = new Set(['familyName', 'phone', 'monthlyBudget']);

/** What step 1 yields: the social variant has no password fields and a locked e-mail. */
interface Account {
  fullName: string;
  email?: string | undefined;
  password?: string;
  confirmPassword?: string;
}

const SocialStep1Schema = ParentSocialSignUpInputSchema.pick({ fullName: true, email: true });

/**
 * Step 2 as the contract says, the budget read with the portal's money parser first (it reads
 * "1.500,00"); unreadable text goes to the schema as typed so it says which message applies.
 */
const Step2FormSchema = z.preprocess((value) => {
  const values = value as { monthlyBudget?: unknown };
  const centavos =
    typeof values.monthlyBudget === 'string' ? parseMoney(values.monthlyBudget) : null;
  return centavos === null ? value : { ...values, monthlyBudget: centavos };
}, ParentSignUpStep2Schema);
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

  const [step, setStep] = useState<0 | 1>(0);
  const [account, setAccount] = useState<Account | null>(null);
  const step1 = useZodForm<Required<Account>, Account>(
    social ? SocialStep1Schema : ParentSignUpStep1Schema,
    {
      defaultValues: {
        fullName: social?.fullName ?? '',
        email: social?.email ?? '',
        password: '',
        confirmPassword: '',
      },
    },
  );
  const step2 = useZodForm(Step2FormSchema, {
    defaultValues: { familyName: '', phone: '', monthlyBudget: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signUp, signUpState] = useSignUpParentMutation();
  const [completeSocial, completeState] = useCompleteSocialSignUpMutation();
  const focus = useFocusRequest();
  const saving = signUpState.isLoading || completeState.isLoading;
  const nameLocked = Boolean(social?.fullName.trim());
  const failure = step === 0 ? formError(step1) : formError(step2);

  function onContinue(data: Account) {
    // Messages the BFF left under step 2's fields belong to the last attempt.
    step2.clearErrors();
    setAccount(data);
    setStep(1);
    focus(STEP_HEADING_ID);
  }

  function onBack() {
    step2.clearErrors();
    setStep(0);
    focus(STEP_HEADING_ID);
  }

  async function onSubmit(second: ParentSignUpStep2) {
    if (!account) {
      setStep(0);
      return;
    }
    if (social) {
      const result = await completeSocial({
        fullName: account.fullName,
        familyName: second.familyName,
        phone: second.phone,
        monthlyBudget: second.monthlyBudget,
      });
      if (result.error) {
        const failure = readApiError(result.error);
        showFormError(
          step2,
          failure.status === 401 ? MSG.signup.noAuthenticatedUser : MSG.signup.socialSignUpFailed,
        );
        return;
      }
      clearPendingSocial();
      navigate('/children/setup', {
        state: { familyName: second.familyName, monthlyBudget: second.monthlyBudget },
      });
      return;
    }

    const result = await signUp({
      fullName: account.fullName,
      email: account.email ?? '',
      password: account.password ?? '',
      confirmPassword: account.confirmPassword ?? '',
      ...second,
    });
    if (result.data) {
      setSentTo(result.data.email);
      return;
    }
    handleSignUpError(readApiError(result.error));
  }

  function handleSignUpError(failure: ApiFailure) {
    if (failure.status === 409 || failure.code === 'EMAIL_TAKEN') {
      showFormError(step2, MSG.signup.emailAlreadyRegistered);
      return;
    }
    if (failure.status === 400 && failure.issues?.length) {
      const message = failure.message ?? MSG.signup.createAccountFailed;
      const onFirstStep = showServerIssues(step1, failure.issues, (path) => STEP1_FIELDS.has(path));
      showServerIssues(step2, failure.issues, (path) => STEP2_FIELDS.has(path));
      if (onFirstStep > 0) {
        showFormError(step1, message);
        setStep(0);
      } else {
        showFormError(step2, message);
      }
      return;
    }
    showFormError(step2, MSG.signup.createAccountFailed);
  }

  if (sentTo) {
    return (
      <PageLayout title={C.title} back={<BackLink to="/" label={authCopy.backHome} />}>
        <div className="parent-auth">
          <Alert tone="success" title={MSG.signup.verifyEmail}>
            <p>{C.sentTo(sentTo)}</p>
          </Alert>
          <Link to="/parent/login" className="mesa-button mesa-button--primary mesa-button--md">
            {C.goToLogin}
          </Link>
        </div>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={C.title} back={<BackLink to="/" label={authCopy.backHome} />}>
      <div className="parent-auth">
        <StepProgress steps={[...C.steps]} current={step} />
        {social ? (
          <p>
            <Badge tone="info">{C.socialBadge}</Badge>
          </p>
        ) : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Card>
          <h2 id={STEP_HEADING_ID} tabIndex={-1} className="parent-step-heading">
            {C.steps[step]}
          </h2>
          {step === 0 ? (
            <Form form={step1} onSubmit={onContinue} className="parent-form">
              <FormTextField
                id="signup-full-name"
                name="fullName"
                label={C.fullName}
                autoComplete="name"
                readOnly={nameLocked}
                hint={nameLocked ? C.lockedHint : undefined}
              />
              <FormTextField
                id="signup-email"
                name="email"
                label={authCopy.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                readOnly={Boolean(social)}
                hint={social ? C.lockedHint : undefined}
              />
              {social ? null : (
                <>
                  <FormTextField
                    id="signup-password"
                    name="password"
                    label={authCopy.password}
                    type="password"
                    autoComplete="new-password"
                  />
                  <FormTextField
                    id="signup-confirm-password"
                    name="confirmPassword"
                    label={C.confirmPassword}
                    type="password"
                    autoComplete="new-password"
                  />
                </>
              )}
              <Button type="submit" fullWidth>
                {C.continue}
              </Button>
            </Form>
          ) : (
            <Form form={step2} onSubmit={onSubmit} className="parent-form">
              <FormTextField
                id="signup-family-name"
                name="familyName"
                label={C.familyName}
                autoComplete="family-name"
              />
              <FormTextField
                id="signup-phone"
                name="phone"
                label={C.phone}
                type="tel"
                autoComplete="tel"
              />
              <FormMoneyInput
                id="signup-monthly-budget"
                name="monthlyBudget"
                label={C.monthlyBudget}
                hint={C.monthlyBudgetHint}
              />
              <div className="parent-actions">
                <Button variant="secondary" onClick={onBack} disabled={saving}>
                  {C.back}
                </Button>
                <Button type="submit" loading={saving} loadingText={C.submitting}>
                  {C.submit}
                </Button>
              </div>
            </Form>
          )}
        </Card>
        <p className="parent-center">
          {C.haveAccount} <Link to="/parent/login">{C.login}</Link>
        </p>
      </div>
    </PageLayout>
  );
}

import {
  Form,
  FormPinInput,
  FormTextField,
  formError,
  showFormError,
  useZodForm,
} from '@portal/app-kit/form';
import type { ChildProfileCard } from '@portal/contracts/children';
import { Alert, Avatar, Button, Card, PageLayout, useTheme } from '@portal/design-system';
import type { ReactNode } from 'react';
import { Link, useNavigate } from '@portal/router';
import { useSignInChildMutation } from '../api/auth-api';
import { SIGN_IN_PIN_MAX_LENGTH } from '@portal/contracts/pin-length';
import type { ChildLoginFormValues } from '../lib/pin-rules';
import { signInFailure } from '../lib/sign-in-error';
import { loginCopy } from './copy';

/*
 * The form's schema, loaded when a field takes the focus or the form is sent: it brings zod,
 * which the login's first paint does not need (a new phone's first screen; ADR 059).
 */
const loadLoginFormSchema = () =>
  import('../lib/pin-rules').then((rules) => rules.ChildLoginFormSchema);

export interface ChildLoginFormProps {
  /** The card chosen in the picker: its username is locked and its family sent along. */
  profile: ChildProfileCard | null;
  /** The family the device remembers (sent with a chosen profile). */
  familyId: string | null;
  /** Back to the picker; absent when the device knows no profiles. */
  onBack?: (() => void) | undefined;
  /** Extra line under the form (the route layer passes the server reachability hint). */
  footer?: ReactNode;
}

/**
 * Username + PIN sign-in, themed by the age theme around it (the chosen child's, or kids).
 * Idle → loading ('Entrando...') → error (announced with role=alert) or `/child/dashboard`.
 * The PIN keeps digits only, 6 to 12 of them: new PINs are 6, and those of 7 to 12 set before
 * issue 37 still sign in. After a wrong PIN the field is cleared and focused so the child can
 * simply type again.
 */
export function ChildLoginForm({ profile, familyId, onBack, footer }: ChildLoginFormProps) {
  const { tone } = useTheme();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInChildMutation();
  const form = useZodForm(loadLoginFormSchema, {
    defaultValues: { username: profile?.username ?? '', pin: '' },
  });
  const failure = formError(form);

  async function onSubmit(input: ChildLoginFormValues) {
    const result = await signIn({ ...input, ...(profile && familyId ? { familyId } : {}) });
    if (!result.error) {
      navigate('/child/dashboard', { replace: true });
      return;
    }
    const { message, retryPin } = signInFailure(result.error);
    showFormError(form, message);
    if (retryPin) {
      form.setValue('pin', '');
      form.setFocus('pin');
    }
  }

  return (
    <PageLayout title={loginCopy.title} subtitle={tone.motivationalMessage}>
      <Card className="child-login-card">
        <div className="child-login-hello">
          {profile ? (
            <span aria-hidden="true">
              <Avatar name={profile.name} size="lg" />
            </span>
          ) : null}
          <div>
            <p className="child-login-hello__greeting">{tone.greeting}</p>
            {profile ? <p className="child-login-hello__name">{profile.name}</p> : null}
          </div>
        </div>
        <Form form={form} onSubmit={onSubmit} className="child-login-form">
          <FormTextField
            name="username"
            label={loginCopy.usernameLabel}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            readOnly={Boolean(profile)}
          />
          <FormPinInput
            name="pin"
            label={loginCopy.pinLabel}
            hint={loginCopy.pinHint}
            length={SIGN_IN_PIN_MAX_LENGTH}
            autoComplete="one-time-code"
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={isLoading}
            loadingText={loginCopy.submitting}
          >
            {loginCopy.submit}
          </Button>
        </Form>
      </Card>
      <div className="child-login-actions">
        {onBack ? (
          <Button variant="ghost" size="lg" fullWidth onClick={onBack}>
            {loginCopy.otherProfile}
          </Button>
        ) : null}
        <Link className="child-link-button" to="/parent/login">
          {loginCopy.parentLogin}
        </Link>
        <Link className="child-link-button" to="/">
          {loginCopy.home}
        </Link>
      </div>
      {footer}
    </PageLayout>
  );
}

import { MIN_PASSWORD_LENGTH } from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { Alert, Button, Card, PageLayout, TextField } from '@portal/design-system';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../../lib/back-link';
import { readApiError } from '../../../lib/api-error';
import { firstInvalid, type FieldErrors } from '../../../lib/form-errors';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useResetPasswordMutation } from '../api/auth-api';
import { authCopy } from '../copy';
import type { LoginNotice } from './login-page';

const C = authCopy.reset;
const FIELD_IDS = { newPassword: 'reset-new-password', confirmPassword: 'reset-confirm' } as const;

/** The sign-up password rules (spec 000 §5, trimmed like every password) for the new password. */
function validateNewPassword(newPassword: string, confirmPassword: string): FieldErrors {
  const errors: FieldErrors = {};
  const password = newPassword.trim();
  if (password === '') errors.newPassword = MSG.signup.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.newPassword = MSG.signup.passwordTooShort;
  if (password !== confirmPassword.trim()) errors.confirmPassword = MSG.signup.passwordsDoNotMatch;
  return errors;
}

/**
 * `/parent/reset-password?token=…` ('Redefinir senha'), reached from the e-mailed link. A link
 * without a token, or one the BFF reports as `?error=INVALID_TOKEN`, offers to request a new
 * one. Success returns to the login with a notice.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invalidToken, setInvalidToken] = useState(!token || searchParams.has('error'));
  const [formError, setFormError] = useState<string | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const focus = useFocusRequest();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const next = validateNewPassword(values.newPassword, values.confirmPassword);
    setErrors(next);
    const first = firstInvalid(next, ['newPassword', 'confirmPassword']);
    if (first) {
      focus(FIELD_IDS[first as keyof typeof FIELD_IDS]);
      return;
    }
    const result = await resetPassword({
      newPassword: values.newPassword.trim(),
      token: token ?? '',
    });
    if (result.error) {
      const failure = readApiError(result.error);
      if (failure.status === 400 && /TOKEN/i.test(failure.code ?? 'TOKEN')) {
        setInvalidToken(true);
        return;
      }
      // better-auth's other messages are English; the portal shows its own pt-BR text.
      setFormError(C.failed);
      return;
    }
    const state: LoginNotice = { notice: authCopy.login.passwordReset };
    navigate('/parent/login', { replace: true, state });
  }

  return (
    <PageLayout title={C.title} back={<BackLink to="/parent/login" label={authCopy.backToLogin} />}>
      <div className="parent-auth">
        {invalidToken ? (
          <Alert tone="danger" action={<Link to="/parent/forgot-password">{C.requestNew}</Link>}>
            {C.invalidLink}
          </Alert>
        ) : (
          <>
            {formError ? <Alert tone="danger">{formError}</Alert> : null}
            <Card>
              <form className="parent-form" noValidate onSubmit={onSubmit}>
                <TextField
                  id={FIELD_IDS.newPassword}
                  label={C.newPassword}
                  type="password"
                  autoComplete="new-password"
                  value={values.newPassword}
                  error={errors.newPassword}
                  onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
                />
                <TextField
                  id={FIELD_IDS.confirmPassword}
                  label={C.confirmPassword}
                  type="password"
                  autoComplete="new-password"
                  value={values.confirmPassword}
                  error={errors.confirmPassword}
                  onChange={(event) =>
                    setValues({ ...values, confirmPassword: event.target.value })
                  }
                />
                <Button type="submit" fullWidth loading={isLoading} loadingText={C.submitting}>
                  {C.submit}
                </Button>
              </form>
            </Card>
          </>
        )}
      </div>
    </PageLayout>
  );
}

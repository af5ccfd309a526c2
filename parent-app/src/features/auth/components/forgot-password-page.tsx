import { PasswordResetRequestInputSchema } from '@portal/contracts/auth';
import { Alert, Button, Card, PageLayout, TextField } from '@portal/design-system';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BackLink } from '../../../lib/back-link';
import { readApiError } from '../../../lib/api-error';
import { validate } from '../../../lib/form-errors';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { authCopy } from '../copy';
import { TOO_MANY_ATTEMPTS } from './login-errors';

const C = authCopy.forgot;
const EMAIL_ID = 'forgot-email';

/**
 * `/parent/forgot-password` ('Esqueci minha senha'): asks the BFF to e-mail a reset link. The
 * answer is the same whether or not the address has an account, so the screen never reveals
 * who is registered.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const focus = useFocusRequest();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = validate(PasswordResetRequestInputSchema, { email });
    if (!parsed.ok) {
      setError(parsed.errors.email);
      focus(EMAIL_ID);
      return;
    }
    setError(undefined);
    const result = await requestReset(parsed.data);
    if (result.error) {
      const failure = readApiError(result.error);
      setFormError(failure.status === 429 ? (failure.message ?? TOO_MANY_ATTEMPTS) : C.failed);
      return;
    }
    setSent(true);
  }

  return (
    <PageLayout title={C.title} back={<BackLink to="/parent/login" label={authCopy.backToLogin} />}>
      <div className="parent-auth">
        {sent ? (
          <>
            <Alert tone="success">{C.sent}</Alert>
            <Link to="/parent/login" className="parent-center">
              {authCopy.backToLogin}
            </Link>
          </>
        ) : (
          <>
            {formError ? <Alert tone="danger">{formError}</Alert> : null}
            <Card>
              <form className="parent-form" noValidate onSubmit={onSubmit}>
                <p>{C.intro}</p>
                <TextField
                  id={EMAIL_ID}
                  label={authCopy.email}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  value={email}
                  error={error}
                  onChange={(event) => setEmail(event.target.value)}
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

import { Form, FormTextField, formError, showFormError, useZodForm } from '@portal/app-kit/form';
import {
  PasswordResetRequestInputSchema,
  type PasswordResetRequestInput,
} from '@portal/contracts/auth';
import { Alert, Button, Card, PageLayout } from '@portal/design-system';
import { useState } from 'react';
import { Link } from '@portal/router';
import { BackLink } from '../../../lib/back-link';
import { readApiError } from '../../../lib/api-error';
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
  const form = useZodForm(PasswordResetRequestInputSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const failed = formError(form);

  async function onSubmit(input: PasswordResetRequestInput) {
    const result = await requestReset(input);
    if (result.error) {
      const failure = readApiError(result.error);
      showFormError(
        form,
        failure.status === 429 ? (failure.message ?? TOO_MANY_ATTEMPTS) : C.failed,
      );
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
            {failed ? <Alert tone="danger">{failed}</Alert> : null}
            <Card>
              <Form form={form} onSubmit={onSubmit} className="parent-form">
                <p>{C.intro}</p>
                <FormTextField
                  id={EMAIL_ID}
                  name="email"
                  label={authCopy.email}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                />
                <Button type="submit" fullWidth loading={isLoading} loadingText={C.submitting}>
                  {C.submit}
                </Button>
              </Form>
            </Card>
          </>
        )}
      </div>
    </PageLayout>
  );
}

import { Form, FormTextField, formError, showFormError, useZodForm } from '@portal/app-kit/form';
import { PasswordResetFormSchema, type PasswordResetForm } from '@portal/contracts/auth';
import { Alert, Button, Card, PageLayout } from '@portal/design-system';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import { BackLink } from '../../../lib/back-link';
import { readApiError } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api/auth-api';
import { authCopy } from '../copy';
import type { LoginNotice } from './login-page';

const C = authCopy.reset;
const FIELD_IDS = { newPassword: 'reset-new-password', confirmPassword: 'reset-confirm' } as const;

/**
 * `/parent/reset-password?token=…` ('Redefinir senha'), reached from the e-mailed link. A link
 * without a token, or one the BFF reports as `?error=INVALID_TOKEN`, offers to request a new
 * one. Success returns to the login with a notice.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const form = useZodForm(PasswordResetFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [invalidToken, setInvalidToken] = useState(!token || searchParams.has('error'));
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const failed = formError(form);

  async function onSubmit({ newPassword }: PasswordResetForm) {
    const result = await resetPassword({ newPassword, token: token ?? '' });
    if (result.error) {
      const failure = readApiError(result.error);
      if (failure.status === 400 && /TOKEN/i.test(failure.code ?? 'TOKEN')) {
        setInvalidToken(true);
        return;
      }
      // better-auth's other messages are English; the portal shows its own pt-BR text.
      showFormError(form, C.failed);
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
            {failed ? <Alert tone="danger">{failed}</Alert> : null}
            <Card>
              <Form form={form} onSubmit={onSubmit} className="parent-form">
                <FormTextField
                  id={FIELD_IDS.newPassword}
                  name="newPassword"
                  label={C.newPassword}
                  type="password"
                  autoComplete="new-password"
                />
                <FormTextField
                  id={FIELD_IDS.confirmPassword}
                  name="confirmPassword"
                  label={C.confirmPassword}
                  type="password"
                  autoComplete="new-password"
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

import { Form, FormTextField, formError, showFormError, useZodForm } from '@portal/app-kit/form';
import type { ParentSignInInput } from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { Alert, Button, Card, PageLayout } from '@portal/design-system';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@portal/router';
import { readApiError } from '../../../lib/api-error';
import { BackLink } from '../../../lib/back-link';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useSignInParentMutation } from '../api/auth-api';
import { authCopy } from '../copy';
import { useSocialStart } from '../hooks/use-social-start';
import { loginErrorMessage } from './login-errors';

const C = authCopy.login;

/*
 * The form's schema, loaded when a field takes the focus or the form is sent: it brings zod,
 * which the login's first paint does not need (a new phone's first screen; ADR 059).
 */
const loadSignInSchema = () =>
  import('@portal/contracts/auth').then((auth) => auth.ParentSignInInputSchema);
const FIELD_IDS = { email: 'login-email', password: 'login-password' } as const;

/** Navigation state other screens leave for the login (e.g. after a password reset). */
export interface LoginNotice {
  notice?: string;
}

/**
 * `/parent/login` (spec 000 §2 "Parent login"): e-mail + password with show/hide, Google and
 * Apple (each only when the BFF has it configured, `GET /api/auth-config`), links to recovery, sign-up and the child login. States: idle, loading ('Entrando...')
 * and error (an alert with the spec's message). Success goes to `redirectTo` when it is a path
 * of this site (the shell's guard sets it), else to `/parent/dashboard`.
 */
export function LoginPage({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const form = useZodForm(loadSignInSchema, { defaultValues: { email: '', password: '' } });
  const [signIn, { isLoading }] = useSignInParentMutation();
  const social = useSocialStart((message) => showFormError(form, message));
  const failure = formError(form);

  const notice = (location.state as LoginNotice | null)?.notice;
  // The confirmation link lands here with `verified=1`, and with `error` when it was refused.
  const linkRefused = searchParams.get('verified') === '1' && searchParams.has('error');
  const verified = searchParams.get('verified') === '1' && !linkRefused;
  const socialError = searchParams.get('socialError') !== null;

  async function onSubmit(input: ParentSignInInput) {
    const result = await signIn(input);
    if (result.error) {
      showFormError(form, loginErrorMessage(readApiError(result.error)));
      return;
    }
    // The first sign-in after the confirmation link continues the sign-up where the spec
    // sends it, 'Adicionar Filhos' (spec 000 §2; it needs no subscription): the dashboard is
    // behind the subscription gate, and a new family would never be pointed at its children.
    const next = verified ? '/children/setup' : '/parent/dashboard';
    navigate(safeRedirectPath(searchParams.get('redirectTo'), next), { replace: true });
  }

  const busy = isLoading || social.pending !== null;

  return (
    <PageLayout
      title={C.title}
      subtitle={C.subtitle}
      back={<BackLink to="/" label={authCopy.backHome} />}
    >
      <div className="parent-auth">
        {verified ? <Alert tone="success">{C.verified}</Alert> : null}
        {linkRefused ? <Alert tone="warning">{C.verifyLinkInvalid}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {socialError && !failure ? (
          <Alert tone="danger">{MSG.login.socialStartFailed}</Alert>
        ) : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Card>
          <Form form={form} onSubmit={onSubmit} className="parent-form" aria-label={C.title}>
            <FormTextField
              id={FIELD_IDS.email}
              name="email"
              label={authCopy.email}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
            <FormTextField
              id={FIELD_IDS.password}
              name="password"
              label={authCopy.password}
              type="password"
              autoComplete="current-password"
            />
            <Link to="/parent/forgot-password" className="parent-form__aside">
              {C.forgot}
            </Link>
            <Button
              type="submit"
              fullWidth
              loading={isLoading}
              loadingText={C.submitting}
              disabled={busy}
            >
              {C.submit}
            </Button>
          </Form>
          {social.available.length > 0 ? (
            <>
              <p className="parent-divider">
                <span>{C.or}</span>
              </p>
              <div className="parent-stack">
                {social.available.map((provider) => (
                  <Button
                    key={provider}
                    variant="secondary"
                    fullWidth
                    loading={social.pending === provider}
                    loadingText={C.starting}
                    disabled={busy}
                    onClick={() => void social.start(provider)}
                  >
                    {C[provider]}
                  </Button>
                ))}
              </div>
            </>
          ) : null}
        </Card>
        <p className="parent-center">
          {C.noAccount} <Link to="/parent/signup">{C.createAccount}</Link>
        </p>
        <p className="parent-center">
          <Link to="/child/login">{C.child}</Link>
        </p>
        <p className="parent-security">
          <span aria-hidden="true">🔒</span> {C.security}
        </p>
        {children}
      </div>
    </PageLayout>
  );
}

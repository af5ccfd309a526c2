import { PENDING_SOCIAL_STORAGE_KEY } from '@portal/contracts/remote-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import {
  apiError,
  currentLocation,
  json,
  networkDown,
  renderApp,
  stubFetch,
  resetHarness,
} from '../../../test/harness';

afterEach(resetHarness);

const SIGN_IN = 'POST /api/auth/sign-in/email';
const config = (google: boolean, apple: boolean) => () =>
  json({ emailPassword: true, google, apple });

async function signIn(email = 'Pai@Exemplo.com ', password = ' segredo1 ') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('/parent/login', () => {
  it('shows the spec messages under empty fields and focuses the e-mail', async () => {
    const { calls } = stubFetch({});
    renderApp('/parent/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText('E-mail');
    // The schema loads with the first focus or submit (ADR 059): the messages follow it.
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail é obrigatório'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória');
    await waitFor(() => expect(email).toHaveFocus());
    expect(calls(SIGN_IN)).toHaveLength(0);
  });

  it('sends the e-mail trimmed and lowercased, the password trimmed, then opens the dashboard', async () => {
    const { calls } = stubFetch({ [SIGN_IN]: () => json({ user: { id: 'u1' } }) });
    renderApp('/parent/login');
    await signIn();
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
    expect(await calls(SIGN_IN)[0]?.json()).toEqual({
      email: 'pai@exemplo.com',
      password: 'segredo1',
    });
  });

  it('returns to a same-origin redirectTo, never to another site', async () => {
    stubFetch({ [SIGN_IN]: () => json({}) });
    renderApp('/parent/login?redirectTo=%2Ftasks%2Fmanage%3Fx%3D1');
    await signIn();
    await waitFor(() =>
      expect(`${currentLocation.value?.pathname}${currentLocation.value?.search}`).toBe(
        '/tasks/manage?x=1',
      ),
    );
  });

  it('ignores a redirectTo pointing at another origin', async () => {
    stubFetch({ [SIGN_IN]: () => json({}) });
    renderApp('/parent/login?redirectTo=%2F%2Fevil.example%2Fx');
    await signIn();
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
  });

  it.each([
    [
      apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
      'Erro ao fazer login',
    ],
    [
      apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'),
      'Confirme seu e-mail para acessar o Mesadinha. Confira sua caixa de entrada.',
    ],
    [
      apiError(403, 'PARENT_ONLY', 'Acesso permitido apenas para responsáveis'),
      'Acesso permitido apenas para responsáveis',
    ],
    [json({ oops: true }, 500), 'Erro inesperado ao fazer login'],
    [
      json({ message: 'Too many requests. Please try again later.' }, 429),
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    ],
  ])('maps the answer to the spec message (%#)', async (answer, message) => {
    stubFetch({ [SIGN_IN]: () => answer.clone() });
    renderApp('/parent/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentLocation.value?.pathname).toBe('/parent/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('retries a network failure once and signs in when the retry works', async () => {
    let attempts = 0;
    const { calls } = stubFetch({
      [SIGN_IN]: () => {
        attempts += 1;
        return attempts === 1 ? networkDown() : json({});
      },
    });
    renderApp('/parent/login');
    await signIn();
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
    expect(calls(SIGN_IN)).toHaveLength(2);
  });

  it('retries a network failure only once, then reports the unexpected error', async () => {
    const { calls } = stubFetch({ [SIGN_IN]: networkDown });
    renderApp('/parent/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro inesperado ao fazer login');
    expect(calls(SIGN_IN)).toHaveLength(2);
  });

  it('does not retry when the server answered', async () => {
    const { calls } = stubFetch({ [SIGN_IN]: () => apiError(401, 'INVALID_EMAIL_OR_PASSWORD') });
    renderApp('/parent/login');
    await signIn();
    await screen.findByRole('alert');
    expect(calls(SIGN_IN)).toHaveLength(1);
  });

  it('shows "Entrando..." while the sign-in is pending', async () => {
    let release: (response: Response) => void = () => {};
    stubFetch({ [SIGN_IN]: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderApp('/parent/login');
    await signIn();
    const button = await screen.findByRole('button', { name: /Entrando\.\.\./ });
    expect(button).toBeDisabled();
    release(json({}));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
  });

  it("confirms the e-mail after the verification link (?verified=1), then continues to 'Adicionar Filhos'", async () => {
    stubFetch({ [SIGN_IN]: () => json({ user: { id: 'u1' } }) });
    renderApp('/parent/login?verified=1');
    expect(screen.getByText('E-mail confirmado! Faça login para continuar.')).toBeVisible();
    await signIn();
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/children/setup'));
  });

  it('says a refused confirmation link is expired or used, never that the e-mail is confirmed', async () => {
    stubFetch({ [SIGN_IN]: () => json({ user: { id: 'u1' } }) });
    renderApp('/parent/login?verified=1&error=INVALID_TOKEN');
    expect(
      screen.getByText(
        'Este link de confirmação expirou ou já foi usado. Faça login para receber um novo por e-mail.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('E-mail confirmado! Faça login para continuar.')).toBeNull();
    await signIn();
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
  });

  it('links to recovery, sign-up and the child login, with a security notice', () => {
    stubFetch({});
    renderApp('/parent/login');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/parent/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/parent/signup',
    );
    expect(screen.getByRole('link', { name: 'Entrar como filho' })).toHaveAttribute(
      'href',
      '/child/login',
    );
    expect(screen.getByText(/Seus dados são protegidos/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  });
});

describe('/parent/login social buttons', () => {
  it('shows no social button while the config loads, nor for a provider not configured', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFetch({
      'GET /api/auth-config': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/parent/login');
    await waitFor(() => expect(calls('GET /api/auth-config')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Continuar com/ })).toBeNull();
    answer(config(false, false)());
    await waitFor(() => expect(screen.queryByText('ou')).toBeNull());
    expect(screen.queryByRole('button', { name: /Continuar com/ })).toBeNull();
  });

  it('shows only the configured provider', async () => {
    stubFetch({ 'GET /api/auth-config': config(true, false) });
    renderApp('/parent/login');
    expect(await screen.findByRole('button', { name: 'Continuar com Google' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continuar com Apple' })).toBeNull();
  });

  it('shows no social button when the config cannot be read', async () => {
    const { calls } = stubFetch({ 'GET /api/auth-config': networkDown });
    renderApp('/parent/login');
    await waitFor(() => expect(calls('GET /api/auth-config').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /Continuar com/ })).toBeNull();
  });

  it('marks the pending social sign-up and goes to the provider', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { calls } = stubFetch({
      'GET /api/auth-config': config(true, false),
      'POST /api/auth/sign-in/social': () =>
        json({ url: 'https://accounts.example/auth?x=1', redirect: true }),
    });
    renderApp('/parent/login');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(await calls('POST /api/auth/sign-in/social')[0]?.json()).toEqual({
      provider: 'google',
      callbackURL: '/auth/callback',
      newUserCallbackURL: '/auth/callback',
      errorCallbackURL: '/parent/login?socialError=1',
    });
    const pending = JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_STORAGE_KEY) ?? '{}');
    expect(pending.provider).toBe('google');
    expect(typeof pending.startedAt).toBe('string');
  });

  it('reports an unexpected failure when the BFF cannot be reached, and drops the marker', async () => {
    stubFetch({
      'GET /api/auth-config': config(true, true),
      'POST /api/auth/sign-in/social': networkDown,
    });
    renderApp('/parent/login');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continuar com Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro inesperado ao iniciar com Apple',
    );
    expect(sessionStorage.getItem(PENDING_SOCIAL_STORAGE_KEY)).toBeNull();
  });

  it("shows the BFF's explanation when Apple needs HTTPS", async () => {
    stubFetch({
      'GET /api/auth-config': config(true, true),
      'POST /api/auth/sign-in/social': () =>
        apiError(400, 'APPLE_HTTPS_REQUIRED', 'O login com Apple exige HTTPS.'),
    });
    renderApp('/parent/login');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continuar com Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O login com Apple exige HTTPS.');
  });
});

import { deferred, meAsParent } from '@portal/app-kit/test';
import type { BillingStatus } from '@portal/contracts/billing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  currentLocation,
  json,
  networkDown,
  renderApp,
  resetHarness,
  stubFetch,
  type RouteHandler,
} from '../../../test/harness';

afterEach(resetHarness);

const PATH =
  '/assinatura/sucesso?mode=subscription&interval=month&intervalCount=1&priceName=Mensal&session_id=cs_test_1';
const VERIFY = 'GET /api/billing/checkout-sessions/cs_test_1';
const ACTIVATE = 'POST /api/billing/checkout-sessions/cs_test_1/activation';

const VERIFIED = {
  sessionId: 'cs_test_1',
  status: 'complete',
  paymentStatus: 'paid',
  mode: 'subscription',
  verified: true,
};

const ACTIVATED: BillingStatus = {
  status: 'trialing',
  mode: 'subscription',
  intervalCount: 1,
  activatedAt: '2026-11-23T21:00:00.000Z',
  premiumAccess: true,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-11-30T21:00:00.000Z',
  accessUntil: null,
  planName: 'Mensal (BFF)',
};

function routes(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/me': () => json(meAsParent('Ana')),
    [VERIFY]: () => json(VERIFIED),
    [ACTIVATE]: () => json(ACTIVATED),
    ...extra,
  });
}

describe('/assinatura/sucesso', () => {
  it('verifies, then saves, showing each step, then the success with its buttons', async () => {
    const verifying = deferred<Response>();
    const saving = deferred<Response>();
    const { calls } = routes({
      [VERIFY]: () => verifying.promise,
      [ACTIVATE]: () => saving.promise,
    });
    renderApp(PATH);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirmação da assinatura' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Verificando pagamento...'),
    );
    expect(screen.getByText(/Etapa 1 de 2: Verificando pagamento/)).toBeVisible();
    verifying.resolve(json(VERIFIED));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Registrando assinatura...'),
    );
    expect(screen.getByText(/Etapa 2 de 2: Registrando assinatura/)).toBeVisible();
    saving.resolve(json(ACTIVATED));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Assinatura ativada!' }),
    ).toBeVisible();
    expect(screen.getByText('Plano: Mensal')).toBeVisible();
    expect(calls(VERIFY)).toHaveLength(1);
    expect(new URL(calls(VERIFY)[0]!.url).search).toBe('?mode=subscription');
    expect(calls(ACTIVATE)).toHaveLength(1);
    expect(new URL(calls(ACTIVATE)[0]!.url).search).toBe('?mode=subscription');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gerenciar assinatura' }));
    expect(currentLocation.value?.pathname).toBe('/parent/settings');
    expect(currentLocation.value?.search).toBe('?tab=billing');
  });

  it("passes the payment mode, uses the BFF's plan name without priceName and goes to the dashboard", async () => {
    const { calls } = routes({
      'GET /api/billing/checkout-sessions/cs_pay': () => json({ ...VERIFIED, mode: 'payment' }),
      'POST /api/billing/checkout-sessions/cs_pay/activation': () => json(ACTIVATED),
    });
    renderApp('/assinatura/sucesso?mode=payment&session_id=cs_pay');
    expect(await screen.findByText('Plano: Mensal (BFF)')).toBeVisible();
    expect(
      new URL(calls('POST /api/billing/checkout-sessions/cs_pay/activation')[0]!.url).search,
    ).toBe('?mode=payment');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ir para o painel' }));
    expect(currentLocation.value?.pathname).toBe('/parent/dashboard');
  });

  it('refreshes who is signed in after the activation (the gate sees premium)', async () => {
    const { calls } = routes();
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Assinatura ativada!' });
    await waitFor(() => expect(calls('GET /api/me').length).toBeGreaterThanOrEqual(2));
  });

  it.each([
    [
      'CHECKOUT_NOT_COMPLETE',
      409,
      'O pagamento ainda não foi concluído. Aguarde alguns instantes e tente novamente.',
    ],
    ['CHECKOUT_NOT_PAID', 409, 'O provedor ainda não confirmou o pagamento desta sessão.'],
    [
      'CHECKOUT_MODE_MISMATCH',
      409,
      'O tipo da sessão de checkout não corresponde ao plano selecionado.',
    ],
    [
      'CHECKOUT_OTHER_FAMILY',
      403,
      'O pagamento está associado a outra família. Acesse com a conta utilizada durante o checkout.',
    ],
    [
      'CHECKOUT_EMAIL_MISMATCH',
      403,
      'Entre com o mesmo e-mail utilizado no checkout para ativar a assinatura.',
    ],
    ['CHECKOUT_VERIFY_FAILED', 502, 'Não foi possível verificar o pagamento junto ao provedor.'],
  ])('shows the spec message of %s and saves nothing', async (code, statusCode, message) => {
    const { calls } = routes({ [VERIFY]: () => apiError(statusCode, code, message) });
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível validar o pagamento' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls(ACTIVATE)).toHaveLength(0);
  });

  it('falls back to the generic text when the verification fails without a message', async () => {
    routes({ [VERIFY]: networkDown });
    renderApp(PATH);
    expect(
      await screen.findByText('Não foi possível verificar o pagamento junto ao provedor.'),
    ).toBeVisible();
  });

  it('does not call the BFF without a session id', async () => {
    const { calls } = routes();
    renderApp('/assinatura/sucesso?mode=subscription&priceName=Mensal');
    expect(
      await screen.findByText(
        'Não recebemos o identificador da sessão de pagamento. Verifique o link enviado pelo provedor e tente novamente.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Não foi possível validar o pagamento' }),
    ).toBeVisible();
    expect(calls(VERIFY)).toHaveLength(0);
  });

  it('shows the saving failure and "Tentar novamente" runs both steps again', async () => {
    let saveFails = true;
    const { calls } = routes({
      [ACTIVATE]: () =>
        saveFails
          ? apiError(
              500,
              'SUBSCRIPTION_SAVE_FAILED',
              'Não foi possível registrar a assinatura no banco de dados',
            )
          : json(ACTIVATED),
    });
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível registrar a assinatura' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível registrar a assinatura no banco de dados',
    );
    saveFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Assinatura ativada!' })).toBeVisible();
    expect(calls(VERIFY)).toHaveLength(2);
    expect(calls(ACTIVATE)).toHaveLength(2);
  });

  it('shows the saving failure text for a server error without a body', async () => {
    routes({ [ACTIVATE]: () => new Response(null, { status: 500 }) });
    renderApp(PATH);
    expect(
      await screen.findByText('Não foi possível registrar a assinatura no banco de dados'),
    ).toBeVisible();
  });

  it('retries a refused verification', async () => {
    let refuse = true;
    routes({
      [VERIFY]: () =>
        refuse
          ? apiError(
              409,
              'CHECKOUT_NOT_COMPLETE',
              'O pagamento ainda não foi concluído. Aguarde alguns instantes e tente novamente.',
            )
          : json(VERIFIED),
    });
    renderApp(PATH);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    refuse = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Assinatura ativada!' })).toBeVisible();
  });

  it("signed out: 'Entre na sua conta' with a link back here through the login, and no BFF call", async () => {
    const { calls } = routes({ 'GET /api/me': () => new Response(null, { status: 401 }) });
    renderApp(PATH);
    expect(await screen.findByText('Entre na sua conta')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      `/parent/login?redirectTo=${encodeURIComponent(PATH)}`,
    );
    expect(calls(VERIFY)).toHaveLength(0);
  });
});

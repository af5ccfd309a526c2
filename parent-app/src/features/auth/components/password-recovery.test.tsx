import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  currentLocation,
  json,
  renderApp,
  stubFetch,
  resetHarness,
} from '../../../test/harness';

afterEach(resetHarness);

const REQUEST = 'POST /api/auth/request-password-reset';
const RESET = 'POST /api/auth/reset-password';

describe('/parent/forgot-password', () => {
  it('validates the e-mail, then shows the same neutral notice whatever the account', async () => {
    const { calls } = stubFetch({ [REQUEST]: () => json({ status: true }) });
    renderApp('/parent/forgot-password');
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório');
    await user.type(screen.getByLabelText('E-mail'), ' Ana@Exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText(
        'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.',
      ),
    ).toBeVisible();
    expect(await calls(REQUEST)[0]?.json()).toEqual({
      email: 'ana@exemplo.com',
      redirectTo: '/parent/reset-password',
    });
    expect(screen.getAllByRole('link', { name: 'Voltar para o login' })[0]).toBeVisible();
  });
});

describe('/parent/reset-password', () => {
  it('offers a new link when the token is missing or reported invalid', () => {
    stubFetch({});
    renderApp('/parent/reset-password?error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(/inválido ou expirou/);
    expect(screen.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute(
      'href',
      '/parent/forgot-password',
    );
  });

  it('checks length and confirmation, saves, and returns to the login with a notice', async () => {
    const { calls } = stubFetch({ [RESET]: () => json({ status: true }) });
    renderApp('/parent/reset-password?token=abc123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nova senha'), '12345');
    await user.type(screen.getByLabelText('Confirmar nova senha'), '1234');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'Senha deve ter pelo menos 6 caracteres',
    );
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'Senhas não coincidem',
    );
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/login'));
    expect(screen.getByText('Senha redefinida! Faça login com a nova senha.')).toBeVisible();
    expect(await calls(RESET)[0]?.json()).toEqual({ newPassword: 'nova-senha', token: 'abc123' });
  });

  it('turns an expired token answer into the request-a-new-link notice', async () => {
    stubFetch({ [RESET]: () => apiError(400, 'INVALID_TOKEN', 'Invalid token') });
    renderApp('/parent/reset-password?token=old');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('link', { name: 'Solicitar um novo link' })).toBeVisible();
  });
});

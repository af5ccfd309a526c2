import { PENDING_SOCIAL_STORAGE_KEY } from '@portal/contracts/remote-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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

const SIGN_UP = 'POST /api/accounts/parent-sign-up';
const SOCIAL_COMPLETE = 'POST /api/accounts/social/complete';

async function fillStep1(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'Nome completo': 'Ana Souza',
    'E-mail': 'Ana@Exemplo.com',
    Senha: 'segredo1',
    'Confirmar senha': 'segredo1',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

async function fillStep2(user: UserEvent, budget = '250,00') {
  await user.type(await screen.findByLabelText('Nome da família'), 'Família Souza');
  await user.type(screen.getByLabelText('Orçamento mensal de mesada'), budget);
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('/parent/signup', () => {
  it('shows step 1 of 2 and the spec messages under each invalid field, focusing the first', async () => {
    stubFetch({});
    renderApp('/parent/signup');
    const user = userEvent.setup();
    expect(screen.getByText(/Etapa 1 de 2/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const fullName = screen.getByLabelText('Nome completo');
    expect(fullName).toHaveAccessibleDescription('Nome completo é obrigatório');
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória');
    await waitFor(() => expect(fullName).toHaveFocus());
  });

  it("clears a field's message as soon as it is edited (issue 3 review)", async () => {
    stubFetch({});
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const fullName = screen.getByLabelText('Nome completo');
    expect(fullName).toHaveAccessibleDescription('Nome completo é obrigatório');
    await user.type(fullName, 'Ana');
    expect(fullName).not.toHaveAccessibleDescription('Nome completo é obrigatório');
    expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
    // The fields not yet fixed keep their messages.
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório');
  });

  it('checks the e-mail pattern, password length and confirmation', async () => {
    stubFetch({});
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await fillStep1(user, { 'E-mail': 'ana@', Senha: '12345', 'Confirmar senha': '54321' });
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      'Senha deve ter pelo menos 6 caracteres',
    );
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription(
      'Senhas não coincidem',
    );
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByText(/Etapa 1 de 2/)).toBeVisible();
  });

  it('validates step 2 (family name, budget) and can go back to step 1 keeping the data', async () => {
    stubFetch({});
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await fillStep1(user);
    expect(await screen.findByText(/Etapa 2 de 2/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sua família' })).toHaveFocus());
    expect(screen.getByText('É uma referência para o limite semanal de cada filho.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByLabelText('Nome da família')).toHaveAccessibleDescription(
      'Nome da família é obrigatório',
    );
    expect(screen.getByLabelText('Orçamento mensal de mesada')).toHaveAccessibleDescription(
      /Orçamento mensal é obrigatório/,
    );
    await user.type(screen.getByLabelText('Orçamento mensal de mesada'), '0');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByLabelText('Orçamento mensal de mesada')).toHaveAccessibleDescription(
      /Valor inválido/,
    );
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
  });

  it('creates the account and stays, asking to confirm the e-mail', async () => {
    const { calls } = stubFetch({
      [SIGN_UP]: () => json({ requiresEmailConfirmation: true, email: 'ana@exemplo.com' }, 201),
    });
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await fillStep1(user);
    await fillStep2(user, '250,5');
    expect(await screen.findByText('Verifique seu e-mail para confirmar sua conta.')).toBeVisible();
    expect(screen.getByText(/ana@exemplo\.com/)).toBeVisible();
    expect(currentLocation.value?.pathname).toBe('/parent/signup');
    expect(await calls(SIGN_UP)[0]?.json()).toEqual({
      fullName: 'Ana Souza',
      email: 'ana@exemplo.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      familyName: 'Família Souza',
      monthlyBudget: 25050,
    });
  });

  it.each([
    [apiError(409, 'EMAIL_TAKEN', 'E-mail já cadastrado'), 'E-mail já cadastrado'],
    [json({}, 500), 'Erro ao criar conta. Tente novamente.'],
  ])('reports a failed sign-up with the spec message (%#)', async (answer, message) => {
    stubFetch({ [SIGN_UP]: () => answer.clone() });
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await fillStep1(user);
    await fillStep2(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("reads a budget with thousands ('1.500,00') with the portal's money parser", async () => {
    const { calls } = stubFetch({
      [SIGN_UP]: () => json({ requiresEmailConfirmation: true, email: 'ana@exemplo.com' }, 201),
    });
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await fillStep1(user);
    await fillStep2(user, '1.500,00');
    await screen.findByText('Verifique seu e-mail para confirmar sua conta.');
    expect(((await calls(SIGN_UP)[0]?.json()) as { monthlyBudget: number }).monthlyBudget).toBe(
      150000,
    );
  });

  it("takes the parent back to step 1 for the BFF's issue about a step-1 field, focused", async () => {
    stubFetch({
      [SIGN_UP]: () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Dados inválidos.',
            issues: [{ path: ['email'], message: 'E-mail inválido' }],
          },
          400,
        ),
    });
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await fillStep1(user);
    await fillStep2(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dados inválidos.');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
  });

  it('shows "Criando conta..." while the account is being created', async () => {
    stubFetch({ [SIGN_UP]: () => new Promise<Response>(() => {}) });
    renderApp('/parent/signup');
    const user = userEvent.setup();
    await fillStep1(user);
    await fillStep2(user);
    expect(await screen.findByRole('button', { name: /Criando conta\.\.\./ })).toBeDisabled();
  });
});

describe('/parent/signup social variant', () => {
  const state = { social: true, email: 'ana@gmail.com', fullName: 'Ana Souza', provider: 'google' };

  it('locks the provider e-mail and name, hides passwords and shows the social badge', () => {
    stubFetch({});
    renderApp('/parent/signup', { state });
    expect(screen.getByText('Cadastro com conta social')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@gmail.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Senha')).toBeNull();
    expect(screen.queryByLabelText('Confirmar senha')).toBeNull();
  });

  it('finishes the social sign-up and goes to /children/setup with family name and budget', async () => {
    sessionStorage.setItem(
      PENDING_SOCIAL_STORAGE_KEY,
      JSON.stringify({ provider: 'google', startedAt: '2026-11-21T10:00:00Z' }),
    );
    const { calls } = stubFetch({
      [SOCIAL_COMPLETE]: () =>
        json({
          user: {
            id: 'u1',
            name: 'Ana Souza',
            email: 'ana@gmail.com',
            emailVerified: true,
            role: 'parent',
          },
          family: null,
          child: null,
          appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
          premiumAccess: false,
        }),
    });
    renderApp('/parent/signup', { state });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillStep2(user, '400');
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/children/setup'));
    expect(currentLocation.value?.state).toEqual({
      familyName: 'Família Souza',
      monthlyBudget: 40000,
    });
    expect(sessionStorage.getItem(PENDING_SOCIAL_STORAGE_KEY)).toBeNull();
    expect(await calls(SOCIAL_COMPLETE)[0]?.json()).toEqual({
      fullName: 'Ana Souza',
      familyName: 'Família Souza',
      monthlyBudget: 40000,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Adicionar Filhos' })).toBeVisible();
  });

  it.each([
    [apiError(401, 'UNAUTHENTICATED'), 'Nenhum usuário autenticado para concluir o cadastro.'],
    [apiError(500, 'INTERNAL'), 'Não foi possível concluir o cadastro social.'],
  ])('reports a failed social completion (%#)', async (answer, message) => {
    stubFetch({ [SOCIAL_COMPLETE]: () => answer.clone() });
    renderApp('/parent/signup', { state });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillStep2(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

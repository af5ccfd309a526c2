import { childFixture } from '@portal/app-kit/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  currentLocation,
  json,
  renderApp,
  stubFetch,
  resetHarness,
} from '../../../test/harness';

afterEach(resetHarness);

const meAnswer = () =>
  json({
    user: { id: 'f1', name: 'Ana', email: 'ana@x.com', emailVerified: true, role: 'parent' },
    family: {
      id: 'f1',
      name: 'Família Souza',
      parentName: 'Ana',
      parentEmail: 'ana@x.com',
      phone: null,
      monthlyBudget: 40000,
      subscriptionStatus: 'inactive',
      subscriptionMode: null,
    },
    child: null,
    appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
  });

const bia = childFixture('c1', 'Bia', { email: 'bia@x.com' });

describe('/parent/dashboard frame', () => {
  it('shows the family name and its children', async () => {
    stubFetch({ 'GET /api/me': meAnswer, 'GET /api/children': () => json({ children: [bia] }) });
    renderApp('/parent/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Painel dos Pais' })).toBeVisible();
    expect(await screen.findByText('Família Souza')).toBeVisible();
    expect(await screen.findByText('Bia')).toBeVisible();
    expect(screen.getByText('@bia')).toBeVisible();
  });

  it('sends a family without children to "Adicionar Filhos" with its name and budget', async () => {
    stubFetch({ 'GET /api/me': meAnswer, 'GET /api/children': () => json({ children: [] }) });
    renderApp('/parent/dashboard');
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/children/setup'));
    expect(currentLocation.value?.state).toEqual({
      familyName: 'Família Souza',
      monthlyBudget: 40000,
    });
    expect(screen.getByRole('region', { name: 'Orçamento mensal' })).toHaveTextContent('R$ 400,00');
  });

  it('logs out through the shell, showing "Saindo..." while it is pending', async () => {
    stubFetch({ 'GET /api/me': meAnswer, 'GET /api/children': () => json({ children: [bia] }) });
    let finish: () => void = () => {};
    const signOut = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderApp('/parent/dashboard', { signOut });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
    expect(signOut).toHaveBeenCalledWith('parent');
    expect(screen.getByRole('button', { name: /Saindo\.\.\./ })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sair' })).toBeEnabled());
  });

  it('offers to retry when the family cannot be loaded', async () => {
    stubFetch({
      'GET /api/me': () => apiError(500, 'INTERNAL', 'Erro'),
      'GET /api/children': () => json({ children: [bia] }),
    });
    renderApp('/parent/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados da família.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});

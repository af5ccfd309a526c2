import type { AllowanceResponse } from '@portal/contracts/allowance';
import type { Family } from '@portal/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childFixture, deferred } from '../../../test/fixtures';
import {
  apiError,
  json,
  renderApp,
  resetHarness,
  stubFetch,
  type RouteHandler,
} from '../../../test/harness';

// Monday 1 December 2025, 09:00 in São Paulo: the coming Friday is the issue's 'sex., 05/12'.
const NOW = new Date('2025-12-01T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  await resetHarness();
});

const FAMILY = {
  id: 'f1',
  name: 'Souza',
  parentName: 'Ana Souza',
  parentEmail: 'ana@x.com',
  phone: null,
  monthlyBudget: null,
  subscriptionStatus: 'active',
  subscriptionMode: 'subscription',
  subscriptionIntervalCount: 1,
  subscriptionActivatedAt: '2025-11-01T15:30:00.000Z',
  limits: { maxWeeklySpending: 0, maxDailyTasks: 0, requirePhotoApproval: false },
  appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
  notifications: {
    taskReminders: true,
    achievementAlerts: true,
    weeklyReports: true,
    goalMilestones: true,
  },
  privacy: { shareProgressWithFamily: true, allowPhotoSharing: true, dataCollection: false },
  hasPassword: true,
} satisfies Family;

const BIA = childFixture('c1', 'Bia');
const NONE: AllowanceResponse = { allowance: null, nextPayday: null };
const WEEKLY: AllowanceResponse = {
  allowance: {
    amountCents: 1000,
    period: 'weekly',
    weekday: 5,
    monthDay: null,
    goalSharePercent: 20,
  },
  nextPayday: '2025-12-12',
};

const ROUTE = 'GET /api/children/c1/allowance';

function routes(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/family': () => json(FAMILY),
    'GET /api/children': () => json({ children: [BIA] }),
    [ROUTE]: () => json(NONE),
    'GET /api/pauses': () => json({ family: null, children: [] }),
    ...extra,
  });
}

/** Bia's 'Mesada automática' on the children tab. */
async function section() {
  renderApp('/parent/settings?tab=children');
  const row = await screen.findByRole('listitem', { name: 'Bia' });
  return within(row).findByRole('region', { name: 'Mesada automática' });
}

/** Opens the form (its code loads on first use) with the button named `name`. */
async function openForm(
  region: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  name: string | RegExp,
) {
  await user.click(await within(region).findByRole('button', { name }));
  return within(region).findByRole('form', { name: 'Mesada automática de Bia' });
}

async function bodyOf(requests: Request[], route: string): Promise<unknown> {
  const request = requests.find((item) => `${item.method} ${new URL(item.url).pathname}` === route);
  return JSON.parse(await request!.clone().text());
}

/** The error message a field is described by. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.className.includes('error'))
    .map((node) => node!.textContent)
    .join(' ');
}

describe("'Mesada automática' in Configurações › Filhos (issue 38)", () => {
  it("says 'Sem mesada automática' and opens the form on the amount", async () => {
    routes();
    const region = await section();
    expect(await within(region).findByText('Sem mesada automática')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Configurar mesada de Bia' }));
    const form = await within(region).findByRole('form', { name: 'Mesada automática de Bia' });
    await waitFor(() => expect(within(form).getByLabelText('Valor da mesada')).toHaveFocus());
    expect(within(form).getByLabelText('Frequência')).toHaveValue('weekly');
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(2),
    ).toEqual([
      'Escolha...',
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
    expect(within(form).getByLabelText('Parte para a meta ativa (%)')).toHaveValue(0);
    expect(
      within(form).getByText('Preencha o valor e o dia para ver a próxima mesada.'),
    ).toBeVisible();
  });

  it("validates with the contract's messages, tied to their fields", async () => {
    const { requests } = routes();
    const region = await section();
    const user = userEvent.setup();
    await openForm(region, user, /Configurar mesada/);
    const save = within(region).getByRole('button', { name: 'Salvar mesada' });

    await user.click(save);
    const amount = within(region).getByLabelText('Valor da mesada');
    await waitFor(() => expect(errorOf(amount)).toBe('Informe o valor da mesada.'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();

    await user.type(amount, '0,10');
    const share = within(region).getByLabelText('Parte para a meta ativa (%)');
    await user.clear(share);
    await user.type(share, '101');
    await user.click(save);
    await waitFor(() =>
      expect(errorOf(amount)).toBe('A mesada deve ser de R$ 0,50 a R$ 1.000,00.'),
    );
    expect(errorOf(within(region).getByLabelText('Dia da semana'))).toBe(
      'Escolha o dia da semana da mesada.',
    );
    expect(errorOf(share)).toBe('A parte para a meta deve ser de 0% a 100%.');

    await user.clear(amount);
    await user.type(amount, '1.000,01');
    await user.selectOptions(within(region).getByLabelText('Frequência'), 'monthly');
    await user.click(save);
    await waitFor(() =>
      expect(errorOf(amount)).toBe('A mesada deve ser de R$ 0,50 a R$ 1.000,00.'),
    );
    expect(errorOf(within(region).getByLabelText('Dia do mês'))).toBe(
      'Escolha um dia do mês de 1 a 28.',
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('previews the next payday with the domain rules while editing', async () => {
    routes();
    const region = await section();
    const user = userEvent.setup();
    await openForm(region, user, /Configurar mesada/);
    await user.type(within(region).getByLabelText('Valor da mesada'), '10');
    await user.selectOptions(within(region).getByLabelText('Dia da semana'), 'Sexta-feira');
    expect(within(region).getByText('Próxima mesada: sex., 05/12 — R$ 10,00')).toBeVisible();
    // Today as payday, after 08:00: saved now, it is due at once (the BFF pays it within a minute).
    await user.selectOptions(within(region).getByLabelText('Dia da semana'), 'Segunda-feira');
    expect(within(region).getByText('Próxima mesada: seg., 01/12 — R$ 10,00')).toBeVisible();
    await user.selectOptions(within(region).getByLabelText('Frequência'), 'Mensal');
    await user.selectOptions(within(region).getByLabelText('Dia do mês'), '1');
    expect(within(region).getByText('Próxima mesada: seg., 01/12 — R$ 10,00')).toBeVisible();
    await user.selectOptions(within(region).getByLabelText('Dia do mês'), '28');
    expect(within(region).getByText('Próxima mesada: dom., 28/12 — R$ 10,00')).toBeVisible();
    // The submit button is described by the preview.
    expect(
      within(region).getByRole('button', { name: 'Salvar mesada' }),
    ).toHaveAccessibleDescription('Próxima mesada: dom., 28/12 — R$ 10,00');
  });

  it("sends the contract's body and then shows the BFF's next payday", async () => {
    const { requests } = routes({ 'PUT /api/children/c1/allowance': () => json(WEEKLY) });
    const region = await section();
    const user = userEvent.setup();
    await openForm(region, user, /Configurar mesada/);
    await user.type(within(region).getByLabelText('Valor da mesada'), '10');
    await user.selectOptions(within(region).getByLabelText('Dia da semana'), 'Sexta-feira');
    const share = within(region).getByLabelText('Parte para a meta ativa (%)');
    await user.clear(share);
    await user.type(share, '20');
    await user.click(within(region).getByRole('button', { name: 'Salvar mesada' }));

    // The BFF's payday (the 12th), not the preview's (the 5th): it knows what was paid.
    expect(await within(region).findByText('Próxima mesada: sex., 12/12 — R$ 10,00')).toBeVisible();
    expect(
      within(region).getByText('Semanal, toda sexta-feira · 20% para a meta ativa'),
    ).toBeVisible();
    expect(await bodyOf(requests, 'PUT /api/children/c1/allowance')).toEqual({
      amountCents: 1000,
      period: 'weekly',
      weekday: 5,
      monthDay: null,
      goalSharePercent: 20,
    });
    // One read: the saved state is the PUT's answer.
    expect(
      requests.filter((request) => request.method === 'GET' && request.url.endsWith('/allowance')),
    ).toHaveLength(1);
    expect(within(region).getByRole('button', { name: 'Alterar mesada de Bia' })).toHaveFocus();
  });

  it('edits a saved allowance from its values and turns it off', async () => {
    const { requests } = routes({
      [ROUTE]: () => json(WEEKLY),
      'PUT /api/children/c1/allowance': () =>
        json({
          allowance: { ...WEEKLY.allowance!, period: 'monthly', weekday: null, monthDay: 10 },
          nextPayday: '2025-12-10',
        }),
      'DELETE /api/children/c1/allowance': () => new Response(null, { status: 204 }),
    });
    const region = await section();
    const user = userEvent.setup();
    expect(await within(region).findByText('Próxima mesada: sex., 12/12 — R$ 10,00')).toBeVisible();
    await openForm(region, user, 'Alterar mesada de Bia');
    expect(within(region).getByLabelText('Valor da mesada')).toHaveValue('10,00');
    expect(within(region).getByLabelText('Dia da semana')).toHaveValue('5');
    expect(within(region).getByLabelText('Parte para a meta ativa (%)')).toHaveValue(20);
    await user.selectOptions(within(region).getByLabelText('Frequência'), 'Mensal');
    await user.selectOptions(within(region).getByLabelText('Dia do mês'), '10');
    expect(within(region).getByText('Próxima mesada: qua., 10/12 — R$ 10,00')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Salvar mesada' }));
    expect(
      await within(region).findByText('Mensal, todo dia 10 · 20% para a meta ativa'),
    ).toBeVisible();
    expect(await bodyOf(requests, 'PUT /api/children/c1/allowance')).toEqual({
      amountCents: 1000,
      period: 'monthly',
      weekday: null,
      monthDay: 10,
      goalSharePercent: 20,
    });

    await user.click(within(region).getByRole('button', { name: 'Desligar mesada de Bia' }));
    expect(await within(region).findByText('Sem mesada automática')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Configurar mesada de Bia' })).toHaveFocus();
  });

  it("shows the BFF's refusal: its issues under the fields, its message above the buttons", async () => {
    let answer = apiError(422, 'VALIDATION', 'Dados inválidos.');
    routes({
      'PUT /api/children/c1/allowance': () => answer,
    });
    const region = await section();
    const user = userEvent.setup();
    await openForm(region, user, /Configurar mesada/);
    await user.type(within(region).getByLabelText('Valor da mesada'), '10');
    await user.selectOptions(within(region).getByLabelText('Dia da semana'), 'Sexta-feira');
    await user.click(within(region).getByRole('button', { name: 'Salvar mesada' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Dados inválidos.');

    answer = json(
      {
        code: 'VALIDATION',
        message: 'Dados inválidos.',
        issues: [{ path: ['amountCents'], message: 'A mesada deve ser de R$ 0,50 a R$ 1.000,00.' }],
      },
      400,
    );
    await user.click(within(region).getByRole('button', { name: 'Salvar mesada' }));
    const amount = within(region).getByLabelText('Valor da mesada');
    await waitFor(() =>
      expect(errorOf(amount)).toBe('A mesada deve ser de R$ 0,50 a R$ 1.000,00.'),
    );
    expect(amount).toHaveFocus();

    answer = apiError(500, 'INTERNAL', '');
    await user.click(within(region).getByRole('button', { name: 'Salvar mesada' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar a mesada automática.',
    );
  });

  it('shows a placeholder while it loads, then a failed read with a retry', async () => {
    const gate = deferred<Response>();
    let calls = 0;
    routes({
      [ROUTE]: () => {
        calls += 1;
        return calls === 1 ? gate.promise : json(WEEKLY);
      },
    });
    const region = await section();
    expect(within(region).getByRole('status')).toHaveTextContent('Carregando mesada automática...');
    gate.resolve(apiError(500, 'INTERNAL', ''));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a mesada automática.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByText('Próxima mesada: sex., 12/12 — R$ 10,00')).toBeVisible();
  });
});

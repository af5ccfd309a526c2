import type { PausesResponse } from '@portal/contracts/pause';
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

// Saturday 20 December 2025, 09:00 in São Paulo.
const NOW = new Date('2025-12-20T12:00:00.000Z');

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
const NONE: PausesResponse = { family: null, children: [] };
const HOLIDAY = { startsOn: '2025-12-20', endsOn: '2026-01-10' };
const LATER = { startsOn: '2026-01-05', endsOn: '2026-01-10' };

function routes(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/family': () => json(FAMILY),
    'GET /api/children': () => json({ children: [BIA] }),
    'GET /api/children/c1/allowance': () => json({ allowance: null, nextPayday: null }),
    'GET /api/pauses': () => json(NONE),
    ...extra,
  });
}

/** Bia's 'Modo férias' on the children tab. */
async function childSection() {
  renderApp('/parent/settings?tab=children');
  const row = await screen.findByRole('listitem', { name: 'Bia' });
  return within(row).findByRole('region', { name: 'Modo férias' });
}

/** The family's 'Modo férias' on the family tab. */
async function familySection() {
  renderApp('/parent/settings?tab=family');
  return screen.findByRole('region', { name: 'Modo férias' });
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

describe("'Modo férias' in Configurações (issue 38)", () => {
  it('explains itself, says none, and opens on De with a week from today', async () => {
    routes();
    const region = await childSection();
    expect(
      within(region).getByText(
        'Sem mesada, sem novas tarefas recorrentes e a sequência não se perde.',
      ),
    ).toBeVisible();
    expect(await within(region).findByText('Sem férias programadas')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Programar férias de Bia' }));
    const form = await within(region).findByRole('form', { name: 'Modo férias de Bia' });
    await waitFor(() => expect(within(form).getByLabelText('De')).toHaveFocus());
    expect(within(form).getByLabelText('De')).toHaveValue('2025-12-20');
    expect(within(form).getByLabelText('Até')).toHaveValue('2025-12-27');
    // The submit button is described by what a pause does.
    expect(within(form).getByRole('button', { name: 'Salvar férias' })).toHaveAccessibleDescription(
      'Sem mesada, sem novas tarefas recorrentes e a sequência não se perde.',
    );
  });

  it("validates with the contract's messages, tied to their fields", async () => {
    const { requests } = routes();
    const region = await childSection();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: /Programar férias/ }));
    const form = await within(region).findByRole('form', { name: 'Modo férias de Bia' });
    const from = within(form).getByLabelText('De');
    const until = within(form).getByLabelText('Até');
    const save = within(form).getByRole('button', { name: 'Salvar férias' });

    await user.clear(from);
    await user.click(save);
    await waitFor(() => expect(errorOf(from)).toBe('Informe a data de início das férias.'));
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await user.type(from, '2025-12-24');
    await user.clear(until);
    await user.type(until, '2025-12-22');
    await user.click(save);
    await waitFor(() =>
      expect(errorOf(until)).toBe('A data de fim deve ser igual ou posterior à de início.'),
    );

    await user.clear(from);
    await user.type(from, '2025-12-01');
    await user.clear(until);
    await user.type(until, '2025-12-19');
    await user.click(save);
    await waitFor(() => expect(errorOf(until)).toBe('As férias devem terminar hoje ou depois.'));

    await user.clear(until);
    await user.type(until, '2027-01-01');
    await user.click(save);
    await waitFor(() => expect(errorOf(until)).toBe('As férias podem durar no máximo 1 ano.'));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("saves a child's pause and shows 'Pausado até' while today is inside it", async () => {
    const { requests, calls } = routes({
      'PUT /api/children/c1/pause': () =>
        json({ family: null, children: [{ childId: 'c1', ...HOLIDAY }] }),
    });
    const region = await childSection();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: /Programar férias/ }));
    const form = await within(region).findByRole('form', { name: 'Modo férias de Bia' });
    const until = within(form).getByLabelText('Até');
    await user.clear(until);
    await user.type(until, '2026-01-10');
    await user.click(within(form).getByRole('button', { name: 'Salvar férias' }));

    expect(await within(region).findByText('Férias de 20/12 a 10/01')).toBeVisible();
    expect(within(region).getByText('Pausado até 10/01')).toBeVisible();
    expect(await bodyOf(requests, 'PUT /api/children/c1/pause')).toEqual(HOLIDAY);
    // One read: the saved state is the PUT's answer.
    expect(calls('GET /api/pauses')).toHaveLength(1);
    expect(within(region).getByRole('button', { name: 'Alterar férias de Bia' })).toHaveFocus();
  });

  it("shows a later pause without 'Pausado até', edits it and turns it off", async () => {
    const { requests } = routes({
      'GET /api/pauses': () => json({ family: null, children: [{ childId: 'c1', ...LATER }] }),
      'PUT /api/children/c1/pause': () =>
        json({
          family: null,
          children: [{ childId: 'c1', startsOn: '2026-01-05', endsOn: '2026-01-12' }],
        }),
      'DELETE /api/children/c1/pause': () => json(NONE),
    });
    const region = await childSection();
    const user = userEvent.setup();
    expect(await within(region).findByText('Férias de 05/01 a 10/01')).toBeVisible();
    expect(within(region).queryByText(/Pausado até/)).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Alterar férias de Bia' }));
    const form = await within(region).findByRole('form', { name: 'Modo férias de Bia' });
    expect(within(form).getByLabelText('De')).toHaveValue('2026-01-05');
    const until = within(form).getByLabelText('Até');
    expect(until).toHaveValue('2026-01-10');
    await user.clear(until);
    await user.type(until, '2026-01-12');
    await user.click(within(form).getByRole('button', { name: 'Salvar férias' }));
    expect(await within(region).findByText('Férias de 05/01 a 12/01')).toBeVisible();
    expect(await bodyOf(requests, 'PUT /api/children/c1/pause')).toEqual({
      startsOn: '2026-01-05',
      endsOn: '2026-01-12',
    });

    await user.click(within(region).getByRole('button', { name: 'Desligar férias de Bia' }));
    expect(await within(region).findByText('Sem férias programadas')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Programar férias de Bia' })).toHaveFocus();
  });

  it("saves the family's pause on the family tab, and a child says it is covered", async () => {
    let answer: PausesResponse = NONE;
    const { requests } = routes({
      'GET /api/pauses': () => json(answer),
      'PUT /api/family/pause': () => {
        answer = { family: HOLIDAY, children: [] };
        return json(answer);
      },
    });
    const region = await familySection();
    const user = userEvent.setup();
    expect(within(region).getByText(/Vale para todos os filhos da família\./)).toBeVisible();
    await user.click(
      await within(region).findByRole('button', { name: 'Programar férias da família' }),
    );
    const form = await within(region).findByRole('form', { name: 'Modo férias da família' });
    const until = within(form).getByLabelText('Até');
    await user.clear(until);
    await user.type(until, '2026-01-10');
    await user.click(within(form).getByRole('button', { name: 'Salvar férias' }));
    expect(await within(region).findByText('Pausado até 10/01')).toBeVisible();
    expect(within(region).getByText('Férias de 20/12 a 10/01')).toBeVisible();
    expect(await bodyOf(requests, 'PUT /api/family/pause')).toEqual(HOLIDAY);
    // Outside the footer's form: nothing there to save.
    expect(screen.getByText('Nenhuma alteração pendente.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /Filhos/ }));
    const row = await screen.findByRole('listitem', { name: 'Bia' });
    const child = within(row).getByRole('region', { name: 'Modo férias' });
    expect(within(child).getByText('Sem férias programadas')).toBeVisible();
    expect(within(child).getByText('Pausado até 10/01 · Pelas férias da família.')).toBeVisible();
  });

  it("shows the BFF's refusal: its issues under the fields, else its message", async () => {
    let answer = json(
      {
        code: 'VALIDATION',
        message: 'Dados inválidos.',
        issues: [{ path: ['endsOn'], message: 'As férias devem terminar hoje ou depois.' }],
      },
      400,
    );
    routes({ 'PUT /api/family/pause': () => answer });
    const region = await familySection();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: /Programar férias/ }));
    const form = await within(region).findByRole('form', { name: 'Modo férias da família' });
    await user.click(within(form).getByRole('button', { name: 'Salvar férias' }));
    const until = within(form).getByLabelText('Até');
    await waitFor(() => expect(errorOf(until)).toBe('As férias devem terminar hoje ou depois.'));

    answer = apiError(500, 'INTERNAL', '');
    await user.click(within(form).getByRole('button', { name: 'Salvar férias' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar o modo férias.',
    );
  });

  it('shows a placeholder while it loads, then a failed read with a retry', async () => {
    const gate = deferred<Response>();
    let calls = 0;
    routes({
      'GET /api/pauses': () => {
        calls += 1;
        return calls === 1 ? gate.promise : json({ family: HOLIDAY, children: [] });
      },
    });
    const region = await familySection();
    expect(within(region).getByRole('status')).toHaveTextContent('Carregando modo férias...');
    gate.resolve(apiError(500, 'INTERNAL', ''));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o modo férias.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByText('Pausado até 10/01')).toBeVisible();
  });
});

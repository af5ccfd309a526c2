import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildStatsResponse, Goal } from '@portal/contracts';
import type { ChildTask } from '@portal/contracts/submissions';
import { taskFixture } from '@portal/app-kit/test';
import { addDays, saoPauloToday } from '@portal/domain/calendar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import {
  createStore,
  meAsChild,
  renderChildApp,
  stubBff,
  type StubAnswer,
} from '../../../test-utils';
import { prefetchDashboardReads } from '../api/first-reads';

afterEach(() => {
  vi.unstubAllGlobals();
  // What the device celebrated (a level seen by one test would be news for the next).
  localStorage.clear();
});

describe('child dashboard frame', () => {
  it('greets the child by name in the kids theme (10 years old)', async () => {
    stubBff({ 'GET /api/me': { status: 200, body: meAsChild('Ana', 10) } });
    const { container } = renderChildApp('/child/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    expect(screen.getByText('Oba, que bom te ver! 🎉')).toBeVisible();
    expect(container.querySelector('[data-remote="child_app"]')).toHaveAttribute(
      'data-mesa-theme',
      'kids',
    );
    expect(screen.getByRole('navigation', { name: 'Navegação da criança' })).toBeVisible();
  });

  it('shows no decorative emoji in the young theme (17), and shows them in the kids theme', async () => {
    stubBff({ 'GET /api/me': { status: 200, body: meAsChild('Yuri', 17) } });
    const { container, unmount } = renderChildApp('/child/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Yuri!' })).toBeVisible();
    expect(container.querySelector('[data-remote="child_app"]')).toHaveAttribute(
      'data-mesa-theme',
      'young',
    );
    const badges = screen.getByText(/Nível/).closest('p')!;
    expect(badges.textContent).not.toMatch(/⭐|🔥/u);
    expect(screen.getByRole('link', { name: /Minhas conquistas/ }).textContent).not.toContain('🏆');
    unmount();

    stubBff({ 'GET /api/me': { status: 200, body: meAsChild('Ana', 10) } });
    renderChildApp('/child/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    expect(screen.getByText(/Nível/).closest('p')!.textContent).toMatch(/⭐/u);
  });

  it('switches to the teens theme for a 14-year-old, on every child screen', async () => {
    stubBff({ 'GET /api/me': { status: 200, body: meAsChild('Bruno', 14) } });
    const { container } = renderChildApp('/child/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Bruno!' })).toBeVisible();
    const root = container.querySelector('[data-remote="child_app"]');
    expect(root).toHaveAttribute('data-mesa-theme', 'teens');
    expect(screen.getByText('E aí, tudo certo? 👋')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Metas' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Plano de Metas' })).toBeVisible();
    expect(root).toHaveAttribute('data-mesa-theme', 'teens');
  });

  it("'Sair' reads 'Saindo...' and is disabled while the shell signs the child out", async () => {
    stubBff({ 'GET /api/me': { status: 200, body: meAsChild('Ana', 10) } });
    let finish!: () => void;
    const signOut = vi.fn(
      (_role: 'parent' | 'child') => new Promise<void>((resolve) => (finish = resolve)),
    );
    renderChildApp('/child/dashboard', signOut);
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(signOut).toHaveBeenCalledWith('child');
    expect(screen.getByRole('button', { name: 'Saindo...' })).toBeDisabled();
    finish();
    // The shell stayed (e.g. an error toast): the button is usable again.
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeEnabled();
  });

  it('sends a visitor without a child session to /child/login', async () => {
    stubBff({
      'GET /api/me': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Não autenticado.' } },
      'GET /api/device/profiles': { status: 200, body: { familyId: null, profiles: [] } },
    });
    renderChildApp('/child/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child/login'));
  });

  it('offers a retry when /api/me fails', async () => {
    let calls = 0;
    stubBff({
      'GET /api/me': () => {
        calls += 1;
        return calls === 1 ? { networkError: true } : { status: 200, body: meAsChild('Ana', 10) };
      },
    });
    renderChildApp('/child/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus dados agora.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function stats(todayEarnings: number): ChildStatsResponse {
  const days = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
  return {
    childId: 'child-Ana',
    today: '2026-11-20',
    totals: {
      balance: 4250,
      totalEarned: 9000,
      xp: 900,
      level: 2,
      tasksCompleted: 12,
      goalsCompleted: 0,
      achievementsUnlocked: 1,
      achievementsTotal: 11,
      savedInGoals: 500,
    },
    todayEarnings,
    streaks: { current: 3, best: 5, thisWeek: 3 },
    week: days.map((label, i) => ({ date: `2026-11-${14 + i}`, label, earnings: 0, tasks: 0 })),
    records: { biggestDailyEarning: null, mostTasksInDay: null, fastestGoalDays: null },
    month: { earnings: 0, tasks: 0, goals: 0, successRate: null },
  };
}

function goal(overrides: Partial<Goal>): Goal {
  return {
    id: 'g-1',
    childId: 'child-Ana',
    title: 'Bicicleta',
    targetAmount: 3000,
    currentAmount: 1000,
    category: 'Personalizada',
    description: null,
    imageUrl: null,
    dueDate: null,
    catalogueId: null,
    createdAt: '2026-11-18T12:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

function task(id: string, title: string, overrides: Partial<ChildTask> = {}): ChildTask {
  return {
    ...taskFixture(id, title, { familyId: 'family-1', createdAt: '2026-11-01T12:00:00.000Z' }),
    availableFrom: null,
    submission: null,
    ...overrides,
  };
}

function meRich() {
  const me = meAsChild('Ana', 10);
  return {
    ...me,
    child: { ...me.child, balance: 4250, level: 2, streak: 3, completedToday: 2 },
  };
}

function dashboardAnswers(answers: Record<string, StubAnswer | (() => StubAnswer)> = {}) {
  return stubBff({
    'GET /api/me': { status: 200, body: meRich() },
    'GET /api/children/child-Ana/stats': { status: 200, body: stats(750) },
    'GET /api/children/child-Ana/goals': {
      status: 200,
      body: {
        goals: [
          goal({
            id: 'g-done',
            title: 'Bola',
            completedAt: '2026-11-10T12:00:00.000Z',
            currentAmount: 3000,
          }),
          goal({ id: 'g-1', title: 'Bicicleta' }),
          goal({ id: 'g-2', title: 'Livro' }),
        ],
        savable: 3750,
        awaitingApproval: 500,
      },
    },
    'GET /api/child/tasks': {
      status: 200,
      body: {
        today: '2026-11-20',
        rejected: [],
        monthlyEarnings: 0,
        tasks: [
          task('t-1', 'Arrumar a cama'),
          task('t-2', 'Regar as plantas'),
          task('t-late', 'Lavar o carro', { dueDate: '2999-01-01' }),
          task('t-3', 'Ler um livro'),
          task('t-4', 'Dever de casa'),
        ],
      },
    },
    ...answers,
  });
}

function setupDashboard(answers: Record<string, StubAnswer | (() => StubAnswer)> = {}) {
  const seen = dashboardAnswers(answers);
  renderChildApp('/child/dashboard');
  return seen;
}

describe('child dashboard', () => {
  it('asks each read once when its route started them with the page code', async () => {
    const seen = dashboardAnswers();
    const store = createStore();
    store.dispatch(api.util.prefetch('getMe', undefined, {}));
    prefetchDashboardReads(store);
    const reads = () => seen.map(({ method, path }) => `${method} ${path}`).sort();
    const first = [
      'GET /api/child/tasks',
      'GET /api/children/child-Ana/goals',
      'GET /api/children/child-Ana/stats',
      'GET /api/me',
    ];
    // Started before the page renders, the goal's and the balance's once GET /api/me named Ana.
    await waitFor(() => expect(reads()).toEqual(first));

    renderChildApp('/child/dashboard', undefined, undefined, store);
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Meu saldo' })).toHaveTextContent(
      'Disponível R$ 37,50',
    );
    expect(screen.getByText('Bicicleta')).toBeVisible();
    expect(screen.getByText('Arrumar a cama')).toBeVisible();
    // Rendered from those answers: none asked again (the pauses' read is the banner's own).
    expect(reads().filter((read) => read !== 'GET /api/pauses')).toEqual(first);
  });

  it('shows badges, the balance split, Ganhos de Hoje, the active goal, 3 tasks and shortcuts', async () => {
    setupDashboard();
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    expect(screen.getByText('Nível 2')).toBeVisible();
    expect(screen.getByText('3 dias seguidos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Minhas conquistas' })).toHaveAttribute(
      'href',
      '/child/achievements',
    );
    // Issue 41: what is free to use apart from what waits for approval (the BFF's figures,
    // with the goals answer), and today's earnings once, in 'Ganhos de Hoje'.
    const balance = screen.getByRole('region', { name: 'Meu saldo' });
    expect((await within(balance).findByText('Disponível')).closest('p')).toHaveTextContent(
      'Disponível R$ 37,50 · Esperando aprovação R$ 5,00',
    );
    expect(balance).not.toHaveTextContent('R$ 42,50');
    expect(balance).not.toHaveTextContent('Hoje');
    const today = screen.getByRole('region', { name: 'Ganhos de Hoje' });
    expect(await within(today).findByText('R$ 7,50')).toBeVisible();
    expect(today).toHaveTextContent('2 tarefas feitas hoje');

    const goalCard = screen.getByRole('region', { name: 'Minha meta' });
    expect(await within(goalCard).findByText('Bicicleta')).toBeVisible();
    expect(
      within(goalCard).getByRole('progressbar', { name: 'Progresso da meta Bicicleta' }),
    ).toHaveAttribute('aria-valuetext', 'R$ 10,00 de R$ 30,00');
    expect(within(goalCard).getByRole('link', { name: 'Ver minhas metas' })).toHaveAttribute(
      'href',
      '/child/goals',
    );

    const tasks = screen.getByRole('region', { name: 'Tarefas de hoje' });
    await within(tasks).findByText('Arrumar a cama');
    expect(
      within(tasks)
        .getAllByRole('article')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Arrumar a cama'),
      expect.stringContaining('Regar as plantas'),
      expect.stringContaining('Ler um livro'),
    ]);
    const shortcuts = screen.getByRole('navigation', { name: 'Atalhos' });
    expect(within(shortcuts).getByRole('link', { name: 'Minhas metas' })).toHaveAttribute(
      'href',
      '/child/goals',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Minhas tarefas' })).toHaveAttribute(
      'href',
      '/child/tasks',
    );
  });

  it('marks a recurring task of today with 🔁 and how it repeats (issue 41)', async () => {
    setupDashboard({
      'GET /api/child/tasks': {
        status: 200,
        body: {
          today: '2026-11-20',
          rejected: [],
          monthlyEarnings: 0,
          tasks: [
            task('t-1', 'Arrumar a cama', { recurring: true, recurringType: 'daily' }),
            task('t-2', 'Regar as plantas'),
          ],
        },
      },
    });
    const tasks = await screen.findByRole('region', { name: 'Tarefas de hoje' });
    const bed = await within(tasks).findByRole('article', { name: 'Arrumar a cama' });
    const mark = within(bed).getByText('Repete todo dia');
    expect(mark).toHaveTextContent('🔁 Repete todo dia');
    expect(within(mark).getByText(/🔁/u)).toHaveAttribute('aria-hidden', 'true');
    expect(within(tasks).getByRole('article', { name: 'Regar as plantas' })).not.toHaveTextContent(
      /Repete|🔁/u,
    );
  });

  it("'Marcar como Feita' completes a task of today with an Idempotency-Key", async () => {
    const seen = setupDashboard({
      'POST /api/tasks/t-1/complete': {
        status: 500,
        body: { code: 'X', message: 'Tente de novo.' },
      },
    });
    const tasks = await screen.findByRole('region', { name: 'Tarefas de hoje' });
    const bed = (await within(tasks).findByText('Arrumar a cama')).closest('article')!;
    await userEvent.click(
      within(bed as HTMLElement).getByRole('button', { name: 'Marcar como Feita' }),
    );
    expect(await within(bed as HTMLElement).findByRole('alert')).toHaveTextContent(
      'Tente de novo.',
    );
    const posts = seen.filter((r) => r.method === 'POST' && r.path === '/api/tasks/t-1/complete');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('shows the empty hints without an active goal or tasks for today', async () => {
    setupDashboard({
      'GET /api/children/child-Ana/goals': {
        status: 200,
        body: { goals: [], savable: 0, awaitingApproval: 0 },
      },
      'GET /api/child/tasks': {
        status: 200,
        body: { today: '2026-11-20', rejected: [], monthlyEarnings: 0, tasks: [] },
      },
    });
    expect(await screen.findByText('Você ainda não tem uma meta ativa.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Escolher uma meta' })).toHaveAttribute(
      'href',
      '/child/goals',
    );
    expect(await screen.findByText('Nenhuma tarefa hoje!')).toBeVisible();
  });

  it('offers a retry in a card whose read failed', async () => {
    let calls = 0;
    setupDashboard({
      'GET /api/children/child-Ana/stats': () => {
        calls += 1;
        return calls === 1 ? { networkError: true } : { status: 200, body: stats(1200) };
      },
    });
    const today = await screen.findByRole('region', { name: 'Ganhos de Hoje' });
    expect(await within(today).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta parte.',
    );
    await userEvent.click(within(today).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(today).findByText('R$ 12,00')).toBeVisible();
  });
});

describe("child dashboard 'Modo férias' banner (issue 38)", () => {
  /** A São Paulo day `days` from today, and its 'dd/mm'. */
  const fromToday = (days: number) => addDays(saoPauloToday(), days);
  const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

  it("says 'Pausado até dd/mm — aproveite as férias!' politely while the family is paused", async () => {
    const end = fromToday(7);
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/pauses': {
        status: 200,
        body: { family: { startsOn: fromToday(0), endsOn: end }, children: [] },
      },
    });
    renderChildApp('/child/dashboard');
    const banner = await screen.findByText(`Pausado até ${dayMonth(end)} — aproveite as férias!`);
    expect(banner).toBeVisible();
    // A polite status, not an alert.
    expect(banner.closest('[role="status"]')).not.toBeNull();
  });

  it("reaches through the child's own pause that follows the family's", async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/pauses': {
        status: 200,
        body: {
          family: { startsOn: fromToday(-2), endsOn: fromToday(1) },
          children: [{ childId: 'child-Ana', startsOn: fromToday(2), endsOn: fromToday(5) }],
        },
      },
    });
    renderChildApp('/child/dashboard');
    expect(
      await screen.findByText(`Pausado até ${dayMonth(fromToday(5))} — aproveite as férias!`),
    ).toBeVisible();
  });

  it('shows no banner when no pause covers today, or when the read fails', async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/pauses': {
        status: 200,
        body: {
          family: null,
          children: [{ childId: 'child-Ana', startsOn: fromToday(1), endsOn: fromToday(5) }],
        },
      },
    });
    const { unmount } = renderChildApp('/child/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    await waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.some(([input]) =>
            String(input instanceof Request ? input.url : input).endsWith('/api/pauses'),
          ),
      ).toBe(true),
    );
    expect(screen.queryByText(/Pausado até/)).toBeNull();
    unmount();

    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/pauses': { status: 500, body: { code: 'INTERNAL', message: '' } },
    });
    renderChildApp('/child/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    expect(screen.queryByText(/Pausado até/)).toBeNull();
  });
});

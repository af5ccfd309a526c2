import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../../../test-utils';
import { statsResponse, transaction } from '../test-fixtures';

const ME = { status: 200, body: meAsChild('Ana', 10) };
const STATS = statsResponse({
  totals: {
    balance: 1250,
    totalEarned: 8400,
    xp: 620,
    level: 2,
    tasksCompleted: 17,
    goalsCompleted: 2,
    achievementsUnlocked: 4,
  },
  streaks: { current: 3, best: 9, thisWeek: 5 },
  records: { biggestDailyEarning: 2000, mostTasksInDay: 4, fastestGoalDays: 6 },
  month: { earnings: 3150, tasks: 8, goals: 1, successRate: 88 },
});

function setup(
  stats: StubAnswer | (() => StubAnswer) = { status: 200, body: STATS },
  transactions: StubAnswer | (() => StubAnswer) = {
    status: 200,
    body: { transactions: [], nextCursor: null },
  },
) {
  const seen = stubBff({
    'GET /api/me': ME,
    'GET /api/children/child-Ana/stats': stats,
    'GET /api/children/child-Ana/transactions': transactions,
    // 'Meu dinheiro' above the history (money-card.test.tsx).
    'GET /api/children/child-Ana/money': {
      status: 200,
      body: { available: 0, awaitingApproval: 0, inGoals: 0, received: 0, spent: 0, earned: 0 },
    },
  });
  const utils = renderChildApp('/child/profile');
  return { seen, ...utils };
}

function figure(id: string): HTMLElement {
  return screen.getByTestId(`figure-${id}`);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('child profile: header and figures', () => {
  it('shows avatar, name, age, the four figures and the XP bar from the stats answer', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    const header = await screen.findByRole('region', { name: 'Ana' });
    expect(header).toHaveTextContent('10 anos');
    expect(within(header).getByText('A')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sair' }).length).toBeGreaterThan(0);

    const figures = await screen.findByRole('region', { name: 'Meus números' });
    expect(within(figures).getByTestId('figure-balance')).toHaveTextContent('SaldoR$ 12,50');
    expect(within(figures).getByTestId('figure-streak')).toHaveTextContent('Dias seguidos3');
    expect(within(figures).getByTestId('figure-level')).toHaveTextContent('Nível2');
    expect(within(figures).getByTestId('figure-achievements')).toHaveTextContent(
      'Conquistas4 de 11',
    );
    // 620 XP is 120 into level 2.
    const bar = within(figures).getByRole('progressbar', { name: 'Progresso do nível 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuetext', '120 de 500 XP');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Estatísticas',
      'Histórico',
      'Configurações',
    ]);
  });

  it("offers 'Tentar novamente' when the child's record cannot be read", async () => {
    let down = true;
    stubBff({ 'GET /api/me': () => (down ? { networkError: true } : ME) });
    renderChildApp('/child/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seu perfil.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Ana' })).toHaveTextContent('10 anos');
  });

  it('sends a visitor without a child session to /child/login', async () => {
    stubBff({
      'GET /api/me': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Não autenticado.' } },
      'GET /api/device/profiles': { status: 200, body: { familyId: null, profiles: [] } },
    });
    renderChildApp('/child/profile');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child/login'));
  });
});

describe('child profile: Estatísticas', () => {
  it("shows 'Carregando estatísticas...' while loading, then the cards, streaks and records", async () => {
    let answer!: () => void;
    setup(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: STATS });
        }),
    );
    expect(
      (await screen.findByText('Carregando estatísticas...')).closest('[role="status"]'),
    ).not.toBeNull();
    answer();
    const totals = await screen.findByRole('region', { name: 'Totais' });
    expect(within(totals).getByTestId('figure-stats-earned')).toHaveTextContent(
      'Total ganhoR$ 84,00',
    );
    expect(within(totals).getByTestId('figure-stats-tasks')).toHaveTextContent('Tarefas feitas17');
    expect(within(totals).getByTestId('figure-stats-goals')).toHaveTextContent('Metas alcançadas2');
    expect(within(totals).getByTestId('figure-stats-achievements')).toHaveTextContent(
      'Conquistas4',
    );

    const streaks = screen.getByRole('region', { name: 'Sequências' });
    expect(streaks).toHaveTextContent('Sequência atual3 dias');
    expect(streaks).toHaveTextContent('Melhor sequência9 dias');
    expect(streaks).toHaveTextContent('Dias ativos nesta semana5 de 7');

    const records = screen.getByRole('region', { name: 'Recordes' });
    expect(records).toHaveTextContent('Maior ganho em um diaR$ 20,00');
    expect(records).toHaveTextContent('Mais tarefas em um dia4');
    expect(records).toHaveTextContent('Meta mais rápida6 dias');
  });

  it("shows '--' for records not set yet, read out as words", async () => {
    setup({ status: 200, body: statsResponse() });
    const records = await screen.findByRole('region', { name: 'Recordes' });
    for (const id of ['biggest-day', 'most-tasks', 'fastest-goal']) {
      const value = within(figure(id)).getByRole('definition');
      expect(value).toHaveTextContent(/^--Ainda sem registro$/);
      expect(within(value).getByText('--')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(records).not.toHaveTextContent('R$');
  });

  it('draws the 7-day chart with Dom…Sáb labels, today highlighted and a 4 % minimum bar', async () => {
    const base = statsResponse();
    const week = base.week.map((day) => {
      if (day.label === 'Seg') return { ...day, earnings: 10000, tasks: 3 };
      if (day.label === 'Qua') return { ...day, earnings: 50, tasks: 1 };
      if (day.label === 'Sex') return { ...day, earnings: 2500, tasks: 2 };
      return day;
    });
    const { container } = setup({ status: 200, body: { ...base, week } });
    const chart = await screen.findByRole('figure', { name: 'Desempenho da semana' });
    // The table screen readers read: every day with its real amount, oldest first.
    const rows = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SábR$ 0,00',
      'DomR$ 0,00',
      'SegR$ 100,00',
      'TerR$ 0,00',
      'QuaR$ 0,50',
      'QuiR$ 0,00',
      'SexR$ 25,00',
    ]);
    const bars = [...container.querySelectorAll('.mesa-chart__bar')];
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    // R$ 0,50 next to R$ 100,00 would be 0.5 % tall: drawn at the 4 % minimum; no amount, no bar.
    expect(heights).toEqual([0, 0, 100, 0, 4, 0, 25]);
    expect(bars[6]).toHaveClass('mesa-chart__bar--highlight');
  });

  it("says 'Nenhuma atividade recente.' for a week without activity", async () => {
    setup({ status: 200, body: statsResponse() });
    expect(await screen.findByText('Nenhuma atividade recente.')).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it("offers 'Tentar novamente' when the statistics cannot be read", async () => {
    let down = true;
    setup(() => (down ? { networkError: true } : { status: 200, body: STATS }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas estatísticas.',
    );
    expect(screen.queryByRole('region', { name: 'Meus números' })).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Recordes' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Meus números' })).toBeVisible();
  });
});

describe('child profile: Histórico', () => {
  it('lists the 6 newest transactions with date and signed, coloured amounts', async () => {
    setup(undefined, {
      status: 200,
      body: {
        transactions: [
          transaction('t1', { description: 'Tarefa: Lavar a louça', amount: 300 }),
          transaction('t2', {
            type: 'goal_deposit',
            kind: 'goal_deposit',
            description: 'Depósito na meta Bicicleta',
            amount: -2000,
            // 01:00 UTC on the 20th is still the 19th in São Paulo.
            createdAt: '2026-11-20T01:00:00.000Z',
          }),
          transaction('t3', {
            type: 'goal_refund',
            kind: 'goal_refund',
            description: 'Meta cancelada',
            amount: 500,
          }),
        ],
        nextCursor: 'abc',
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Histórico' }));
    const list = await screen.findByRole('list', { name: 'Últimas movimentações' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✅Tarefa: Lavar a louça20/11/2026+R$ 3,00',
      '🎯Depósito na meta Bicicleta19/11/2026−R$ 20,00',
      '🔙Meta cancelada20/11/2026+R$ 5,00',
    ]);
    expect(within(items[0]!).getByText('+R$ 3,00')).toHaveClass('mesa-money--positive');
    expect(within(items[1]!).getByText('−R$ 20,00')).toHaveClass('mesa-money--negative');

    const urls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
    const read = urls.find((url) => url.pathname === '/api/children/child-Ana/transactions');
    expect(read?.searchParams.get('limit')).toBe('6');

    const month = screen.getByRole('region', { name: 'Resumo do mês' });
    expect(month).toHaveTextContent('GanhosR$ 31,50');
    expect(month).toHaveTextContent('Tarefas8');
    expect(month).toHaveTextContent('Metas1');
    expect(month).toHaveTextContent('Taxa de sucesso88%');
  });

  it("shows the automatic allowance as 'Mesada' with its icon (issue 38)", async () => {
    setup(undefined, {
      status: 200,
      body: {
        transactions: [
          transaction('t1', {
            type: 'adjustment',
            kind: 'allowance',
            description: 'Mesada',
            amount: 1000,
            taskId: null,
          }),
          transaction('t2', {
            type: 'adjustment',
            kind: 'allowance',
            description: ' ',
            amount: 1000,
            taskId: null,
          }),
        ],
        nextCursor: null,
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Histórico' }));
    const list = await screen.findByRole('list', { name: 'Últimas movimentações' });
    const items = within(list).getAllByRole('listitem');
    // A line without a description reads its kind's name.
    expect(items.map((item) => item.textContent)).toEqual([
      '💵Mesada20/11/2026+R$ 10,00',
      '💵Mesada20/11/2026+R$ 10,00',
    ]);
    // The icon is decoration: a screen reader reads 'Mesada', the date and the amount.
    expect(within(items[0]!).getByText('💵')).toHaveAttribute('aria-hidden', 'true');
    expect(within(items[0]!).getByText('+R$ 10,00')).toHaveClass('mesa-money--positive');
  });

  it("shows 'Carregando transações...', then 'Nenhuma transação registrada.' and '--' without a success rate", async () => {
    let answer!: () => void;
    setup(
      { status: 200, body: statsResponse() },
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { transactions: [], nextCursor: null } });
        }),
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Histórico' }));
    expect(
      (await screen.findByText('Carregando transações...')).closest('[role="status"]'),
    ).not.toBeNull();
    answer();
    expect(await screen.findByText('Nenhuma transação registrada.')).toBeVisible();
    // Issue 41: no review yet this month: a friendly line, neither '0%' nor '--'.
    expect(figure('success-rate')).toHaveTextContent(
      'Taxa de sucessoAparece depois da primeira tarefa revisada',
    );
  });

  it("offers 'Tentar novamente' when the transactions cannot be read", async () => {
    let down = true;
    setup(undefined, () =>
      down
        ? { networkError: true }
        : { status: 200, body: { transactions: [transaction('t1')], nextCursor: null } },
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas transações.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Tarefa: Arrumar a cama')).toBeVisible();
  });
});

describe('child profile: Configurações', () => {
  async function openSettings() {
    const utils = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Configurações' }));
    return utils;
  }

  it('shows name and age read-only with the guardian note, About and a logout card', async () => {
    const { signOut } = await openSettings();
    const data = screen.getByRole('region', { name: 'Meus dados' });
    expect(data).toHaveTextContent('NomeAna');
    expect(data).toHaveTextContent('Idade10 anos');
    expect(data).toHaveTextContent('Para mudar seu nome ou sua idade, peça a um responsável.');
    expect(within(data).queryByRole('textbox')).toBeNull();

    const about = screen.getByRole('region', { name: 'Sobre' });
    expect(about).toHaveTextContent('Mesadinha');
    expect(about).toHaveTextContent('Versão 1.0.0');

    await userEvent.click(
      within(screen.getByRole('region', { name: 'Sair da conta' })).getByRole('button', {
        name: 'Sair',
      }),
    );
    expect(signOut).toHaveBeenCalledWith('child');
  });

  it('has task notifications disabled, saying why, on a device without push', async () => {
    await openSettings();
    const notifications = screen.getByRole('switch', { name: 'Notificações de tarefas' });
    expect(notifications).toBeDisabled();
    expect(notifications).toHaveAttribute('aria-checked', 'false');
    expect(notifications).toHaveAccessibleDescription(
      'Este aparelho não recebe avisos do Mesadinha com o app fechado.',
    );
  });

  it('keeps the celebration choice on this device, per child', async () => {
    await openSettings();
    const celebrations = screen.getByRole('switch', { name: 'Celebração de conquistas' });
    expect(celebrations).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(celebrations);
    expect(celebrations).toHaveAttribute('aria-checked', 'false');
    expect(JSON.parse(localStorage.getItem('mesadinha:child-preferences:child-Ana')!)).toEqual({
      celebrations: false,
      scheme: null,
    });
  });

  it("switches the child area to dark and back with 'Modo escuro'", async () => {
    const { container } = await openSettings();
    const root = container.querySelector('[data-remote="child_app"]');
    const dark = screen.getByRole('switch', { name: 'Modo escuro' });
    expect(root).toHaveAttribute('data-mesa-scheme', 'light');
    expect(dark).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(dark);
    expect(root).toHaveAttribute('data-mesa-scheme', 'dark');
    expect(dark).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(dark);
    expect(root).toHaveAttribute('data-mesa-scheme', 'light');
    // Back to the family's scheme: no choice of its own is kept, it follows the family again.
    expect(JSON.parse(localStorage.getItem('mesadinha:child-preferences:child-Ana')!)).toEqual({
      celebrations: true,
      scheme: null,
    });
  });
});

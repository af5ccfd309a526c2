import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@portal/app-kit/test';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../../../test-utils';
import { achievementList, statsResponse } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME = { status: 200, body: meAsChild('Ana', 10) };

function setup(
  achievements: StubAnswer | (() => StubAnswer) = { status: 200, body: achievementList() },
  stats: StubAnswer | (() => StubAnswer) = { status: 200, body: statsResponse() },
) {
  const seen = stubBff({
    'GET /api/me': ME,
    'GET /api/children/child-Ana/achievements': achievements,
    'GET /api/children/child-Ana/stats': stats,
  });
  renderChildApp('/child/achievements');
  return seen;
}

/** Titles of the achievement cards on screen, in order. */
function titlesShown(): string[] {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const UNLOCKED = {
  'first-task': { progress: 1, isUnlocked: true, unlockedAt: '2026-11-18T02:30:00.000Z' },
  'goal-1': { progress: 1, isUnlocked: true, unlockedAt: '2026-11-20T15:00:00.000Z' },
};

describe('achievements gallery', () => {
  it('shows a loading state, then the level card, the stat cards and all 11 achievements', async () => {
    setup(
      { status: 200, body: achievementList(UNLOCKED) },
      {
        status: 200,
        body: statsResponse({
          totals: { xp: 1120, level: 3, tasksCompleted: 14, goalsCompleted: 1 },
          streaks: { current: 4, best: 6, thisWeek: 4 },
        }),
      },
    );
    expect(await screen.findByText('Carregando conquistas...')).toHaveAttribute('role', 'status');
    const level = await screen.findByRole('region', { name: 'Nível 3' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conquistas' })).toBeVisible();
    expect(level).toHaveTextContent('1.120 XP');
    // 1120 XP is 120 into level 3 (500 per level); the next target is max(3 × 500, 1120 + 100).
    const bar = within(level).getByRole('progressbar', { name: 'Progresso até o próximo nível' });
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(bar).toHaveAttribute('aria-valuetext', '120 de 500 XP');
    expect(level).toHaveTextContent('Próxima meta: 1.500 XP');

    expect(screen.getByTestId('achievements-stat-unlocked')).toHaveTextContent('2 de 11');
    expect(screen.getByTestId('achievements-stat-tasks')).toHaveTextContent('14');
    expect(screen.getByTestId('achievements-stat-streak')).toHaveTextContent('4 dias');
    expect(screen.getByTestId('achievements-stat-goals')).toHaveTextContent('1');

    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.getByRole('region', { name: 'Dicas para desbloquear mais' })).toBeVisible();
  });

  it('filters by tab: unlocked, each category, and the empty text', async () => {
    setup({ status: 200, body: achievementList(UNLOCKED) });
    await screen.findByRole('region', { name: 'Nível 1' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Todas',
      'Desbloqueadas',
      'Sequência',
      'Economia',
      'Tarefas',
      'Metas',
      'Especiais',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Desbloqueadas' }));
    expect(titlesShown()).toEqual(['Primeira Tarefa', 'Meta Alcançada']);
    await userEvent.click(screen.getByRole('tab', { name: 'Sequência' }));
    expect(titlesShown()).toEqual(['Semana Perfeita', 'Mês Imbatível']);
    await userEvent.click(screen.getByRole('tab', { name: 'Economia' }));
    expect(titlesShown()).toEqual(['Poupador Iniciante', 'Cofrinho Cheio']);
    await userEvent.click(screen.getByRole('tab', { name: 'Tarefas' }));
    expect(titlesShown()).toEqual(['Primeira Tarefa', 'Trio do Dia', 'Mão na Massa']);
    await userEvent.click(screen.getByRole('tab', { name: 'Metas' }));
    expect(titlesShown()).toEqual(['Meta Alcançada', 'Realizador']);
    await userEvent.click(screen.getByRole('tab', { name: 'Especiais' }));
    expect(titlesShown()).toEqual(['Nível 5', 'Grande Conquistador']);
  });

  it("says 'Nenhuma conquista nesta categoria' under Desbloqueadas when none is unlocked", async () => {
    setup();
    await screen.findByRole('region', { name: 'Nível 1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Desbloqueadas' }));
    expect(
      screen.getByRole('heading', { name: 'Nenhuma conquista nesta categoria' }),
    ).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows rarity and category in words, and the unlock date in São Paulo time', async () => {
    setup({ status: 200, body: achievementList(UNLOCKED) });
    const first = await screen.findByRole('article', { name: 'Primeira Tarefa' });
    expect(first).toHaveTextContent('Comum');
    expect(first).toHaveTextContent('Tarefas');
    // 02:30 UTC on the 18th is still the 17th in São Paulo.
    expect(first).toHaveTextContent('Desbloqueada em 17/11/2026');
    expect(within(first).queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('article', { name: 'Mês Imbatível' })).toHaveTextContent('Lendária');
    expect(screen.getByRole('article', { name: 'Trio do Dia' })).toHaveTextContent('Rara');
    expect(screen.getByRole('article', { name: 'Cofrinho Cheio' })).toHaveTextContent('Épica');
  });

  it('shows money progress in R$ and clamps progress to the requirement', async () => {
    setup({
      status: 200,
      body: achievementList({
        'balance-50': { progress: 1250 },
        'earned-500': { progress: 32000 },
        'streak-7': { progress: 3 },
        // A BFF answer out of range still draws inside the bar.
        'tasks-25': { progress: 40 },
      }),
    });
    const bar = async (title: string) =>
      within(await screen.findByRole('article', { name: title })).getByRole('progressbar', {
        name: `Progresso de ${title}`,
      });
    const saver = await bar('Poupador Iniciante');
    expect(saver).toHaveAttribute('aria-valuetext', 'R$ 12,50 de R$ 50,00');
    expect(saver).toHaveAttribute('aria-valuenow', '1250');
    expect(screen.getByRole('article', { name: 'Poupador Iniciante' })).toHaveTextContent(
      'R$ 12,50 de R$ 50,00',
    );
    expect(await bar('Grande Conquistador')).toHaveAttribute(
      'aria-valuetext',
      'R$ 320,00 de R$ 500,00',
    );
    expect(await bar('Semana Perfeita')).toHaveAttribute('aria-valuetext', '3 de 7');
    const clamped = await bar('Mão na Massa');
    expect(clamped).toHaveAttribute('aria-valuenow', '25');
    expect(clamped).toHaveAttribute('aria-valuetext', '25 de 25');
  });

  it('names the locked achievement closest to done first among the tips', async () => {
    setup({
      status: 200,
      body: achievementList({
        ...UNLOCKED,
        'balance-50': { progress: 4000 },
        'streak-7': { progress: 3 },
      }),
    });
    const tips = await screen.findByRole('region', { name: 'Dicas para desbloquear mais' });
    // 80 % of Poupador Iniciante beats 3 of 7 days; unlocked ones do not count.
    expect(within(tips).getAllByRole('listitem')[0]).toHaveTextContent(
      'Quase lá: Poupador Iniciante (R$ 40,00 de R$ 50,00).',
    );
  });

  it("offers 'Tentar novamente' when the achievements cannot be read", async () => {
    let down = true;
    setup(() => (down ? { networkError: true } : { status: 200, body: achievementList(UNLOCKED) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas conquistas.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Primeira Tarefa' })).toBeVisible();
  });

  it('shows the error when the statistics fail, and retries only what failed', async () => {
    let down = true;
    const seen = setup(undefined, () =>
      down
        ? { status: 500, body: { code: 'INTERNAL', message: 'Erro interno.' } }
        : { status: 200, body: statsResponse() },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas conquistas.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Nível 1' })).toBeVisible();
    const reads = seen.filter((request) => request.path.endsWith('/achievements'));
    expect(reads).toHaveLength(1);
  });

  it('shows the category icons to a kid (10)', async () => {
    setup();
    expect(await screen.findByRole('article', { name: 'Semana Perfeita' })).toHaveTextContent('🔥');
    expect(screen.getByTestId('achievements-stat-streak').previousElementSibling).toHaveTextContent(
      '🔥 Sequência atual',
    );
  });

  it('shows no emoji to a young adult (16)', async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Carla', 16) },
      'GET /api/children/child-Carla/achievements': { status: 200, body: achievementList() },
      'GET /api/children/child-Carla/stats': { status: 200, body: statsResponse() },
    });
    renderChildApp('/child/achievements');
    const card = await screen.findByRole('article', { name: 'Semana Perfeita' });
    await waitFor(() => expect(card).not.toHaveTextContent('🔥'));
    expect(screen.getByTestId('achievements-stat-streak').previousElementSibling).toHaveTextContent(
      /^Sequência atual$/,
    );
  });

  it('sends a visitor without a child session to /child/login', async () => {
    stubBff({
      'GET /api/me': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Não autenticado.' } },
      'GET /api/device/profiles': { status: 200, body: { familyId: null, profiles: [] } },
    });
    renderChildApp('/child/achievements');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child/login'));
  });
});

describe('achievements and the event stream', () => {
  it('shows an achievement unlocked while the gallery is open (achievements.unlocked)', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let unlocked = false;
    setup(() => ({
      status: 200,
      body: achievementList(unlocked ? UNLOCKED : {}),
    }));
    const card = await screen.findByRole('article', { name: 'Meta Alcançada' });
    expect(card).not.toHaveTextContent('Desbloqueada em');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    unlocked = true;
    act(() =>
      FakeEventSource.instances[0]!.emit('achievements.unlocked', {
        type: 'achievements.unlocked',
        familyId: 'family-1',
        childId: 'child-Ana',
        achievementIds: ['first-task', 'goal-1'],
      }),
    );
    expect(
      await within(screen.getByRole('article', { name: 'Meta Alcançada' })).findByText(
        /Desbloqueada em/,
      ),
    ).toHaveTextContent('Desbloqueada em 20/11/2026');
    expect(screen.getByTestId('achievements-stat-unlocked')).toHaveTextContent('2 de 11');
  });
});

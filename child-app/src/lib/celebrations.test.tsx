import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource } from '@portal/app-kit/test';
import type { Achievement } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../test-utils';

const ACHIEVEMENTS = '/api/children/child-Ana/achievements';
const STORAGE = 'mesadinha.celebrated.child-Ana';

function achievement(
  id: string,
  title: string,
  unlockedAt: string | null,
  description = 'Conclua sua primeira meta.',
): Achievement {
  return {
    id,
    title,
    description,
    category: 'goals',
    rarity: 'rare',
    progress: unlockedAt ? 1 : 0,
    maxProgress: 1,
    isUnlocked: unlockedAt !== null,
    unlockedAt,
  };
}

const firstGoal = achievement('first-goal', 'Primeira Meta', '2026-11-20T15:00:00.000Z');
const firstGoalLocked = achievement('first-goal', 'Primeira Meta', null);

function meAt(level: number, age = 10) {
  const me = meAsChild('Ana', age);
  return { ...me, child: { ...me.child, level } };
}

function setup(
  achievements: () => Achievement[],
  me: ReturnType<typeof meAt> = meAt(1),
  extra: Record<string, StubAnswer | (() => StubAnswer)> = {},
) {
  stubBff({
    'GET /api/me': { status: 200, body: me },
    [`GET ${ACHIEVEMENTS}`]: () => ({ status: 200, body: { achievements: achievements() } }),
    ...extra,
  });
  return renderChildApp('/child/profile');
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  localStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('celebrations', () => {
  it('takes what a device first sees as the starting point: old unlocks are not celebrated', async () => {
    setup(() => [firstGoal]);
    await waitFor(() => expect(localStorage.getItem(STORAGE)).toContain('first-goal'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('celebrates a new unlock once, also after a reload', async () => {
    localStorage.setItem(STORAGE, JSON.stringify({ achievements: {}, level: 1 }));
    const first = setup(() => [firstGoal]);
    const dialog = await screen.findByRole('dialog', { name: 'Nova conquista!' });
    expect(dialog).toHaveAccessibleDescription('Primeira Meta: Conclua sua primeira meta.');
    expect(document.querySelectorAll('.mesa-celebration__confetti').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // After a reload only the next unlock is news: the first one is not celebrated again.
    const threeTasks = achievement(
      'three-in-a-day',
      'Três num dia',
      '2026-11-20T16:00:00.000Z',
      'Conclua 3 tarefas no mesmo dia.',
    );
    setup(() => [firstGoal, threeTasks]);
    const next = await screen.findByRole('dialog', { name: 'Nova conquista!' });
    expect(next).toHaveAccessibleDescription('Três num dia: Conclua 3 tarefas no mesmo dia.');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("celebrates an unlock a parent's approval caused, when the event stream re-reads the list", async () => {
    localStorage.setItem(STORAGE, JSON.stringify({ achievements: {}, level: 1 }));
    let unlocked = false;
    setup(() => [unlocked ? firstGoal : firstGoalLocked]);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(STORAGE)).toBeTruthy());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    unlocked = true;
    act(() => {
      FakeEventSource.instances[0]?.emit('achievements.unlocked', { childId: 'child-Ana' });
    });
    expect(await screen.findByRole('dialog', { name: 'Nova conquista!' })).toBeVisible();
  });

  it('celebrates a new level in the age group voice (teens), without motion when reduced', async () => {
    stubReducedMotion(true);
    localStorage.setItem(STORAGE, JSON.stringify({ achievements: {}, level: 1 }));
    setup(() => [], meAt(2, 14));
    const dialog = await screen.findByRole('dialog', { name: 'Novo nível' });
    expect(dialog).toHaveAccessibleDescription('Você chegou ao nível 2.');
    expect(document.querySelectorAll('.mesa-celebration__confetti')).toHaveLength(0);
    expect(document.querySelector('.mesa-celebration')).toHaveAttribute('data-motion', 'reduced');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE) ?? '{}')).toMatchObject({ level: 2 });
  });

  it("shows nothing when the child turned 'Celebração de conquistas' off on this device, and records it as seen", async () => {
    localStorage.setItem(STORAGE, JSON.stringify({ achievements: {}, level: 1 }));
    localStorage.setItem(
      'mesadinha:child-preferences:child-Ana',
      JSON.stringify({ celebrations: false }),
    );
    setup(() => [firstGoal], meAt(2));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE) ?? '{}')).toMatchObject({
        level: 2,
        achievements: { 'first-goal': firstGoal.unlockedAt },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

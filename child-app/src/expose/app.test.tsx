import { ThemeProvider } from '@portal/design-system';
import { setDisplayCurrency } from '@portal/domain/money';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHILD_PAGES } from '../app/pages';
import { createStore } from '../app/store';
import { childTask, childTasksResponse } from '../features/tasks/test-fixtures';
import { meAsChild, renderChildApp, stubBff } from '../test-utils';
import ChildApp from './app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setDisplayCurrency('BRL');
});

describe('child-app routes', () => {
  it.each(CHILD_PAGES.map((page) => [page.path, page.title]))(
    '%s shows the frame "%s" marked as child_app',
    (path, title) => {
      stubBff({});
      const { container } = renderChildApp(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('Esta área está sendo preparada e chega em breve.')).toBeVisible();
      expect(container.querySelector('[data-remote="child_app"]')).not.toBeNull();
    },
  );

  it('themes the child area with the kids theme before sign-in', async () => {
    stubBff({
      'GET /api/device/profiles': { status: 200, body: { familyId: null, profiles: [] } },
    });
    const { container } = renderChildApp('/child/login');
    await screen.findByLabelText('Nome de usuário');
    expect(container.querySelector('[data-remote="child_app"]')).toHaveAttribute(
      'data-mesa-theme',
      'kids',
    );
  });

  it("themes a framed screen with the signed-in child's age group (16 → young)", async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Carla', 16) },
      'GET /api/child/tasks': { status: 200, body: childTasksResponse([childTask()]) },
    });
    const { container } = renderChildApp('/child/profile');
    const root = container.querySelector('[data-remote="child_app"]');
    await waitFor(() => expect(root).toHaveAttribute('data-mesa-theme', 'young'));
    expect(await screen.findByRole('link', { name: 'Tarefas, 1 pendente' })).toBeVisible();
  });

  it("counts the tasks the child can do now on the 'Tarefas' tab, on every child screen", async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/child/tasks': {
        status: 200,
        body: childTasksResponse([
          childTask({ id: 'a' }),
          childTask({ id: 'b', dueDate: '2999-01-01' }),
          childTask({ id: 'c', completed: true }),
          childTask({ id: 'd', dueDate: '2000-01-01' }),
        ]),
      },
    });
    renderChildApp('/child/goals');
    const nav = screen.getByRole('navigation', { name: 'Navegação da criança' });
    expect(await within(nav).findByRole('link', { name: 'Tarefas, 2 pendentes' })).toHaveAttribute(
      'href',
      '/child/tasks',
    );
    expect(within(nav).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has the five bottom-navigation tabs of the spec, marking the current one', () => {
    stubBff({});
    renderChildApp('/child/goals');
    const nav = screen.getByRole('navigation', { name: 'Navegação da criança' });
    const links = within(nav).getAllByRole('link');
    const labels = ['Início', 'Tarefas', 'Metas', 'Conquistas', 'Perfil'];
    expect(links).toHaveLength(labels.length);
    labels.forEach((label, i) => expect(links[i]).toHaveAccessibleName(label));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/child/dashboard',
      '/child/tasks',
      '/child/goals',
      '/child/achievements',
      '/child/profile',
    ]);
    expect(screen.getByRole('link', { name: 'Metas' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no bottom navigation before sign-in, but a way to the parent login', async () => {
    stubBff({});
    renderChildApp('/child/login');
    await screen.findByLabelText('Nome de usuário');
    expect(screen.queryByRole('navigation', { name: 'Navegação da criança' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar como responsável' })).toHaveAttribute(
      'href',
      '/parent/login',
    );
  });

  it('shows its own pt-BR not-found for an unknown child path', () => {
    stubBff({});
    renderChildApp('/child/nao-existe');
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });

  it('redirects /child to the dashboard', async () => {
    stubBff({ 'GET /api/me': { status: 200, body: meAsChild('Ana', 10) } });
    renderChildApp('/child');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  });

  describe("the family's appearance (issue 12)", () => {
    /** child-app inside the page's ThemeProvider as the shell renders it, scheme `page`. */
    function renderInShell(page: 'light' | 'dark', onAppearance = vi.fn()) {
      const utils = render(
        <MemoryRouter initialEntries={['/child/dashboard']}>
          <ThemeProvider scheme={page}>
            <Routes>
              <Route
                path="*"
                element={
                  <ChildApp store={createStore()} signOut={vi.fn()} onAppearance={onAppearance} />
                }
              />
            </Routes>
          </ThemeProvider>
        </MemoryRouter>,
      );
      return { ...utils, onAppearance };
    }

    it("follows the family's dark scheme and currency, and tells the shell the appearance", async () => {
      const appearance = { theme: 'dark', language: 'pt-BR', currency: 'EUR' } as const;
      stubBff({
        'GET /api/me': { status: 200, body: { ...meAsChild('Ana', 10), appearance } },
        'GET /api/child/tasks': { status: 200, body: childTasksResponse([childTask()]) },
      });
      const { container, onAppearance } = renderInShell('dark');
      await screen.findByRole('heading', { name: 'Olá, Ana!' });
      const root = container.querySelector('[data-remote="child_app"]');
      expect(root).toHaveAttribute('data-mesa-scheme', 'dark');
      await waitFor(() => expect(onAppearance).toHaveBeenCalledWith(appearance));
      expect((await screen.findAllByText(/€ \d/)).length).toBeGreaterThan(0);
      expect(screen.queryByText(/R\$/)).toBeNull();
    });

    it("lets the child's own choice on this device override the family's scheme", async () => {
      localStorage.setItem(
        'mesadinha:child-preferences:child-Ana',
        JSON.stringify({ celebrations: true, scheme: 'light' }),
      );
      stubBff({
        'GET /api/me': { status: 200, body: meAsChild('Ana', 10, { theme: 'dark' }) },
        'GET /api/child/tasks': { status: 200, body: childTasksResponse([childTask()]) },
      });
      const { container } = renderInShell('dark');
      await screen.findByRole('heading', { name: 'Olá, Ana!' });
      const root = container.querySelector('[data-remote="child_app"]');
      await waitFor(() => expect(root).toHaveAttribute('data-mesa-scheme', 'light'));
    });
  });
});

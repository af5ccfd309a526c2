import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHILD_PAGES } from '../app/pages';
import { createStore } from '../app/store';
import ChildApp from './app';

/** Node's Request (used by RTK Query) does not resolve '/api/…' against jsdom's page URL. */
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRelativeRequest);
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ChildApp store={createStore()} />
    </MemoryRouter>,
  );
}

describe('child-app routes', () => {
  it.each(CHILD_PAGES.map((page) => [page.path, page.title]))(
    '%s shows the frame "%s" marked as child_app',
    (path, title) => {
      const { container } = renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('Esta área está sendo preparada e chega em breve.')).toBeVisible();
      expect(container.querySelector('[data-remote="child_app"]')).not.toBeNull();
    },
  );

  it('themes the child area with the kids theme until sign-in exists', () => {
    const { container } = renderAt('/child/login');
    expect(container.querySelector('[data-remote="child_app"]')).toHaveAttribute(
      'data-mesa-theme',
      'kids',
    );
  });

  it('has the five bottom-navigation tabs of the spec, marking the current one', () => {
    renderAt('/child/goals');
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

  it('has no bottom navigation before sign-in, but a way to the parent login', () => {
    renderAt('/child/login');
    expect(screen.queryByRole('navigation', { name: 'Navegação da criança' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar como responsável' })).toHaveAttribute(
      'href',
      '/parent/login',
    );
  });

  it('shows its own pt-BR not-found for an unknown child path', () => {
    renderAt('/child/nao-existe');
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });

  it('tells the child when the server cannot be reached', async () => {
    renderAt('/child/login');
    expect(
      await screen.findByText('Sem conexão com o servidor agora. Tente de novo daqui a pouco.'),
    ).toBeVisible();
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store';
import ParentApp from './app';

/** Node's Request (RTK Query makes one) does not resolve '/api/…' against jsdom's page URL. */
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
  vi.stubGlobal('Request', PageRelativeRequest);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ParentApp store={createStore()} />
    </MemoryRouter>,
  );
}

describe('parent-app routes', () => {
  it.each([
    ['/parent/signup', 'Criar conta'],
    ['/parent/login', 'Entrar'],
    ['/parent/forgot-password', 'Esqueci minha senha'],
    ['/parent/reset-password', 'Redefinir senha'],
    ['/auth/callback', 'Conectando sua conta'],
    ['/children/setup', 'Criar conta'],
    ['/parent/dashboard', 'Painel dos Pais'],
    ['/tasks/create', 'Criar Nova Tarefa'],
    ['/tasks/42/edit', 'Editar Tarefa'],
    ['/tasks/manage', 'Gerenciar Tarefas'],
    ['/tasks/approve', 'Fila de Aprovação'],
    ['/assinatura/sucesso', 'Confirmação da assinatura'],
  ])('%s renders its screen "%s" (spec titles)', async (path, title) => {
    // The callback shows its title while it asks who signed in; an answer moves on at once.
    if (path === '/auth/callback') fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    const { container } = renderAt(path);
    // Task screens load lazily: wait for the code, then the title.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="parent_app"]')).not.toBeNull();
  });

  it('gives signed-in screens the parent navigation with the current section', async () => {
    renderAt('/tasks/approve');
    const nav = await screen.findByRole('navigation', { name: 'Navegação dos pais' });
    for (const label of ['Painel', 'Tarefas', 'Aprovações', 'Configurações']) {
      expect(nav).toHaveTextContent(label);
    }
    expect(within(nav).getByRole('link', { name: /Aprovações/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /Painel/ })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
  });

  it('links the login frame to sign-up, password recovery and the child login', () => {
    renderAt('/parent/login');
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/parent/signup',
    );
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/parent/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Entrar como filho' })).toHaveAttribute(
      'href',
      '/child/login',
    );
  });

  it('shows its own pt-BR not-found for an unknown parent path', () => {
    renderAt('/parent/nao-existe');
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });

  it('tells the parent when the server cannot be reached (getHealth through the store)', async () => {
    renderAt('/parent/login');
    expect(
      await screen.findByText(
        'Sem conexão com o servidor no momento. Algumas ações podem não funcionar.',
      ),
    ).toBeVisible();
    const [request] = fetchMock.mock.calls[0] ?? [];
    expect(request instanceof Request ? new URL(request.url).pathname : request).toBe(
      '/api/health',
    );
  });
});

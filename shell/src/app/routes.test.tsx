import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@portal/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './routes';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('role chooser (/)', () => {
  it('names the product and shows the three feature tiles', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Mesadinha' })).toBeInTheDocument();
    for (const tile of ['Metas', 'Conquistas', 'Família']) {
      expect(screen.getByRole('heading', { name: tile })).toBeInTheDocument();
    }
    expect(document.title).toBe('Mesadinha');
  });

  it.each([
    ['Conhecer o Mesadinha', '/onboarding'],
    ['Sou Pai/Mãe', '/parent/login'],
    ['Sou Criança', '/child/login'],
  ])('"%s" goes to %s', async (label, target) => {
    // The remote areas cannot load in jsdom; their fallback logs the reason.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByTestId('path')).toHaveTextContent(target);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('privacy policy (/privacidade, issue 41)', () => {
  it('shows the policy without asking for a session, with its title and the LGPD rights', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/privacidade');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeInTheDocument();
    for (const section of [
      'Dados das crianças',
      'Por quanto tempo guardamos',
      'Seus direitos e como exercê-los',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText(/o e-mail da criança é opcional/)).toBeInTheDocument();
    expect(screen.getByText(/Exportar meus dados/)).toBeInTheDocument();
    // Set by an effect after the page commits.
    await waitFor(() => expect(document.title).toBe('Política de Privacidade · Mesadinha'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('session guard in the router', () => {
  it.each(['/', '/onboarding', '/nada-aqui'])('never asks for the session on %s', (path) => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderAt(path);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a parent who opens /child/tasks to /child/login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/me'
          ? Response.json({
              user: { id: 'p', name: 'P', email: 'p@x.y', emailVerified: true, role: 'parent' },
              family: null,
              child: null,
              premiumAccess: true,
            })
          : new Response('not here', { status: 404 }),
      ),
    );
    renderAt('/child/tasks');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/child\/login$/));
  });
});

describe('shell routes', () => {
  it('redirects /welcome to /', () => {
    renderAt('/welcome');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('shows a pt-BR 404 with a way home for unknown paths', async () => {
    renderAt('/nada-aqui');
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('onboarding ends with "Começar" to the sign-up and offers "Fazer Login"', async () => {
    renderAt('/onboarding');
    expect(screen.getByRole('link', { name: 'Fazer Login' })).toHaveAttribute('href', '/');
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    }
    expect(screen.getByText('Conquistas e níveis')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/parent/signup');
  });
});

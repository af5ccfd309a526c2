import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAsChild, renderChildApp, stubBff } from '../../../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
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

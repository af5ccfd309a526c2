import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/router';
import { describe, expect, it, vi } from 'vitest';
import { RemoteApp } from './remote-app';
import type { RemoteAppLoader } from './remote-loader';
import type { RemoteAppProps } from '@portal/contracts/remote-app';

function FakeParentApp({ signOut }: RemoteAppProps) {
  return (
    <div data-remote="parent_app">
      <h1>Entrar</h1>
      <button type="button" onClick={() => void signOut('parent')}>
        Sair
      </button>
    </div>
  );
}

const signOut = vi.fn(async (_role: 'parent' | 'child') => {});

function renderRemote(loader: RemoteAppLoader) {
  return render(
    <MemoryRouter>
      <RemoteApp name="parent_app" loader={loader} appProps={{ signOut }} />
    </MemoryRouter>,
  );
}

describe('RemoteApp', () => {
  it('shows a labelled spinner, then the remote', async () => {
    const loader = vi.fn<RemoteAppLoader>().mockResolvedValue(FakeParentApp);
    renderRemote(loader);
    expect(screen.getByText('Carregando esta área…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('parent_app');
  });

  it("hands the shell's props (signOut) to the remote's root", async () => {
    renderRemote(vi.fn<RemoteAppLoader>().mockResolvedValue(FakeParentApp));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(signOut).toHaveBeenCalledWith('parent');
  });

  it('shows the fallback when loading fails and retries without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn<RemoteAppLoader>()
      .mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'))
      .mockResolvedValueOnce(FakeParentApp);
    renderRemote(loader);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar esta área');
    expect(alert).toHaveTextContent('Verifique sua conexão e tente novamente.');
    expect(screen.queryByRole('heading', { name: 'Entrar' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderRemote(vi.fn<RemoteAppLoader>().mockResolvedValue(Broken));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta área',
    );
  });
});

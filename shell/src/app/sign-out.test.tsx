import { enqueueCompletion, listQueuedCompletions } from '@portal/app-kit/offline';
import { PENDING_SOCIAL_STORAGE_KEY } from '@portal/contracts/remote-app';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@portal/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { useSignOut } from './use-sign-out';

beforeEach(() => {
  sessionStorage.setItem(PENDING_SOCIAL_STORAGE_KEY, JSON.stringify({ provider: 'google' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function stubSignOut(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function AreaWithLogout({ role }: { role: 'parent' | 'child' }) {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut(role)}>
      Sair
    </button>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Voltar
    </button>
  );
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The user came from /antes to the area; sign-out must replace the area in history. */
function renderArea(role: 'parent' | 'child') {
  const area = role === 'parent' ? '/parent/dashboard' : '/child/dashboard';
  render(
    <MemoryRouter initialEntries={['/antes', area]} initialIndex={1}>
      <AppProviders>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path={area} element={<AreaWithLogout role={role} />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('the shell sign-out handed to the remotes', () => {
  it.each([
    ['parent', 'Sessão encerrada com sucesso.'],
    ['child', 'Até logo! Você saiu da conta.'],
  ] as const)('%s: calls the BFF, toasts "%s" and replaces the page with /', async (role, text) => {
    const fetchMock = stubSignOut(async () => Response.json({ success: true }));
    renderArea(role);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));

    expect(await screen.findByText(text)).toBeVisible();
    // Announced politely from the shell's toast region (top centre).
    expect(screen.getByRole('region', { name: 'Notificações' })).toHaveTextContent(text);
    // The navigation renders as a transition: it may land a moment after the toast.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(sessionStorage.getItem(PENDING_SOCIAL_STORAGE_KEY)).toBeNull();

    // History was replaced: going back skips the signed-in page.
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/antes');
  });

  it("empties the service worker's stored API reads once signed out (issue 39)", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    stubSignOut(async () => Response.json({ success: true }));
    renderArea('parent');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await screen.findByText('Sessão encerrada com sucesso.');
    expect(deleted).toEqual(['mesadinha-api']);
  });

  it('keeps them while the user stays signed in (the sign-out failed)', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    stubSignOut(async () => Response.json({ code: 'INTERNAL' }, { status: 500 }));
    renderArea('parent');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await screen.findByRole('alert');
    expect(deleted).toEqual([]);
  });

  it('toasts "Não foi possível sair. Tente novamente." when the BFF answers an error', async () => {
    stubSignOut(async () => Response.json({ code: 'INTERNAL' }, { status: 500 }));
    renderArea('parent');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível sair. Tente novamente.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/parent/dashboard');
  });

  it('toasts "Ocorreu um erro ao sair. Tente novamente." when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubSignOut(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderArea('child');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ocorreu um erro ao sair. Tente novamente.',
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/child/dashboard');
  });

  it("issue 39: empties the child's offline completion queue once signed out", async () => {
    stubSignOut(async () => Response.json({ success: true }));
    await enqueueCompletion({
      idempotencyKey: 'k-1',
      childId: 'child-ana',
      taskId: 't-1',
      queuedAt: Date.now(),
    });
    renderArea('child');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(async () => expect(await listQueuedCompletions()).toEqual([]));
  });

  it('keeps the queue when the sign-out failed (the child is still signed in)', async () => {
    stubSignOut(async () => Response.json({ code: 'INTERNAL' }, { status: 500 }));
    await enqueueCompletion({
      idempotencyKey: 'k-2',
      childId: 'child-ana',
      taskId: 't-2',
      queuedAt: Date.now(),
    });
    renderArea('child');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível sair.');
    expect(await listQueuedCompletions()).toHaveLength(1);
  });
});

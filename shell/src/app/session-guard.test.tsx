import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionGuard } from './session-guard';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Role = 'parent' | 'child' | null;

/** Stubs the network boundary: GET /api/me answers for `role` (401 when null). */
function stubMe(answer: Role | (() => Role | 'network-error' | 'server-error')) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe('/api/me');
    const role = typeof answer === 'function' ? answer() : answer;
    if (role === 'network-error') throw new TypeError('Failed to fetch');
    if (role === 'server-error') return Response.json({ code: 'INTERNAL' }, { status: 500 });
    if (role === null) return Response.json({ code: 'UNAUTHORIZED' }, { status: 401 });
    return Response.json({
      user: { id: 'u1', name: 'X', email: 'x@y.z', emailVerified: true, role },
      family: null,
      child: null,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let goTo: (path: string) => void = () => {};

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => navigate(path);
  }, [navigate]);
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderGuarded(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <SessionGuard>
              <p>área protegida</p>
            </SessionGuard>
          }
        />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location');

describe('SessionGuard', () => {
  it('sends a visitor without a session to the parent login, with the way back', async () => {
    stubMe(null);
    renderGuarded('/parent/dashboard?tab=filhos');
    expect(screen.getByText('Carregando...')).toBeVisible();
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/parent/login?redirectTo=%2Fparent%2Fdashboard%3Ftab%3Dfilhos',
      ),
    );
    expect(screen.getByText('área protegida')).toBeVisible(); // /parent/login is public
  });

  it('sends a child on a parent route to the parent login', async () => {
    stubMe('child');
    renderGuarded('/tasks/create');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/parent/login?redirectTo=%2Ftasks%2Fcreate'),
    );
  });

  it('sends a parent on a child route to the child login', async () => {
    stubMe('parent');
    renderGuarded('/child/tasks');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/child\/login$/));
  });

  it('shows the area to the right role, asking GET /api/me with credentials and no-store', async () => {
    const fetchMock = stubMe('parent');
    renderGuarded('/children/setup');
    expect(await screen.findByText('área protegida')).toBeVisible();
    expect(location()).toHaveTextContent('/children/setup');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({ credentials: 'include', cache: 'no-store' }),
    );
  });

  it.each(['/parent/login', '/parent/signup', '/auth/callback', '/child/login'])(
    'does not ask for the session on the public page %s',
    (path) => {
      const fetchMock = stubMe(null);
      renderGuarded(path);
      expect(screen.getByText('área protegida')).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('asks again on each navigation, so a fresh sign-in is let in and an ended one is not', async () => {
    let role: Role = null;
    const fetchMock = stubMe(() => role);
    renderGuarded('/child/login');
    // The child signs in on the public login page, then the remote navigates.
    role = 'child';
    act(() => goTo('/child/dashboard'));
    expect(await screen.findByText('área protegida')).toBeVisible();
    expect(location()).toHaveTextContent('/child/dashboard');

    // The session ends elsewhere; the next navigation finds out.
    role = null;
    act(() => goTo('/child/goals'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/child\/login$/));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a parent back into the page that sent them to sign in (issue 3 regression)', async () => {
    let role: Role = null;
    stubMe(() => role);
    renderGuarded('/parent/dashboard');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/parent/login?redirectTo=%2Fparent%2Fdashboard'),
    );
    // Signs in on the login page, which then goes back to the same path: a new navigation,
    // so the old "signed out" answer for that path must not bounce them again.
    role = 'parent';
    act(() => goTo('/parent/dashboard'));
    expect(await screen.findByText('área protegida')).toBeVisible();
    expect(location()).toHaveTextContent(/^\/parent\/dashboard$/);
  });

  it('offers a retry when the session cannot be checked', async () => {
    let answer: Role | 'network-error' = 'network-error';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubMe(() => answer);
    renderGuarded('/parent/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível verificar sua sessão',
    );
    answer = 'parent';
    act(() => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    expect(await screen.findByText('área protegida')).toBeVisible();
  });
});

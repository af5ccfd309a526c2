import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@portal/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionGuard } from './session-guard';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Role = 'parent' | 'child' | null;
/** A signed-in role whose family has no premium access (the gate's other half, issue 13). */
type Unpaid = { role: 'parent' | 'child'; premiumAccess: false; age?: number };
type Answer = Role | Unpaid | 'network-error' | 'server-error';

/**
 * Stubs the network boundary: GET /api/me answers for `role` (401 when null), with premium
 * access unless the answer says otherwise. `/api/auth/sign-out` answers 200.
 */
function stubMe(answer: Answer | (() => Answer)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/auth/sign-out') return Response.json({ success: true });
    expect(String(input)).toBe('/api/me');
    const current = typeof answer === 'function' ? answer() : answer;
    if (current === 'network-error') throw new TypeError('Failed to fetch');
    if (current === 'server-error') return Response.json({ code: 'INTERNAL' }, { status: 500 });
    if (current === null) return Response.json({ code: 'UNAUTHORIZED' }, { status: 401 });
    const { role, premiumAccess, age } =
      typeof current === 'string' ? { role: current, premiumAccess: true, age: 10 } : current;
    return Response.json({
      user: { id: 'u1', name: 'X', email: 'x@y.z', emailVerified: true, role },
      family: null,
      child: role === 'child' ? { id: 'c1', name: 'Ana', age: age ?? 10 } : null,
      premiumAccess,
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
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
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
    expect(screen.getByRole('status')).toHaveTextContent('Verificando status da assinatura…');
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
    let answer: Answer = 'network-error';
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

describe('subscription gate (issue 13)', () => {
  it('says it is checking the subscription while a gated path waits for GET /api/me', () => {
    stubMe('parent');
    renderGuarded('/parent/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Verificando status da assinatura…');
    expect(screen.queryByText('área protegida')).not.toBeInTheDocument();
  });

  it('keeps the plain loading text on a signed-in page that is not gated', () => {
    stubMe('parent');
    renderGuarded('/parent/settings');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it.each(['/parent/dashboard', '/tasks/manage', '/tasks/42/edit', '/child/dashboard'])(
    'lets the family with premium access into %s',
    async (path) => {
      stubMe(path.startsWith('/child') ? 'child' : 'parent');
      renderGuarded(path);
      expect(await screen.findByText('área protegida')).toBeVisible();
      expect(location()).toHaveTextContent(path);
    },
  );

  it('sends a parent without access to the billing tab, replacing history, with subscriptionRequired and the way back', async () => {
    stubMe({ role: 'parent', premiumAccess: false });
    renderGuarded('/tasks/manage?filtro=hoje');
    await waitFor(() => expect(location()).toHaveTextContent('/parent/settings?tab=billing'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      subscriptionRequired: true,
      from: '/tasks/manage?filtro=hoje',
    });
    // The settings need a session only: the parent gets there.
    expect(await screen.findByText('área protegida')).toBeVisible();
  });

  it.each(['/parent/settings', '/parent/settings?tab=billing', '/children/setup'])(
    'lets a parent without access open %s (sign-in only)',
    async (path) => {
      stubMe({ role: 'parent', premiumAccess: false });
      renderGuarded(path);
      expect(await screen.findByText('área protegida')).toBeVisible();
      expect(location()).toHaveTextContent(path);
    },
  );

  it('still sends a visitor without a session on a gated path to the login first', async () => {
    stubMe(null);
    renderGuarded('/tasks/approve');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/parent/login?redirectTo=%2Ftasks%2Fapprove'),
    );
  });

  it('shows a child without access the "ask a guardian" page in its age theme, not the settings', async () => {
    stubMe({ role: 'child', premiumAccess: false, age: 14 });
    renderGuarded('/child/tasks');
    expect(
      await screen.findByRole('heading', { name: 'Peça ajuda a um responsável' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'O Mesadinha da sua família está pausado no momento. Peça para um responsável entrar na conta dele e ativar a assinatura.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('área protegida')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/child\/tasks$/);
    const page = screen.getByRole('heading', { name: 'Peça ajuda a um responsável' });
    expect(page.closest('[data-owner="shell"]')).not.toBeNull();
    expect(page.closest('[data-mesa-theme]')).toHaveAttribute('data-mesa-theme', 'teens');
    // The title is set by an effect after the page is drawn: the heading can be found first
    // (it did, on a slow first run in a fresh clone).
    await waitFor(() => expect(document.title).toBe('Peça ajuda a um responsável · Mesadinha'));
  });

  it("signs the child out from that page with the shell's sign-out", async () => {
    const fetchMock = stubMe({ role: 'child', premiumAccess: false });
    renderGuarded('/child/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('asks again on the next navigation: a family that has just paid gets in, and one that lost access does not stay', async () => {
    let premiumAccess = false;
    stubMe(() => ({ role: 'parent', premiumAccess }) as Unpaid);
    renderGuarded('/parent/settings?tab=billing');
    expect(await screen.findByText('área protegida')).toBeVisible();

    // Still unpaid: the dashboard is not shown on the settings' answer while the check runs.
    act(() => goTo('/parent/dashboard'));
    expect(screen.getByRole('status')).toHaveTextContent('Verificando status da assinatura…');
    await waitFor(() => expect(location()).toHaveTextContent('/parent/settings?tab=billing'));

    // Paid (the success page verified the session): the next visit lets the parent in.
    premiumAccess = true;
    act(() => goTo('/parent/dashboard'));
    expect(await screen.findByText('área protegida')).toBeVisible();
    expect(location()).toHaveTextContent(/^\/parent\/dashboard$/);
  });
});

describe('checkout return page (issue 13)', () => {
  it('is public: /assinatura/sucesso renders without asking for the session', () => {
    const fetchMock = stubMe(null);
    renderGuarded('/assinatura/sucesso?session_id=cs_test_1&mode=subscription');
    expect(screen.getByText('área protegida')).toBeVisible();
    expect(location()).toHaveTextContent('/assinatura/sucesso?session_id=cs_test_1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

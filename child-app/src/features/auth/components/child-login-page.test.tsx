import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../../../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FAMILY = 'family-1';
const profiles = {
  familyId: FAMILY,
  profiles: [
    // Extra keys stand for anything a buggy server might add: the schema drops them.
    {
      id: 'c1',
      name: 'Ana',
      username: 'ana',
      age: 10,
      ageGroup: 'kids',
      hasPin: true,
      email: 'ana@familia.com',
      pin: '123456',
    },
    { id: 'c2', name: 'Bruno', username: 'bruno', age: 14, ageGroup: 'teens', hasPin: true },
  ],
};
const noProfiles = { familyId: null, profiles: [] };
const signedIn = { child: meAsChild('Ana', 10).child };

function setup(signIn?: StubAnswer | (() => StubAnswer), deviceProfiles: unknown = profiles) {
  return stubBff({
    'GET /api/device/profiles': { status: 200, body: deviceProfiles },
    'GET /api/health': { status: 200, body: {} },
    ...(signIn ? { 'POST /api/child-auth/sign-in': signIn } : {}),
  });
}

async function openForm() {
  renderChildApp('/child/login');
  await userEvent.click(await screen.findByRole('button', { name: 'Digitar meu usuário' }));
}

describe('child login: profile picker', () => {
  it("shows 'Quem é você?' with one card per child: greeting, age badge, @username", async () => {
    setup();
    const { container } = renderChildApp('/child/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quem é você?' })).toBeVisible();
    const ana = screen.getByRole('button', { name: /Ana/ });
    expect(ana).toHaveTextContent('10 anos · Criança');
    expect(ana).toHaveTextContent('@ana');
    expect(ana).toHaveTextContent('Oba, que bom te ver! 🎉');
    const bruno = screen.getByRole('button', { name: /Bruno/ });
    expect(bruno).toHaveTextContent('14 anos · Adolescente');
    expect(bruno).toHaveTextContent('E aí, tudo certo? 👋');
    // Each card wears its child's age theme.
    expect(ana.closest('[data-mesa-theme]')).toHaveAttribute('data-mesa-theme', 'kids');
    expect(bruno.closest('[data-mesa-theme]')).toHaveAttribute('data-mesa-theme', 'teens');
    // Never a PIN or an e-mail in the page.
    expect(container.textContent).not.toMatch(/123456|ana@familia\.com/);
    expect(container.innerHTML).not.toMatch(/123456|ana@familia\.com/);
    expect(screen.getByRole('link', { name: 'Entrar como responsável' })).toHaveAttribute(
      'href',
      '/parent/login',
    );
  });

  it("'Digitar meu usuário' switches to the username + PIN form in the kids theme", async () => {
    setup();
    await openForm();
    const username = screen.getByLabelText('Nome de usuário');
    expect(username).not.toHaveAttribute('readonly');
    expect(username).toHaveValue('');
    expect(username.closest('[data-mesa-theme]')).toHaveAttribute('data-mesa-theme', 'kids');
    expect(screen.getByLabelText('PIN')).toBeInTheDocument();
  });

  it("a chosen card themes the form with that child's group and sends its family", async () => {
    const seen = setup({ status: 200, body: signedIn });
    renderChildApp('/child/login');
    await userEvent.click(await screen.findByRole('button', { name: /Bruno/ }));

    const username = screen.getByLabelText('Nome de usuário');
    expect(username).toHaveValue('bruno');
    expect(username).toHaveAttribute('readonly');
    expect(username.closest('[data-mesa-theme]')).toHaveAttribute('data-mesa-theme', 'teens');
    expect(screen.getByText('E aí, tudo certo? 👋')).toBeVisible();
    expect(screen.getByText('Bora mandar bem nas tarefas e turbinar suas metas!')).toBeVisible();

    await userEvent.type(screen.getByLabelText('PIN'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/child/dashboard'),
    );
    const signIn = seen.find((request) => request.path === '/api/child-auth/sign-in');
    expect(signIn?.body).toEqual({ username: 'bruno', pin: '654321', familyId: FAMILY });
    expect(signIn?.credentials).toBe('include');
  });

  it('goes back from a chosen card to the picker', async () => {
    setup();
    renderChildApp('/child/login');
    await userEvent.click(await screen.findByRole('button', { name: /Ana/ }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Não é você? Escolher outro perfil' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quem é você?' })).toBeVisible();
  });
});

describe('child login: username + PIN form', () => {
  it('is shown at once when the device knows no family', async () => {
    setup(undefined, noProfiles);
    renderChildApp('/child/login');
    expect(await screen.findByLabelText('Nome de usuário')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Quem é você?' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Escolher outro perfil/ })).toBeNull();
  });

  it('shows the form when the profiles cannot be read', async () => {
    stubBff({});
    renderChildApp('/child/login');
    expect(await screen.findByLabelText('Nome de usuário')).toBeVisible();
    expect(
      await screen.findByText('Sem conexão com o servidor agora. Tente de novo daqui a pouco.'),
    ).toBeVisible();
  });

  it('keeps digits only in the PIN, at most 12 (PINs of 7 to 12 set before issue 37)', async () => {
    setup(undefined, noProfiles);
    renderChildApp('/child/login');
    const pin = await screen.findByLabelText('PIN');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(pin, '12a3-4 5678 90123 45');
    expect(pin).toHaveValue('123456789012');
  });

  it('signs in with a PIN longer than 6 digits', async () => {
    const seen = setup({ status: 200, body: signedIn }, noProfiles);
    renderChildApp('/child/login');
    await userEvent.type(await screen.findByLabelText('Nome de usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('PIN'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(seen.find((request) => request.path === '/api/child-auth/sign-in')?.body).toEqual({
        username: 'ana',
        pin: '12345678',
      }),
    );
  });

  it('validates before calling the BFF: username, PIN required, PIN too short', async () => {
    const seen = setup({ status: 200, body: signedIn }, noProfiles);
    renderChildApp('/child/login');
    const submit = await screen.findByRole('button', { name: 'Entrar' });

    await userEvent.click(submit);
    expect(screen.getByText('Informe seu nome de usuário')).toBeVisible();
    expect(screen.getByText('PIN obrigatório')).toBeVisible();
    expect(screen.getByLabelText('Nome de usuário')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Nome de usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('PIN'), '123');
    await userEvent.click(submit);
    expect(screen.getByText('PIN deve ter pelo menos 6 dígitos')).toBeVisible();
    expect(screen.queryByText('Informe seu nome de usuário')).toBeNull();
    expect(screen.getByLabelText('PIN')).toHaveFocus();

    expect(seen.some((request) => request.path === '/api/child-auth/sign-in')).toBe(false);
  });

  it("trims and lowercases the username, shows 'Entrando...' and goes to the dashboard", async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const seen = setup(() => new Promise((resolve) => (answer = resolve)), noProfiles);
    renderChildApp('/child/login');
    await userEvent.type(await screen.findByLabelText('Nome de usuário'), '  Ana ');
    await userEvent.type(screen.getByLabelText('PIN'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const pending = await screen.findByRole('button', { name: 'Entrando...' });
    expect(pending).toBeDisabled();
    answer({ status: 200, body: signedIn });

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/child/dashboard'),
    );
    const signIn = seen.find((request) => request.path === '/api/child-auth/sign-in');
    // A typed username may belong to any family: no familyId is sent.
    expect(signIn?.body).toEqual({ username: 'ana', pin: '123456' });
  });

  it('announces a wrong PIN, clears the PIN and puts the focus back on it', async () => {
    setup(
      {
        status: 401,
        body: {
          code: 'INVALID_CHILD_CREDENTIALS',
          message: 'Conta não encontrada ou PIN inválido',
        },
      },
      noProfiles,
    );
    renderChildApp('/child/login');
    await userEvent.type(await screen.findByLabelText('Nome de usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('PIN'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Conta não encontrada ou PIN inválido',
    );
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveValue('');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/child/login');
  });

  it.each([
    [
      'a locked account (429)',
      {
        status: 429,
        body: {
          code: 'CHILD_LOCKED',
          message: 'Muitas tentativas. Tente novamente em alguns minutos.',
          retryAfterSeconds: 60,
        },
      },
      'Muitas tentativas. Tente novamente em alguns minutos.',
    ],
    [
      "another family's parent on the device (403)",
      { status: 403, body: { code: 'OTHER_FAMILY', message: 'Outro responsável.' } },
      'Esta conta infantil pertence a outro responsável. Faça login com o responsável correto.',
    ],
    [
      'a server failure (500)',
      { status: 500, body: { code: 'INTERNAL', message: 'Erro interno' } },
      'Não foi possível validar a conta infantil',
    ],
    [
      'a network failure',
      { networkError: true } as const,
      'Não foi possível validar a conta infantil',
    ],
  ])('reports %s', async (_case, answer, message) => {
    setup(answer, noProfiles);
    renderChildApp('/child/login');
    await userEvent.type(await screen.findByLabelText('Nome de usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('PIN'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
  });
});

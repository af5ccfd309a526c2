import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  currentLocation,
  json,
  renderApp,
  stubFetch,
  resetHarness,
} from '../../../test/harness';

afterEach(resetHarness);

const SETUP = 'POST /api/children/setup';
const state = { familyName: 'Souza', monthlyBudget: 40000 };

function cards() {
  return screen.getAllByRole('region', { name: /^Criança \d$/ });
}

function card(index: number) {
  const found = cards()[index];
  if (!found) throw new Error(`no card ${index}`);
  return within(found);
}

async function fillChild(
  user: UserEvent,
  index: number,
  values: { name: string; username: string; age: string; email: string; pin: string },
) {
  const c = card(index);
  await user.type(c.getByLabelText('Nome'), values.name);
  // The name suggested a username (issue 41): the parent types their own.
  await user.clear(c.getByLabelText('Nome de usuário'));
  await user.type(c.getByLabelText('Nome de usuário'), values.username);
  await user.type(c.getByLabelText('Idade'), values.age);
  await user.type(c.getByLabelText('E-mail da criança (opcional)'), values.email);
  await user.type(c.getByLabelText('PIN (6 dígitos)'), values.pin);
}

const CONSENT =
  'Sou o responsável legal e autorizo o uso dos dados desta criança no Mesadinha (tarefas, fotos e mesada), conforme a Política de Privacidade.';

async function tickConsent(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: CONSENT }));
}

function meOf(monthlyBudget: number) {
  return {
    user: { id: 'u1', name: 'Ana', email: 'ana@x.com', emailVerified: true, role: 'parent' },
    family: {
      id: 'f1',
      name: 'Família Souza',
      parentName: 'Ana',
      parentEmail: 'ana@x.com',
      phone: null,
      monthlyBudget,
      subscriptionStatus: 'trialing',
      subscriptionMode: null,
    },
    child: null,
    appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
    premiumAccess: true,
  };
}

function limits() {
  return cards().map((_, index) => card(index).getByLabelText('Limite semanal'));
}

// Typing five cards is slow on a loaded machine.
describe('/children/setup', { timeout: 30_000 }, () => {
  it('without a family from GET /api/me or navigation state, goes to /parent/signup', async () => {
    stubFetch({ 'GET /api/me': () => apiError(401, 'UNAUTHENTICATED') });
    renderApp('/children/setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    expect(currentLocation.value?.pathname).toBe('/parent/signup');
  });

  it('shows the budget and the projection, and prefills the suggested weekly limit by age', async () => {
    stubFetch({});
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Adicionar Filhos' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Orçamento mensal' })).toHaveTextContent('R$ 400,00');
    expect(screen.queryByText('Criança')).toBeNull();
    // R$ 400 ÷ 4 ÷ 1 child × 0.7 (age 10) = R$ 70,00
    await user.type(card(0).getByLabelText('Idade'), '10');
    expect(card(0).getByLabelText('Limite semanal')).toHaveValue('70,00');
    expect(card(0).getByText('Criança')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Projeção do mês' })).toHaveTextContent('R$ 280,00');
    // A second child halves the base: 400 ÷ 4 ÷ 2 × 0.7 = 35 for the first; 16 → × 1.3 = 65
    await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
    await user.type(card(1).getByLabelText('Idade'), '16');
    expect(card(0).getByLabelText('Limite semanal')).toHaveValue('35,00');
    expect(card(1).getByLabelText('Limite semanal')).toHaveValue('65,00');
    expect(card(1).getByText('Jovem')).toBeVisible();
  });

  it('keeps a weekly limit the parent typed instead of the suggestion', async () => {
    stubFetch({});
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    await user.type(card(0).getByLabelText('Limite semanal'), '20');
    await user.type(card(0).getByLabelText('Idade'), '14');
    // Shown in pt-BR once the field is left (ADR 031).
    expect(card(0).getByLabelText('Limite semanal')).toHaveValue('20,00');
    expect(card(0).getByText('Adolescente')).toBeVisible();
  });

  it('disables "Finalizar Configuração" with the alert while the projection exceeds the budget', async () => {
    stubFetch({});
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    const limit = card(0).getByLabelText('Limite semanal');
    await user.type(limit, '150');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A projeção está acima do orçamento. Ajuste os limites semanais.',
    );
    expect(screen.getByRole('button', { name: 'Finalizar Configuração' })).toBeDisabled();
    await user.clear(limit);
    // 100 × 4 = 400: equal to the budget is allowed
    await user.type(limit, '100');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Finalizar Configuração' })).toBeEnabled();
  });

  it('offers "Remover" only with more than one child and hides "Adicionar filho" at 5', async () => {
    stubFetch({});
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
    for (let i = 1; i < 5; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
    }
    expect(cards()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Adicionar filho' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Remover/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Remover Criança 5' }));
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Adicionar filho' })).toHaveFocus();
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getAllByRole('button', { name: /Remover/ })[0]!);
    }
    expect(cards()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
  });

  it('moves focus to the new card when a child is added', async () => {
    stubFetch({});
    renderApp('/children/setup', { state });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Adicionar filho' }));
    await waitFor(() => expect(card(1).getByLabelText('Nome')).toHaveFocus());
  });

  it('shows the spec messages per field on submit (PIN mandatory) and focuses the first', async () => {
    const { calls } = stubFetch({});
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    await user.type(card(0).getByLabelText('Nome de usuário'), 'a!');
    await user.type(card(0).getByLabelText('Idade'), '8');
    await user.type(card(0).getByLabelText('E-mail da criança (opcional)'), 'x@');
    await user.type(card(0).getByLabelText('PIN (6 dígitos)'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
    const c = card(0);
    expect(c.getByLabelText('Nome')).toHaveAccessibleDescription('Nome é obrigatório');
    expect(c.getByLabelText('Nome de usuário')).toHaveAccessibleDescription(
      /Use ao menos 3 caracteres com letras, números, ponto, hífen ou sublinhado/,
    );
    expect(c.getByLabelText('Idade')).toHaveAccessibleDescription(
      'Idade deve estar entre 9 e 18 anos',
    );
    expect(c.getByLabelText('E-mail da criança (opcional)')).toHaveAccessibleDescription(
      /Informe um e-mail válido/,
    );
    expect(c.getByLabelText('Limite semanal')).toHaveAccessibleDescription(
      /Limite semanal é obrigatório/,
    );
    expect(c.getByLabelText('PIN (6 dígitos)')).toHaveAccessibleDescription(
      /PIN deve ter pelo menos 6 dígitos/,
    );
    // The consent of the whole setup, one tick (LGPD art. 14).
    expect(screen.getByText('Confirme a autorização do responsável para continuar.')).toBeVisible();
    await waitFor(() => expect(c.getByLabelText('Nome')).toHaveFocus());
    expect(calls(SETUP)).toHaveLength(0);
  });

  it('flags a username repeated across cards', async () => {
    stubFetch({});
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
    const child = { age: '10', email: 'a@x.com', pin: '123456' };
    await fillChild(user, 0, { ...child, name: 'Bia', username: 'bia' });
    await fillChild(user, 1, { ...child, name: 'Caio', username: 'bia', email: 'c@x.com' });
    await tickConsent(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
    expect(card(1).getByLabelText('Nome de usuário')).toHaveAccessibleDescription(
      /Nome de usuário já está em uso/,
    );
  });

  it('saves every child in one request and lands on the dashboard', async () => {
    const { calls } = stubFetch({
      [SETUP]: () => json({ children: [] }, 201),
      'GET /api/me': () => apiError(401, 'UNAUTHENTICATED'),
    });
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    await fillChild(user, 0, {
      name: 'Bia',
      username: 'Bia.Souza',
      age: '10',
      email: 'Bia@Exemplo.com',
      pin: '123456',
    });
    await tickConsent(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
    expect(await calls(SETUP)[0]?.json()).toEqual({
      monthlyBudget: 40000,
      parentConsent: true,
      children: [
        {
          name: 'Bia',
          username: 'bia.souza',
          age: 10,
          email: 'bia@exemplo.com',
          weeklyLimit: 7000,
          pin: '123456',
        },
      ],
    });
  });

  it("shows the BFF's message, or the spec's generic one, when saving fails", async () => {
    let answer = apiError(409, 'EMAIL_TAKEN', 'E-mail já cadastrado.');
    stubFetch({ [SETUP]: () => answer.clone() });
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    await fillChild(user, 0, {
      name: 'Bia',
      username: 'bia',
      age: '10',
      email: 'bia@x.com',
      pin: '123456',
    });
    await tickConsent(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail já cadastrado.');
    answer = json({}, 502);
    await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Erro ao salvar filhos. Tente novamente.',
      ),
    );
    expect(currentLocation.value?.pathname).toBe('/children/setup');
  });

  it('puts a server field issue under its field', async () => {
    stubFetch({
      [SETUP]: () =>
        json(
          {
            code: 'VALIDATION',
            message: 'Este nome de usuário já está em uso na família.',
            issues: [
              {
                path: ['children', 0, 'username'],
                message: 'Este nome de usuário já está em uso na família.',
              },
            ],
          },
          400,
        ),
    });
    renderApp('/children/setup', { state });
    const user = userEvent.setup();
    await fillChild(user, 0, {
      name: 'Bia',
      username: 'bia',
      age: '10',
      email: 'bia@x.com',
      pin: '123456',
    });
    await tickConsent(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
    await waitFor(() =>
      expect(card(0).getByLabelText('Nome de usuário')).toHaveAccessibleDescription(
        /Este nome de usuário já está em uso na família\./,
      ),
    );
  });

  it('R$ 300 and 5 children: the suggestions are scaled to fit and the parent can finish', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => json(meOf(30000)),
      [SETUP]: () => json({ children: [] }, 201),
    });
    renderApp('/children/setup', { state: { familyName: 'Souza', monthlyBudget: 30000 } });
    const user = userEvent.setup();
    for (let i = 1; i < 5; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
    }
    const ages = ['16', '17', '13', '12', '18'];
    for (const [index, age] of ages.entries()) {
      await fillChild(user, index, {
        name: `Filho ${index + 1}`,
        username: `filho${index + 1}`,
        age,
        email: `filho${index + 1}@x.com`,
        pin: '123456',
      });
    }
    // Unscaled: 20 + 20 + 15 + 11 + 20 = R$ 86 a week, R$ 344 a month: above R$ 300.
    // Scaled by 75/86 and rounded down to whole reais: 17 + 17 + 13 + 9 + 17 = R$ 73.
    expect(limits().map((input) => (input as HTMLInputElement).value)).toEqual([
      '17,00',
      '17,00',
      '13,00',
      '9,00',
      '17,00',
    ]);
    expect(screen.getByRole('region', { name: 'Projeção do mês' })).toHaveTextContent('R$ 292,00');
    expect(screen.queryByRole('alert')).toBeNull();
    await tickConsent(user);
    await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
    const body = (await calls(SETUP)[0]?.json()) as { children: { weeklyLimit: number }[] };
    expect(body.children.map((child) => child.weeklyLimit)).toEqual([1700, 1700, 1300, 900, 1700]);
  });

  it('scales the suggestions around a limit the parent typed, and never changes that one', async () => {
    stubFetch({});
    renderApp('/children/setup', { state: { familyName: 'Souza', monthlyBudget: 30000 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
    await user.type(card(0).getByLabelText('Limite semanal'), '60');
    await user.type(card(0).getByLabelText('Idade'), '16');
    await user.type(card(1).getByLabelText('Idade'), '16');
    // R$ 75 a week minus the R$ 60 typed leaves R$ 15 for the second child (R$ 49 suggested).
    expect(card(0).getByLabelText('Limite semanal')).toHaveValue('60,00');
    expect(card(1).getByLabelText('Limite semanal')).toHaveValue('15,00');
    expect(screen.getByRole('button', { name: 'Finalizar Configuração' })).toBeEnabled();
    // Raising a typed limit past the budget is the parent's choice: the spec's alert says so.
    await user.clear(card(0).getByLabelText('Limite semanal'));
    await user.type(card(0).getByLabelText('Limite semanal'), '70');
    expect(card(1).getByLabelText('Limite semanal')).toHaveValue('15,00');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A projeção está acima do orçamento. Ajuste os limites semanais.',
    );
  });

  it('reads the family from GET /api/me after a reload and resumes the draft without the PINs', async () => {
    stubFetch({ 'GET /api/me': () => json(meOf(40000)) });
    const first = renderApp('/children/setup');
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: 'Orçamento mensal' })).toHaveTextContent(
      'R$ 400,00',
    );
    expect(screen.getByText('Família Souza')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
    await fillChild(user, 0, {
      name: 'Bia',
      username: 'bia',
      age: '10',
      email: 'bia@x.com',
      pin: '123456',
    });
    await user.type(card(1).getByLabelText('Nome'), 'Caio');
    expect(sessionStorage.getItem('mesadinha:family-setup:f1')).not.toContain('123456');
    first.unmount();

    // The reload: no navigation state, the same tab's session storage.
    renderApp('/children/setup');
    expect(await screen.findByRole('region', { name: 'Orçamento mensal' })).toHaveTextContent(
      'R$ 400,00',
    );
    expect(cards()).toHaveLength(2);
    expect(card(0).getByLabelText('Nome')).toHaveValue('Bia');
    expect(card(0).getByLabelText('Nome de usuário')).toHaveValue('bia');
    expect(card(0).getByLabelText('Limite semanal')).toHaveValue('35,00');
    expect(card(0).getByLabelText('PIN (6 dígitos)')).toHaveValue('');
    expect(card(1).getByLabelText('Nome')).toHaveValue('Caio');
    expect(currentLocation.value?.pathname).toBe('/children/setup');
  });

  // Issue 41 item 5: "Adding a child is light".
  describe('the username suggested from the name (issue 41)', () => {
    const CHECK = 'GET /api/children/username-availability';
    const free = (request: Request) => {
      const username = new URL(request.url).searchParams.get('username') ?? '';
      return json({ username, available: true, suggestions: [username, `${username}2`] });
    };

    it('fills the username from the name (no accents, lowercase) and checks it is free', async () => {
      const { calls } = stubFetch({ [CHECK]: free });
      renderApp('/children/setup', { state });
      const user = userEvent.setup();
      await user.type(card(0).getByLabelText('Nome'), 'Lía Souza');
      const username = card(0).getByLabelText('Nome de usuário');
      expect(username).toHaveValue('lia');
      expect(username).toHaveAccessibleDescription(/Sugerido a partir do nome/);
      await waitFor(() => expect(calls(CHECK).length).toBeGreaterThan(0));
      expect(new URL(calls(CHECK).at(-1)!.url).searchParams.get('username')).toBe('lia');
      expect(username).toHaveValue('lia');
    });

    it('stops following the name once the parent types a username, and resumes when it is cleared', async () => {
      stubFetch({ [CHECK]: free });
      renderApp('/children/setup', { state });
      const user = userEvent.setup();
      const name = card(0).getByLabelText('Nome');
      const username = card(0).getByLabelText('Nome de usuário');
      await user.type(name, 'Lia');
      expect(username).toHaveValue('lia');
      await user.clear(username);
      await user.type(username, 'lilica');
      await user.clear(name);
      await user.type(name, 'Theo');
      expect(username).toHaveValue('lilica');
      expect(username).toHaveAccessibleDescription(/Usado para entrar/);
      await user.clear(username);
      await user.type(name, ' Lima');
      expect(username).toHaveValue('theo');
    });

    it('proposes the free variant the BFF answers when the suggestion is taken', async () => {
      stubFetch({
        [CHECK]: () =>
          json({ username: 'lia', available: false, suggestions: ['lia2', 'lia3', 'lia4'] }),
      });
      renderApp('/children/setup', { state });
      const user = userEvent.setup();
      await user.type(card(0).getByLabelText('Nome'), 'Lia Souza');
      const username = card(0).getByLabelText('Nome de usuário');
      await waitFor(() => expect(username).toHaveValue('lia2'));
      expect(username).toHaveAccessibleDescription(/“lia” já está em uso; sugerimos “lia2”/);
    });

    it("skips a username another card holds, also among the BFF's variants", async () => {
      stubFetch({ [CHECK]: free });
      renderApp('/children/setup', { state });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
      await user.type(card(0).getByLabelText('Nome'), 'Lia Souza');
      await user.type(card(1).getByLabelText('Nome'), 'Lia Costa');
      await waitFor(() => expect(card(1).getByLabelText('Nome de usuário')).toHaveValue('lia2'));
      expect(card(0).getByLabelText('Nome de usuário')).toHaveValue('lia');
    });

    it('sends a child without e-mail (null), and the consent links to the policy in a new tab', async () => {
      const { calls } = stubFetch({
        [CHECK]: free,
        'GET /api/me': () => json(meOf(40000)),
        [SETUP]: () => json({ children: [] }, 201),
      });
      renderApp('/children/setup', { state });
      const user = userEvent.setup();
      const email = card(0).getByLabelText('E-mail da criança (opcional)');
      expect(email).toHaveAccessibleDescription(/Pode ficar em branco.*LGPD/);
      await user.type(card(0).getByLabelText('Nome'), 'Lia Souza');
      await user.type(card(0).getByLabelText('Idade'), '10');
      await user.type(card(0).getByLabelText('PIN (6 dígitos)'), '123456');
      const link = screen.getByRole('link', { name: 'Política de Privacidade' });
      expect(link).toHaveAttribute('href', '/privacidade');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleDescription('(abre em nova aba)');
      await tickConsent(user);
      await user.click(screen.getByRole('button', { name: 'Finalizar Configuração' }));
      await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/dashboard'));
      const body = (await calls(SETUP)[0]?.json()) as {
        children: { username: string; email: unknown }[];
      };
      expect(body.children).toEqual([expect.objectContaining({ username: 'lia', email: null })]);
    });
  });
});

import type { Family } from '@portal/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { childFixture } from '../../../test/fixtures';
import {
  apiError,
  currentLocation,
  json,
  renderApp,
  resetHarness,
  stubFetch,
  type RouteHandler,
} from '../../../test/harness';

afterEach(resetHarness);

const FAMILY: Family = {
  id: 'f1',
  name: 'Souza',
  parentName: 'Ana Souza',
  parentEmail: 'ana@x.com',
  phone: null,
  monthlyBudget: 40000,
  subscriptionStatus: 'active',
  subscriptionMode: 'subscription',
  subscriptionIntervalCount: 1,
  subscriptionActivatedAt: '2026-03-01T15:30:00.000Z',
  limits: { maxWeeklySpending: 10000, maxDailyTasks: 5, requirePhotoApproval: true },
  appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
  notifications: {
    taskReminders: true,
    achievementAlerts: true,
    weeklyReports: true,
    goalMilestones: true,
  },
  privacy: { shareProgressWithFamily: true, allowPhotoSharing: true, dataCollection: false },
  hasPassword: true,
};

const CHILDREN = [
  childFixture('c1', 'Bia', { age: 10 }),
  childFixture('c2', 'Caio', { age: 14 }),
  childFixture('c3', 'Duda', { active: false }),
];

function routes(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/family': () => json(FAMILY),
    'GET /api/children': () => json({ children: CHILDREN }),
    // The family's and each child's 'Modo férias' (pause-section.test.tsx): none.
    'GET /api/pauses': () => json({ family: null, children: [] }),
    // Each child's 'Mesada automática' (allowance-section.test.tsx): none.
    ...Object.fromEntries(
      CHILDREN.map((child) => [
        `GET /api/children/${child.id}/allowance`,
        () => json({ allowance: null, nextPayday: null }),
      ]),
    ),
    // Each child's 'Chave Pix' (pix-key-section.test.tsx): none.
    ...Object.fromEntries(
      CHILDREN.map((child) => [
        `GET /api/children/${child.id}/pix-key`,
        () => json({ pixKey: null }),
      ]),
    ),
    ...extra,
  });
}

/** Non-GET requests in the order they were made: "METHOD /path". */
function writes(requests: Request[]): string[] {
  return requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${new URL(request.url).pathname}`);
}

async function bodyOf(requests: Request[], route: string, index = 0): Promise<unknown> {
  const matching = requests.filter(
    (request) => `${request.method} ${new URL(request.url).pathname}` === route,
  );
  return JSON.parse(await matching[index]!.clone().text());
}

function selectedTab(): string | null {
  return screen.getByRole('tab', { selected: true }).textContent;
}

describe('/parent/settings where an e-mail-change link lands (ADR 028, issue 36)', () => {
  it.each([
    [
      '&error=EMAIL_CHANGE_LINK_SUPERSEDED',
      'Este link de troca de e-mail não vale mais: a senha da conta foi trocada, ou um pedido de troca mais novo foi feito, depois que ele foi enviado. Se ainda quiser trocar o e-mail, peça de novo abaixo.',
    ],
    [
      '&error=TOKEN_EXPIRED',
      'Este link de troca de e-mail expirou ou já foi usado. Se ainda quiser trocar o e-mail, peça de novo abaixo.',
    ],
    ['', 'Pronto! O e-mail da conta foi alterado.'],
  ])('says what happened (%s)', async (error, text) => {
    routes();
    renderApp(`/parent/settings?tab=family&emailChanged=1${error}`);
    expect(await screen.findByText(text)).toBeVisible();
    expect(selectedTab()).toBe('Família');
  });
});

describe('/parent/settings tabs', () => {
  it('shows the header, the six tabs in pt-BR and the family tab by default', async () => {
    routes();
    renderApp('/parent/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o Painel dos Pais' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
    expect(await screen.findByText('2 filhos ativos')).toBeVisible();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Família',
      'Filhos',
      'Limites',
      'Notificações',
      'Privacidade',
      'Assinatura',
    ]);
    expect(selectedTab()).toBe('Família');
    expect(screen.getByLabelText('Nome da família')).toHaveValue('Souza');
  });

  it.each([
    ['/parent/settings?tab=limits', undefined, 'Limites'],
    ['/parent/settings?tab=nope', undefined, 'Família'],
    ['/parent/settings', { openTab: 'privacy' }, 'Privacidade'],
    ['/parent/settings', { openTab: 'nope' }, 'Família'],
    ['/parent/settings', { subscriptionRequired: true }, 'Assinatura'],
  ])('opens %s with state %j on %s', async (path, state, label) => {
    routes();
    renderApp(path, { state });
    await screen.findAllByRole('tab');
    expect(selectedTab()).toBe(label);
  });

  it('writes the chosen tab to the URL', async () => {
    routes();
    renderApp('/parent/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Filhos' }));
    expect(selectedTab()).toBe('Filhos');
    expect(currentLocation.value?.search).toBe('?tab=children');
    expect(currentLocation.navigation).toBe('REPLACE');
  });

  it("offers 'Pagar' on each child of the 'Filhos' tab, with the child's balance (issue 40)", async () => {
    routes({
      'GET /api/children/c1/money': () =>
        json({
          available: 1200,
          awaitingApproval: 0,
          inGoals: 0,
          received: 0,
          spent: 0,
          earned: 1200,
        }),
    });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Pagar a Bia' });
    expect(screen.getByRole('button', { name: 'Pagar a Caio' })).toBeVisible();
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Pagar a Bia' });
    expect(await within(dialog).findByText('R$ 12,00')).toBeVisible();
  });

  it('shows the subscription read-only on the billing tab', async () => {
    routes();
    renderApp('/parent/settings?tab=billing');
    const panel = await screen.findByRole('tabpanel');
    // The tab's code loads when it opens (run alone, this test is the first to load it).
    expect(await within(panel).findByText('Ativa')).toBeVisible();
    expect(within(panel).getByText('Assinatura recorrente')).toBeVisible();
    expect(within(panel).getByText(/1 de março de 2026/)).toBeVisible();
  });

  it('offers a retry when the family cannot be loaded', async () => {
    let fail = true;
    routes({
      'GET /api/family': () => (fail ? apiError(500, 'INTERNAL', 'erro') : json(FAMILY)),
    });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    expect(await screen.findByText('Não foi possível carregar as configurações.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nome da família')).toHaveValue('Souza');
  });
});

describe('notifications tab (issue 38)', () => {
  it('says under each toggle what it does, and the quiet hours for the tab', async () => {
    routes();
    renderApp('/parent/settings?tab=notifications');
    const panel = await screen.findByRole('tabpanel');
    const section = await within(panel).findByRole('region', { name: 'Notificações' });
    expect(section).toHaveAccessibleDescription(
      'As crianças não recebem notificações entre 21h e 8h.',
    );
    expect(
      within(panel).getByRole('switch', { name: 'Lembretes de tarefas' }),
    ).toHaveAccessibleDescription(
      'Lembra seu filho às 18h das tarefas do dia e avisa você quando uma tarefa espera aprovação há mais de 24 horas.',
    );
    expect(within(panel).getByRole('switch', { name: 'Conquistas' })).toHaveAccessibleDescription(
      'Avisa você quando seu filho desbloqueia uma conquista.',
    );
    expect(within(panel).getByRole('switch', { name: 'Metas' })).toHaveAccessibleDescription(
      'Avisa você e seu filho quando uma meta chega a 50% e a 100%.',
    );
    expect(
      within(panel).getByRole('switch', { name: 'Relatório semanal' }),
    ).toHaveAccessibleDescription('Envia aos domingos, às 19h, um resumo da semana por e-mail.');
  });
});

describe('children tab', () => {
  it('explains the three limits where they are set: monthly budget, weekly maximum, each child (issue 41)', async () => {
    routes();
    renderApp('/parent/settings?tab=limits');
    const weekly = await screen.findByLabelText('Gasto semanal máximo');
    expect(weekly).toHaveAccessibleDescription(
      'O máximo da família por semana (de domingo a sábado). O card Gastos da semana do Painel dos Pais fica vermelho quando o que os filhos gastaram mais o valor das tarefas criadas na semana passa deste valor. Use 0 para não limitar.',
    );
    expect(screen.getByText('Orçamento mensal de mesada')).toBeVisible();
    const budget = screen.getByText('R$ 400,00');
    expect(budget).toHaveAccessibleDescription(
      'Informado no cadastro da família. Na configuração inicial dos filhos, a soma dos limites semanais × 4 precisa caber nele.',
    );
    await resetHarness();

    routes();
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    const childHint =
      'Quanto você pretende dar a esta criança por semana; somado ao dos irmãos e × 4, é a projeção comparada com o orçamento mensal. Não bloqueia gastos nem tarefas.';
    await user.click(await screen.findByRole('button', { name: 'Editar Bia' }));
    expect(screen.getByLabelText('Limite semanal')).toHaveAccessibleDescription(childHint);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar filho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar filho' });
    expect(within(dialog).getByLabelText('Limite semanal')).toHaveAccessibleDescription(childHint);
  });

  it('validates the new child dialog with the spec texts and sends the child', async () => {
    const { requests } = routes({
      'POST /api/children': () =>
        json(childFixture('c9', 'Nova Criança', { username: 'leo' }), 201),
    });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar filho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar filho' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(await within(dialog).findByText('Informe um nome de usuário.')).toBeVisible();
    // The e-mail is optional (issue 41): nothing to say about a blank one.
    expect(within(dialog).getByLabelText('E-mail da criança (opcional)')).toBeValid();
    expect(within(dialog).getByText('O PIN deve ter pelo menos 6 dígitos.')).toBeVisible();
    expect(within(dialog).getByText('Idade deve estar entre 9 e 18 anos')).toBeVisible();
    expect(
      within(dialog).getByText('Confirme a autorização do responsável para continuar.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Nome de usuário')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Nome de usuário'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(
      await within(dialog).findByText(
        'Use pelo menos 3 caracteres com letras, números, ponto, hífen ou sublinhado.',
      ),
    ).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Nome de usuário'));
    await user.type(within(dialog).getByLabelText('Nome de usuário'), '  BIA ');
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(await within(dialog).findByText('Este nome de usuário já está em uso.')).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Nome de usuário'));
    await user.type(within(dialog).getByLabelText('Nome de usuário'), ' Leo ');
    await user.type(within(dialog).getByLabelText('Idade'), '11');
    await user.type(within(dialog).getByLabelText('E-mail da criança (opcional)'), 'LEO@X.COM');
    await user.type(within(dialog).getByLabelText('Limite semanal'), '15,50');
    await user.type(within(dialog).getByLabelText('PIN'), '12a3-456');
    expect(within(dialog).getByLabelText('PIN')).toHaveValue('123456');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodyOf(requests, 'POST /api/children')).toEqual({
      username: 'leo',
      age: 11,
      email: 'leo@x.com',
      weeklyLimit: '15,50',
      pin: '123456',
      parentConsent: true,
    });
  });

  // Issue 41 item 5: "Adding a child is light".
  it('suggests the username from the name, a free variant when the family has it, and sends no e-mail', async () => {
    const { requests, calls } = routes({
      'GET /api/children/username-availability': (request) => {
        const username = new URL(request.url).searchParams.get('username');
        // 'bia' is the family's (CHILDREN); the BFF proposes what is free everywhere.
        return json({ username, available: false, suggestions: ['bia', 'bia2', 'bia3'] });
      },
      'POST /api/children': () => json(childFixture('c9', 'Bia Lima', { username: 'bia2' }), 201),
    });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar filho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar filho' });
    const username = within(dialog).getByLabelText('Nome de usuário');
    await user.type(within(dialog).getByLabelText('Nome (opcional)'), 'Bia Lima');
    // 'bia' is a child of this family: the name's suggestion skips it at once.
    expect(username).toHaveValue('bia2');
    await waitFor(() =>
      expect(calls('GET /api/children/username-availability')).not.toHaveLength(0),
    );
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(/“bia” já está em uso; sugerimos “bia2”/),
    );
    expect(
      within(dialog).getByLabelText('E-mail da criança (opcional)'),
    ).toHaveAccessibleDescription(/Pode ficar em branco/);
    expect(within(dialog).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await user.type(within(dialog).getByLabelText('Idade'), '10');
    await user.type(within(dialog).getByLabelText('PIN'), '123456');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodyOf(requests, 'POST /api/children')).toEqual({
      name: 'Bia Lima',
      username: 'bia2',
      age: 10,
      pin: '123456',
      parentConsent: true,
    });
  });

  it("shows the BFF's refusal in the dialog", async () => {
    routes({ 'POST /api/children': () => apiError(500, 'INTERNAL', 'boom') });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar filho' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nome de usuário'), 'leo');
    await user.type(within(dialog).getByLabelText('Idade'), '9');
    await user.type(within(dialog).getByLabelText('E-mail da criança (opcional)'), 'leo@x.com');
    await user.type(within(dialog).getByLabelText('PIN'), '123456');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('boom');
  });

  it('disables the add button with a reason at 5 active children', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => childFixture(id, `Filho${id}`));
    routes({ 'GET /api/children': () => json({ children: five }) });
    renderApp('/parent/settings?tab=children');
    const add = await screen.findByRole('button', { name: 'Adicionar filho' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/já tem 5 filhos ativos/);
  });

  it('keeps one row in edit mode at a time and saves an edit (blank PIN kept, blank e-mail none)', async () => {
    const { requests } = routes({
      'PATCH /api/children/c1': () => json(CHILDREN[0]),
    });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Bia' }));
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Editar Caio' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Beatriz');
    await user.type(screen.getByLabelText('Novo PIN (opcional)'), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O PIN deve ter pelo menos 6 dígitos.')).toBeVisible();
    await user.clear(screen.getByLabelText('Novo PIN (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar Caio' })).toBeEnabled());
    expect(await bodyOf(requests, 'PATCH /api/children/c1')).toEqual({
      name: 'Beatriz',
      username: 'bia',
      age: 10,
      email: null,
      weeklyLimit: '35,00',
    });
  });

  it('shows the update failure of an edit', async () => {
    routes({ 'PATCH /api/children/c1': () => apiError(500, 'INTERNAL', '') });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Bia' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('saves the active switch at once', async () => {
    const { requests } = routes({
      'PATCH /api/children/c2': () => json({ ...CHILDREN[1], active: false }),
    });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Caio ativo' }));
    await waitFor(() => expect(writes(requests)).toEqual(['PATCH /api/children/c2']));
    expect(await bodyOf(requests, 'PATCH /api/children/c2')).toEqual({ active: false });
  });

  it('unlocks a locked PIN and deletes a child after confirming what is erased', async () => {
    const locked = childFixture('c1', 'Bia', {
      pinLockedUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const { requests } = routes({
      'GET /api/children': () => json({ children: [locked, CHILDREN[1]] }),
      'POST /api/children/c1/pin-unlock': () => json({ ...locked, pinLockedUntil: null }),
      'DELETE /api/children/c2': () => new Response(null, { status: 204 }),
    });
    renderApp('/parent/settings?tab=children');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desbloquear PIN' }));
    await user.click(screen.getByRole('button', { name: 'Excluir Caio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir Caio?' });
    expect(dialog).toHaveTextContent('fotos, histórico de dinheiro');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir para sempre' }));
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        'POST /api/children/c1/pin-unlock',
        'DELETE /api/children/c2',
      ]),
    );
  });
});

describe('saving settings', () => {
  it('saves family info, password, appearance and limits in that order', async () => {
    const { requests } = routes({
      'PATCH /api/family': () => json(FAMILY),
      'POST /api/account/password': () => new Response(null, { status: 204 }),
      'PUT /api/family/limits': () =>
        json({ ...FAMILY, limits: { ...FAMILY.limits, maxDailyTasks: 2 } }),
    });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Salvar configurações' });
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Nome da família'));
    await user.type(screen.getByLabelText('Nome da família'), 'Souza Lima');
    await user.type(screen.getByLabelText('Senha atual'), 'velha123');
    await user.type(screen.getByLabelText('Nova senha'), 'nova1234');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234');
    await user.selectOptions(screen.getByLabelText('Tema'), 'dark');
    await user.click(screen.getByRole('tab', { name: 'Limites' }));
    await user.clear(screen.getByLabelText('Máximo de tarefas por dia'));
    await user.type(screen.getByLabelText('Máximo de tarefas por dia'), '2');
    expect(screen.getByText('Há alterações não salvas.')).toBeVisible();
    await user.click(save);
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeVisible();
    expect(writes(requests)).toEqual([
      'PATCH /api/family',
      'POST /api/account/password',
      'PATCH /api/family',
      'PUT /api/family/limits',
    ]);
    expect(await bodyOf(requests, 'PATCH /api/family', 0)).toEqual({
      name: 'Souza Lima',
      parentName: 'Ana Souza',
      parentEmail: 'ana@x.com',
      phone: null,
    });
    expect(await bodyOf(requests, 'POST /api/account/password')).toEqual({
      currentPassword: 'velha123',
      newPassword: 'nova1234',
      confirmPassword: 'nova1234',
    });
    expect(await bodyOf(requests, 'PATCH /api/family', 1)).toEqual({
      appearance: { theme: 'dark', language: 'pt-BR', currency: 'BRL' },
    });
    expect(await bodyOf(requests, 'PUT /api/family/limits')).toEqual({
      maxWeeklySpending: '100,00',
      maxDailyTasks: 2,
      requirePhotoApproval: true,
    });
    expect(save).toBeDisabled();
  });

  it("says 'Erro ao salvar aparência' when the appearance fails", async () => {
    routes({ 'PATCH /api/family': () => apiError(500, 'INTERNAL', '') });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Tema'), 'auto');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Erro ao salvar aparência')).toBeVisible();
  });

  it("shows the BFF's message when the family info fails, and cancels changes", async () => {
    routes({ 'PATCH /api/family': () => apiError(409, 'EMAIL_TAKEN', 'E-mail já cadastrado') });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'outra@x.com');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('E-mail já cadastrado')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar alterações' }));
    expect(email).toHaveValue('ana@x.com');
  });

  it('says when a new e-mail waits for its confirmation link, sent with the current password', async () => {
    const { requests } = routes({
      'PATCH /api/family': () => json({ ...FAMILY, pendingParentEmail: 'nova@x.com' }),
    });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'nova@x.com');
    await user.type(screen.getByLabelText('Senha atual (para trocar o e-mail)'), 'velha123');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(
      await screen.findByText(/Enviamos um link de confirmação para nova@x.com/),
    ).toBeVisible();
    expect(email).toHaveValue('ana@x.com');
    expect(await bodyOf(requests, 'PATCH /api/family')).toMatchObject({
      parentEmail: 'nova@x.com',
      currentPassword: 'velha123',
    });
    expect(screen.queryByLabelText('Senha atual (para trocar o e-mail)')).toBeNull();
  });

  it("asks the current password only for a new e-mail, and shows the BFF's issue on it", async () => {
    const message = 'Senha atual incorreta.';
    routes({
      'PATCH /api/family': () =>
        json(
          {
            code: 'CURRENT_PASSWORD_INCORRECT',
            message,
            issues: [{ path: ['currentPassword'], message }],
          },
          400,
        ),
    });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('Senha atual (para trocar o e-mail)')).toBeNull();
    await user.clear(email);
    await user.type(email, ' ANA@x.com ');
    expect(screen.queryByLabelText('Senha atual (para trocar o e-mail)')).toBeNull();
    await user.clear(email);
    await user.type(email, 'nova@x.com');
    const password = screen.getByLabelText('Senha atual (para trocar o e-mail)');
    await user.type(password, 'errada');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(message));
  });

  it('opens the tab of an invalid field', async () => {
    routes();
    renderApp('/parent/settings?tab=limits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Família' }));
    await user.clear(screen.getByLabelText('Nome da família'));
    await user.click(screen.getByRole('tab', { name: 'Limites' }));
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Nome da família é obrigatório')).toBeVisible();
    expect(selectedTab()).toBe('Família');
  });
});

describe('password change', () => {
  it('checks that the new passwords match, then updates and clears the fields', async () => {
    const { requests } = routes({
      'POST /api/account/password': () => new Response(null, { status: 204 }),
    });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Senha atual'), 'velha123');
    await user.type(screen.getByLabelText('Nova senha'), 'nova1234');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra123');
    await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText('As novas senhas não coincidem')).toBeVisible();
    expect(writes(requests)).toEqual([]);
    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234');
    await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText('Senha atualizada com sucesso!')).toBeVisible();
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
    expect(screen.getByLabelText('Nova senha')).toHaveValue('');
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveValue('');
  });

  it("shows 'Senha atual incorreta.' from the BFF", async () => {
    routes({
      'POST /api/account/password': () => apiError(400, 'WRONG_PASSWORD', 'Senha atual incorreta.'),
    });
    renderApp('/parent/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Senha atual'), 'errada1');
    await user.type(screen.getByLabelText('Nova senha'), 'nova1234');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234');
    await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeVisible();
  });
});

describe("'Excluir conta' of a parent without a password (issue 36, ADR 058)", () => {
  it('shows no password field; the button e-mails the link and says where it went', async () => {
    const { requests } = routes({
      'GET /api/family': () => json({ ...FAMILY, hasPassword: false }),
      'POST /api/family/delete-link': () => json({ sentTo: 'ana@x.com', expiresInMinutes: 30 }),
    });
    renderApp('/parent/settings?tab=privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a conta da família?' });
    expect(within(dialog).queryByLabelText('Digite sua senha para confirmar')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar link por e-mail' }));
    expect(
      await within(dialog).findByText(
        "Enviamos um link para ana@x.com. Abra-o em até 30 minutos e toque em 'Excluir' para apagar a conta.",
      ),
    ).toBeVisible();
    expect(writes(requests)).toEqual(['POST /api/family/delete-link']);
  });

  it('a parent with a password still confirms with it', async () => {
    routes();
    renderApp('/parent/settings?tab=privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a conta da família?' });
    expect(within(dialog).getByLabelText('Digite sua senha para confirmar')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Enviar link por e-mail' })).toBeNull();
  });
});

describe('/parent/delete-account, where the e-mailed link opens (ADR 058)', () => {
  it("erases nothing until 'Excluir'; then sends the token and goes to /", async () => {
    const { requests } = routes({
      'POST /api/family/delete/confirm': () => new Response(null, { status: 204 }),
    });
    renderApp('/parent/delete-account?token=abc_123');
    expect(
      await screen.findByRole('heading', { name: 'Excluir a conta da família?' }),
    ).toBeVisible();
    expect(writes(requests)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/'));
    expect(currentLocation.navigation).toBe('REPLACE');
    expect(await bodyOf(requests, 'POST /api/family/delete/confirm')).toEqual({
      token: 'abc_123',
    });
  });

  it("shows the BFF's refusal", async () => {
    const refused =
      'Este link de exclusão não vale mais: ele expirou, já foi usado, foi substituído por um mais novo ou é de outra conta. Peça um novo em Configurações › Privacidade.';
    routes({
      'POST /api/family/delete/confirm': () => apiError(400, 'DELETE_LINK_INVALID', refused),
    });
    renderApp('/parent/delete-account?token=velho');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(refused)).toBeVisible();
    expect(currentLocation.value?.pathname).toBe('/parent/delete-account');
  });

  it('a link without its token says so and cannot erase', async () => {
    routes();
    renderApp('/parent/delete-account');
    expect(await screen.findByText(/Este link de exclusão não vale mais/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeDisabled();
  });
});

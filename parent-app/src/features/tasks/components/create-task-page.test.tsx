import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/router';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, ParentApp } from '../../../test/harness';
import { childFixture, deferred, taskFixture, taskPage } from '../../../test/fixtures';
import {
  apiError,
  currentLocation,
  json,
  networkDown,
  renderApp,
  resetHarness,
  stubFetch,
} from '../../../test/harness';

afterEach(resetHarness);

const CHILDREN = {
  'GET /api/children': () =>
    json({
      children: [
        childFixture('c1', 'Bia'),
        childFixture('c2', 'Caio'),
        childFixture('c3', 'Duda', { active: false }),
      ],
    }),
};
const LIST = { 'GET /api/tasks': () => json(taskPage([])) };

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Título'), '  Arrumar a cama ');
  await user.type(screen.getByLabelText('Valor (R$)'), '5,50');
  await user.selectOptions(screen.getByLabelText('Categoria'), 'Limpeza');
  await user.click(await screen.findByRole('checkbox', { name: 'Bia' }));
}

function family(requirePhotoApproval: boolean) {
  return () =>
    json({
      id: 'f1',
      limits: { maxWeeklySpending: 10000, maxDailyTasks: 5, requirePhotoApproval },
    });
}

describe('/tasks/create', () => {
  it("starts 'Exigir foto como prova' as the family's requirePhotoApproval", async () => {
    stubFetch({ ...CHILDREN, 'GET /api/family': family(true) });
    renderApp('/tasks/create');
    const photo = await screen.findByRole('switch', { name: 'Exigir foto como prova' });
    await waitFor(() => expect(photo).toHaveAttribute('aria-checked', 'true'));
    await userEvent.setup().click(photo);
    expect(photo).toHaveAttribute('aria-checked', 'false');
  });

  it("keeps 'Exigir foto como prova' off when the family cannot be read (404)", async () => {
    const { calls } = stubFetch({
      ...CHILDREN,
      'GET /api/family': () => apiError(404, 'NOT_FOUND', 'Recurso não encontrado.'),
    });
    renderApp('/tasks/create');
    await waitFor(() => expect(calls('GET /api/family')).toHaveLength(1));
    expect(screen.getByRole('switch', { name: 'Exigir foto como prova' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows every field with its defaults and only the active children', async () => {
    stubFetch(CHILDREN);
    renderApp('/tasks/create');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Criar Nova Tarefa' }),
    ).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Bia' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Caio' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Duda' })).toBeNull();
    expect(screen.getByLabelText('Descrição (opcional)')).toHaveValue('');
    expect(screen.getByRole('option', { name: '🧹 Limpeza' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '✨ Outros' })).toBeInTheDocument();
    // One category list for create, edit and filters (issue 12).
    expect(screen.getByRole('option', { name: '🐾 Pets' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '✨ Outro' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Exigir foto como prova' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Exigir aprovação' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText('Data de entrega (opcional)')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Tempo limite (opcional)')).toHaveValue('');
    expect(screen.getByLabelText('Prioridade')).toHaveValue('medium');
    expect(screen.getByRole('option', { name: 'Média' })).toBeInTheDocument();
    // The recurrence type shows only for a recurring task, weekly by default.
    expect(screen.queryByLabelText('Repetição')).toBeNull();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Tarefa recorrente' }));
    expect(screen.getByLabelText('Repetição')).toHaveValue('weekly');
    expect(screen.getByRole('option', { name: 'Diária' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mensal' })).toBeInTheDocument();
  });

  it('shows the spec messages under the fields and sends nothing', async () => {
    const { calls } = stubFetch(CHILDREN);
    renderApp('/tasks/create');
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Bia' });
    await user.type(screen.getByLabelText('Título'), '   ');
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));
    expect(screen.getByText('Título é obrigatório')).toBeVisible();
    expect(screen.getByText('Valor deve ser maior que R$ 0,00')).toBeVisible();
    expect(screen.getByText('Categoria é obrigatória')).toBeVisible();
    expect(screen.getByText('Selecione pelo menos uma criança')).toBeVisible();
    expect(screen.getByLabelText('Título')).toHaveFocus();
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Título é obrigatório');
    // A zero value is refused too; fixing a field clears its message.
    await user.type(screen.getByLabelText('Valor (R$)'), '0,00');
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));
    expect(screen.getByText('Valor deve ser maior que R$ 0,00')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Caio' }));
    expect(screen.queryByText('Selecione pelo menos uma criança')).toBeNull();
    expect(calls('POST /api/tasks')).toHaveLength(0);
  });

  it("sends the form with the value as typed, reads 'Criando...' meanwhile, then goes to /tasks/manage", async () => {
    const answer = deferred<Response>();
    const { calls } = stubFetch({
      ...CHILDREN,
      ...LIST,
      'POST /api/tasks': () => answer.promise,
    });
    renderApp('/tasks/create');
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Descrição (opcional)'), 'Antes da escola');
    await user.click(screen.getByRole('switch', { name: 'Exigir foto como prova' }));
    await user.click(screen.getByRole('switch', { name: 'Tarefa recorrente' }));
    await user.selectOptions(screen.getByLabelText('Repetição'), 'daily');
    await user.type(screen.getByLabelText('Tempo limite (opcional)'), '18:00');
    await user.selectOptions(screen.getByLabelText('Prioridade'), 'high');
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));

    const busy = await screen.findByRole('button', { name: 'Criando...' });
    expect(busy).toBeDisabled();
    const [request] = calls('POST /api/tasks');
    expect(await request?.json()).toEqual({
      title: 'Arrumar a cama',
      description: 'Antes da escola',
      value: '5,50',
      category: 'Limpeza',
      assignedChildren: ['c1'],
      requiresPhoto: true,
      requiresApproval: true,
      recurring: true,
      recurringType: 'daily',
      timeLimit: '18:00',
      priority: 'high',
      assignmentMode: 'each',
    });
    answer.resolve(json(taskFixture('t1', 'Arrumar a cama'), 201));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenciar Tarefas' }),
    ).toBeVisible();
    expect(currentLocation.value?.pathname).toBe('/tasks/manage');
  });

  it("offers 'Para quem fizer primeiro' only for several children (or everyone) and sends it", async () => {
    const { calls } = stubFetch({
      ...CHILDREN,
      ...LIST,
      'POST /api/tasks': () => json(taskFixture('t1', 'Arrumar a cama'), 201),
    });
    renderApp('/tasks/create');
    const user = userEvent.setup();
    const mode = () => screen.queryByRole('switch', { name: 'Para quem fizer primeiro' });
    // No child chosen yet: the task would be for both active children.
    await screen.findByRole('checkbox', { name: 'Bia' });
    expect(mode()).toHaveAttribute('aria-checked', 'false');
    await fillValid(user);
    expect(mode()).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Caio' }));
    expect(mode()).toHaveAccessibleDescription(
      'Só a primeira criança que concluir faz e recebe. Desligado, cada criança faz e recebe a sua.',
    );
    await user.click(mode()!);
    expect(mode()).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/tasks/manage'));
    expect(await calls('POST /api/tasks')[0]?.json()).toMatchObject({
      assignedChildren: ['c1', 'c2'],
      assignmentMode: 'first',
    });
  });

  it('sends no recurrence type when the task is not recurring', async () => {
    const { calls } = stubFetch({
      ...CHILDREN,
      ...LIST,
      'POST /api/tasks': () => json(taskFixture('t1', 'Arrumar a cama'), 201),
    });
    renderApp('/tasks/create');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/tasks/manage'));
    const body = (await calls('POST /api/tasks')[0]?.json()) as Record<string, unknown>;
    expect(body.recurring).toBe(false);
    expect(body).not.toHaveProperty('recurringType');
    expect(body).not.toHaveProperty('dueDate');
    expect(body.priority).toBe('medium');
  });

  it("shows 'Erro ao criar tarefa' with the server's message, or the spec's fallback", async () => {
    let answer: () => Response = () =>
      apiError(400, 'CHILD_NOT_ASSIGNABLE', 'Esta criança não pode receber tarefas.');
    stubFetch({ ...CHILDREN, 'POST /api/tasks': () => answer() });
    renderApp('/tasks/create');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao criar tarefa');
    expect(alert).toHaveTextContent('Esta criança não pode receber tarefas.');
    expect(currentLocation.value?.pathname).toBe('/tasks/create');

    answer = networkDown;
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Ocorreu um erro ao criar a tarefa.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao criar tarefa');
  });

  it("puts the BFF's field issues under their fields", async () => {
    stubFetch({
      ...CHILDREN,
      'POST /api/tasks': () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Dados inválidos.',
            issues: [
              {
                path: ['timeLimit'],
                message: 'O tempo limite deve ter no máximo 40 caracteres.',
              },
            ],
          },
          400,
        ),
    });
    renderApp('/tasks/create');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Criar Tarefa' }));
    expect(
      await screen.findByText('O tempo limite deve ter no máximo 40 caracteres.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Tempo limite (opcional)')).toHaveFocus();
  });

  it('cancel returns to the origin in navigation state', async () => {
    stubFetch({ ...CHILDREN, 'GET /api/me': () => apiError(500, 'X') });
    renderApp('/tasks/create', { state: { from: '/parent/dashboard' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(currentLocation.value?.pathname).toBe('/parent/dashboard');
  });

  it('cancel without an origin or history goes to /tasks/manage; the back button too', async () => {
    stubFetch({ ...CHILDREN, ...LIST });
    renderApp('/tasks/create', { state: { from: 'https://evil.example/' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(currentLocation.value?.pathname).toBe('/tasks/manage');
  });

  it('from "Nova Tarefa" on the manage screen, cancel goes back there', async () => {
    stubFetch({ ...CHILDREN, ...LIST });
    renderApp('/tasks/manage');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova Tarefa' }));
    expect(currentLocation.value?.state).toEqual({ from: '/tasks/manage' });
    const form = screen.getByRole('heading', { level: 1, name: 'Criar Nova Tarefa' });
    expect(form).toBeVisible();
    await user.click(within(document.body).getByRole('button', { name: 'Cancelar' }));
    expect(currentLocation.value?.pathname).toBe('/tasks/manage');
  });

  it('cancel without an origin goes back in history when there is somewhere to go back to', async () => {
    stubFetch({
      ...CHILDREN,
      'GET /api/submissions/pending': () => json({ submissions: [] }),
    });
    render(
      <MemoryRouter initialEntries={['/tasks/approve', '/tasks/create']} initialIndex={1}>
        <ParentApp store={createStore()} />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fila de Aprovação' }),
    ).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { childFixture, taskFixture, taskPage } from '../../../test/fixtures';
import {
  apiError,
  currentLocation,
  json,
  renderApp,
  resetHarness,
  stubFetch,
} from '../../../test/harness';

afterEach(resetHarness);

const TASK = taskFixture('t1', 'Arrumar a cama', {
  description: 'Antes da escola',
  value: 500,
  category: 'Limpeza',
  dueDate: '2026-04-10',
  timeLimit: '30 min',
  requiresPhoto: true,
  assignedChildren: ['c1', 'c3'],
});

const CHILDREN = [
  childFixture('c1', 'Bia', { age: 10, balance: 1250, level: 2 }),
  childFixture('c2', 'Caio', { age: 14, balance: 0, level: 1 }),
  childFixture('c3', 'Duda', { active: false }),
];

function routes(task = TASK) {
  return {
    'GET /api/tasks/t1': () => json(task),
    'GET /api/children': () => json({ children: CHILDREN }),
    'GET /api/tasks': () => json(taskPage([task])),
  };
}

describe('/tasks/{id}/edit', () => {
  it('sends an unknown id to /tasks/manage', async () => {
    stubFetch({
      'GET /api/tasks/nope': () => apiError(404, 'NOT_FOUND', 'Recurso não encontrado.'),
      'GET /api/children': () => json({ children: CHILDREN }),
      'GET /api/tasks': () => json(taskPage([])),
    });
    renderApp('/tasks/nope/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenciar Tarefas' }),
    ).toBeVisible();
    expect(currentLocation.value?.pathname).toBe('/tasks/manage');
    expect(currentLocation.navigation).toBe('REPLACE');
  });

  it('fills the form from the task, with the money input and the active children', async () => {
    stubFetch(routes());
    renderApp('/tasks/t1/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Tarefa' })).toBeVisible();
    expect(await screen.findByLabelText('Nome da tarefa')).toHaveValue('Arrumar a cama');
    expect(screen.getByText('Pendente')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Descrição (opcional)')).toHaveValue('Antes da escola');
    const value = screen.getByLabelText('Valor (R$)');
    // The portal's one money input (issue 12), the amount in pt-BR.
    expect(value).toHaveAttribute('type', 'text');
    expect(value).toHaveAttribute('inputmode', 'decimal');
    expect(value).toHaveValue('5,00');
    expect(screen.getByLabelText('Categoria')).toHaveValue('Limpeza');
    expect(screen.getByRole('option', { name: '🐾 Pets' })).toBeInTheDocument();
    expect(screen.getByLabelText('Data de entrega')).toHaveValue('2026-04-10');
    expect(screen.getByLabelText('Tempo estimado')).toHaveValue('30 min');
    expect(screen.getByRole('switch', { name: 'Exigir foto como prova' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Only active children; an inactive assignee (Duda) is not offered.
    const bia = screen.getByRole('checkbox', { name: 'Bia' });
    expect(bia).toBeChecked();
    expect(bia).toHaveAccessibleDescription('10 anos · Saldo R$ 12,50 · Nível 2');
    expect(screen.getByRole('checkbox', { name: 'Caio' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Duda' })).toBeNull();
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(summary).toHaveTextContent('Valor totalR$ 5,00');
    expect(summary).toHaveTextContent('Crianças atribuídas1');
  });

  it('marks a completed task and warns that changes may affect history', async () => {
    stubFetch(routes({ ...TASK, completed: true, completedAt: '2026-04-10T12:00:00.000Z' }));
    renderApp('/tasks/t1/edit');
    expect(await screen.findByText('Concluída')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Alterações podem afetar o histórico');
  });

  it('offers the estimated-time suggestions and updates the summary with the assignees', async () => {
    stubFetch(routes());
    renderApp('/tasks/t1/edit');
    const user = userEvent.setup();
    await screen.findByLabelText('Nome da tarefa');
    const suggestions = screen.getByRole('group', { name: 'Sugestões de tempo estimado' });
    const labels = within(suggestions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      '15 min',
      '30 min',
      '1 hora',
      '2 horas',
      'Manhã',
      'Tarde',
      'Todo o dia',
    ]);
    await user.click(within(suggestions).getByRole('button', { name: 'Manhã' }));
    expect(screen.getByLabelText('Tempo estimado')).toHaveValue('Manhã');
    expect(within(suggestions).getByRole('button', { name: 'Manhã' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Caio' }));
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(summary).toHaveTextContent('Valor totalR$ 10,00');
    expect(summary).toHaveTextContent('Crianças atribuídas2');
    await user.click(screen.getByRole('checkbox', { name: 'Caio' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bia' }));
    expect(
      screen.getByText(
        'Nenhuma criança selecionada. A tarefa ficará disponível para todas as crianças ativas.',
      ),
    ).toBeVisible();
    expect(summary).toHaveTextContent('Todas as 2 crianças ativas');
  });

  it('validates the name and the value bounds before saving', async () => {
    const { calls } = stubFetch(routes());
    renderApp('/tasks/t1/edit');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nome da tarefa');
    await user.clear(name);
    await user.type(name, '  ');
    const value = screen.getByLabelText('Valor (R$)');
    await user.clear(value);
    await user.type(value, '100.5');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(screen.getByText('Título é obrigatório')).toBeVisible();
    expect(screen.getByText('O valor deve estar entre R$ 0,50 e R$ 100,00')).toBeVisible();
    expect(name).toHaveFocus();
    await user.clear(value);
    await user.type(value, '0.75');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(screen.getByText('O valor deve ser múltiplo de R$ 0,50')).toBeVisible();
    await user.clear(value);
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(screen.getByText('Valor deve ser maior que R$ 0,00')).toBeVisible();
    expect(calls('PATCH /api/tasks/t1')).toHaveLength(0);
  });

  it('saves the changes (value as text, cleared fields as null) and goes to /tasks/manage', async () => {
    const { calls } = stubFetch({
      ...routes(),
      'PATCH /api/tasks/t1': () => json({ ...TASK, title: 'Arrumar o quarto' }),
    });
    renderApp('/tasks/t1/edit');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nome da tarefa');
    await user.clear(name);
    await user.type(name, 'Arrumar o quarto ');
    await user.clear(screen.getByLabelText('Descrição (opcional)'));
    const value = screen.getByLabelText('Valor (R$)');
    await user.clear(value);
    await user.type(value, '7.50');
    await user.tab();
    expect(value).toHaveValue('7,50');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Organização');
    await user.clear(screen.getByLabelText('Data de entrega'));
    await user.click(screen.getByRole('switch', { name: 'Exigir aprovação' }));
    await user.click(screen.getByRole('checkbox', { name: 'Caio' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/tasks/manage'));
    expect(await calls('PATCH /api/tasks/t1')[0]?.json()).toEqual({
      title: 'Arrumar o quarto',
      description: null,
      value: '7,50',
      category: 'Organização',
      dueDate: null,
      timeLimit: '30 min',
      requiresPhoto: true,
      requiresApproval: false,
      assignedChildren: ['c1', 'c2'],
      assignmentMode: 'each',
    });
  });

  it("keeps 'Para quem fizer primeiro' of a task for several children, and sends it turned off", async () => {
    const shared = { ...TASK, assignedChildren: ['c1', 'c2'], assignmentMode: 'first' as const };
    const { calls } = stubFetch({
      ...routes(shared),
      'PATCH /api/tasks/t1': () => json({ ...shared, assignmentMode: 'each' }),
    });
    renderApp('/tasks/t1/edit');
    const user = userEvent.setup();
    const first = await screen.findByRole('switch', { name: 'Para quem fizer primeiro' });
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(first).toHaveAccessibleDescription(/Só a primeira criança que concluir faz e recebe/);
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/tasks/manage'));
    expect(await calls('PATCH /api/tasks/t1')[0]?.json()).toMatchObject({
      assignedChildren: ['c1', 'c2'],
      assignmentMode: 'each',
    });
  });

  it('shows the server message when saving fails', async () => {
    stubFetch({
      ...routes(),
      'PATCH /api/tasks/t1': () =>
        apiError(400, 'CHILD_NOT_ASSIGNABLE', 'Esta criança não pode receber tarefas.'),
    });
    renderApp('/tasks/t1/edit');
    const user = userEvent.setup();
    await screen.findByLabelText('Nome da tarefa');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta criança não pode receber tarefas.',
    );
    expect(currentLocation.value?.pathname).toBe('/tasks/t1/edit');
  });

  it('asks inline before deleting; Cancelar keeps the task, Excluir deletes and goes to /tasks/manage', async () => {
    const { calls } = stubFetch({
      ...routes(),
      'DELETE /api/tasks/t1': () => new Response(null, { status: 204 }),
    });
    renderApp('/tasks/t1/edit');
    const user = userEvent.setup();
    await screen.findByLabelText('Nome da tarefa');
    const trash = screen.getByRole('button', { name: 'Excluir tarefa' });
    await user.click(trash);
    const confirm = screen.getByRole('region', { name: 'Confirmar exclusão' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir esta tarefa?');
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('Tem certeza que deseja excluir esta tarefa?')).toBeNull();
    expect(calls('DELETE /api/tasks/t1')).toHaveLength(0);

    await user.click(trash);
    await user.click(
      within(screen.getByRole('region', { name: 'Confirmar exclusão' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/tasks/manage'));
    expect(calls('DELETE /api/tasks/t1')).toHaveLength(1);
  });
});

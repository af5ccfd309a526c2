import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { childFixture, taskFixture, taskPage } from '../../../test/fixtures';
import {
  currentLocation,
  json,
  renderApp,
  resetHarness,
  stubFetch,
  stubIntersectionObserver,
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

const BED = taskFixture('t1', 'Arrumar a cama', {
  description: 'Antes da escola',
  value: 550,
  requiresPhoto: true,
  dueDate: '2000-01-01',
  timeLimit: '30 min',
  assignedChildren: ['c1', 'c2'],
});
const DISHES = taskFixture('t2', 'Lavar a louça', {
  category: 'Cozinha',
  completed: true,
  completedAt: '2026-03-02T12:00:00.000Z',
  dueDate: '2999-12-31',
});

function rows() {
  return within(screen.getByRole('region', { name: 'Tarefas' })).queryAllByRole('article');
}

function row(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

function query(request: Request | undefined) {
  return Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams);
}

describe('/tasks/manage', () => {
  it('shows the four figures, the count and each row with its badges and assignees', async () => {
    stubFetch({
      ...CHILDREN,
      'GET /api/tasks': () =>
        json(
          taskPage([BED, DISHES], {
            summary: { total: 7, completed: 3, pending: 4, totalValue: 4250 },
          }),
        ),
    });
    renderApp('/tasks/manage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenciar Tarefas' }),
    ).toBeVisible();
    expect(await screen.findByText('Exibindo 2 de 2 tarefa(s)')).toBeVisible();
    const stats = screen.getByRole('region', { name: 'Resumo das tarefas' });
    expect(within(stats).getByRole('region', { name: 'Total' })).toHaveTextContent('7');
    expect(within(stats).getByRole('region', { name: 'Concluídas' })).toHaveTextContent('3');
    expect(within(stats).getByRole('region', { name: 'Pendentes' })).toHaveTextContent('4');
    expect(within(stats).getByRole('region', { name: 'Valor Total' })).toHaveTextContent(
      'R$ 42,50',
    );
    expect(screen.getByRole('link', { name: 'Voltar para o Painel dos Pais' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );

    const bed = row('Arrumar a cama');
    expect(bed.getByText('Pendente')).toBeVisible();
    expect(bed.getByText('Foto obrigatória')).toBeVisible();
    expect(bed.getByText('Atrasada')).toBeVisible();
    expect(bed.getByText('Antes da escola')).toBeVisible();
    expect(bed.getByText('R$ 5,50')).toBeVisible();
    expect(bed.getByText('🧹 Limpeza')).toBeVisible();
    expect(bed.getByText('01/01/2000')).toBeVisible();
    expect(bed.getByText('Tempo: 30 min')).toBeVisible();
    expect(bed.getByText('Para: Bia, Caio')).toBeVisible();

    const dishes = row('Lavar a louça');
    expect(dishes.getByText('Concluída')).toBeVisible();
    expect(dishes.queryByText(/Quem fez/)).toBeNull();
    expect(bed.queryByText('Para quem fizer primeiro')).toBeNull();
    expect(dishes.queryByText('Atrasada')).toBeNull();
    expect(dishes.queryByText('Foto obrigatória')).toBeNull();
    expect(dishes.getByText('Disponível para todas as crianças')).toBeVisible();
    expect(dishes.getByRole('link', { name: 'Ver Lavar a louça' })).toHaveAttribute(
      'href',
      '/tasks/t2/edit',
    );
    expect(dishes.getByRole('link', { name: 'Editar Lavar a louça' })).toHaveAttribute(
      'href',
      '/tasks/t2/edit',
    );
  });

  it('shows who did what on a task for several children, in words, and the first-come badge', async () => {
    const shared = taskFixture('t3', 'Regar a horta', {
      assignedChildren: [],
      completions: [
        {
          childId: 'c1',
          childName: 'Bia',
          status: 'approved',
          completedAt: '2026-03-02T12:00:00.000Z',
        },
        {
          childId: 'c2',
          childName: 'Caio',
          status: 'pending',
          completedAt: '2026-03-02T13:00:00.000Z',
        },
      ],
    });
    const first = taskFixture('t4', 'Levar o lixo', {
      assignmentMode: 'first',
      completions: [
        {
          childId: 'c2',
          childName: 'Caio',
          status: 'rejected',
          completedAt: '2026-03-02T13:00:00.000Z',
        },
      ],
    });
    stubFetch({ ...CHILDREN, 'GET /api/tasks': () => json(taskPage([shared, first])) });
    renderApp('/tasks/manage');
    await screen.findByRole('article', { name: 'Regar a horta' });
    expect(row('Regar a horta').getByText(/^Quem fez:/)).toHaveTextContent(
      'Quem fez: Bia ✓ aprovada · Caio ⏳ aguardando aprovação',
    );
    expect(row('Regar a horta').queryByText('Para quem fizer primeiro')).toBeNull();
    expect(row('Levar o lixo').getByText('Para quem fizer primeiro')).toBeVisible();
    expect(row('Levar o lixo').getByText(/^Quem fez:/)).toHaveTextContent(
      'Quem fez: Caio ✗ rejeitada',
    );
  });

  it('marks a recurring task with 🔁 and says in words how it repeats (issue 41)', async () => {
    const weekly = taskFixture('t5', 'Levar o lixo', { recurring: true, recurringType: 'weekly' });
    const daily = taskFixture('t6', 'Dar água ao gato', {
      recurring: true,
      recurringType: 'daily',
    });
    const once = taskFixture('t7', 'Lavar o carro', { recurring: false, recurringType: null });
    stubFetch({ ...CHILDREN, 'GET /api/tasks': () => json(taskPage([weekly, daily, once])) });
    renderApp('/tasks/manage');
    await screen.findByRole('article', { name: 'Levar o lixo' });

    const mark = row('Levar o lixo').getByText('Repete toda semana');
    expect(mark).toBeVisible();
    // The emoji is decoration: hidden from screen readers, the words carry the meaning.
    const emoji = within(mark).getByText('🔁');
    expect(emoji).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveTextContent('🔁 Repete toda semana');
    expect(row('Dar água ao gato').getByText('Repete todo dia')).toBeVisible();
    expect(row('Lavar o carro').queryByText(/Repete/)).toBeNull();
    expect(row('Lavar o carro').queryByText('🔁')).toBeNull();
  });

  it('shows the empty state when nothing matches', async () => {
    stubFetch({ ...CHILDREN, 'GET /api/tasks': () => json(taskPage([])) });
    renderApp('/tasks/manage');
    expect(await screen.findByRole('heading', { name: 'Nenhuma tarefa encontrada' })).toBeVisible();
    expect(screen.getByText('Tente ajustar os filtros ou criar uma nova tarefa')).toBeVisible();
    expect(screen.getByText('Exibindo 0 de 0 tarefa(s)')).toBeVisible();
  });

  it('searches after a pause and sends the filters (status, category, child or unassigned)', async () => {
    const { calls } = stubFetch({
      ...CHILDREN,
      'GET /api/tasks': () => json(taskPage([BED])),
    });
    renderApp('/tasks/manage');
    const user = userEvent.setup();
    await screen.findByText('Exibindo 1 de 1 tarefa(s)');
    expect(query(calls('GET /api/tasks')[0])).toEqual({ status: 'all', limit: '20' });

    await user.type(screen.getByLabelText('Buscar tarefas'), 'cama');
    await waitFor(() => expect(calls('GET /api/tasks')).toHaveLength(2));
    expect(query(calls('GET /api/tasks')[1])).toMatchObject({ search: 'cama' });

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Pets');
    const child = screen.getByLabelText('Criança');
    expect(
      within(child)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas as crianças', 'Sem atribuição (todas as crianças)', 'Bia', 'Caio']);
    await user.selectOptions(child, 'unassigned');
    await waitFor(() =>
      expect(query(calls('GET /api/tasks').at(-1))).toEqual({
        search: 'cama',
        status: 'completed',
        category: 'Pets',
        childId: 'unassigned',
        limit: '20',
      }),
    );
    await user.selectOptions(child, 'c2');
    await waitFor(() => expect(query(calls('GET /api/tasks').at(-1)).childId).toBe('c2'));
  });

  it("loads the next page with 'Carregar mais' and when the end of the list scrolls into view", async () => {
    const observer = stubIntersectionObserver();
    const all = Array.from({ length: 5 }, (_, i) => taskFixture(`t${i + 1}`, `Tarefa ${i + 1}`));
    const pages: Record<string, ReturnType<typeof taskPage>> = {
      '': taskPage(all.slice(0, 2), { nextCursor: 'p2', total: 5 }),
      p2: taskPage(all.slice(2, 4), { nextCursor: 'p3', total: 5 }),
      p3: taskPage(all.slice(4), { nextCursor: null, total: 5 }),
    };
    const { calls } = stubFetch({
      ...CHILDREN,
      'GET /api/tasks': (request) =>
        json(pages[new URL(request.url).searchParams.get('cursor') ?? '']),
    });
    renderApp('/tasks/manage');
    const user = userEvent.setup();
    expect(await screen.findByText('Exibindo 2 de 5 tarefa(s)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Exibindo 4 de 5 tarefa(s)')).toBeVisible();
    expect(query(calls('GET /api/tasks')[1]).cursor).toBe('p2');

    // The sentinel under the list comes into view: the last page loads, and no button is left.
    observer.intersect();
    expect(await screen.findByText('Exibindo 5 de 5 tarefa(s)')).toBeVisible();
    expect(query(calls('GET /api/tasks')[2]).cursor).toBe('p3');
    expect(rows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('selects rows, shows the bulk bar and deletes the selection after confirming', async () => {
    let tasks = [BED, DISHES, taskFixture('t3', 'Regar as plantas', { category: 'Jardim' })];
    const { calls } = stubFetch({
      ...CHILDREN,
      'GET /api/tasks': () => json(taskPage(tasks)),
      'POST /api/tasks/bulk-delete': async (request) => {
        const { ids } = (await request.json()) as { ids: string[] };
        tasks = tasks.filter((task) => !ids.includes(task.id));
        return json({ deleted: ids.length });
      },
    });
    renderApp('/tasks/manage');
    const user = userEvent.setup();
    await screen.findByText('Exibindo 3 de 3 tarefa(s)');
    expect(screen.queryByText(/selecionada\(s\)/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Arrumar a cama' }));
    expect(screen.getByText('1 tarefa(s) selecionada(s)')).toBeVisible();
    const selectAll = screen.getByRole('checkbox', { name: 'Selecionar todas as exibidas' });
    await user.click(selectAll);
    expect(screen.getByText('3 tarefa(s) selecionada(s)')).toBeVisible();
    await user.click(selectAll);
    expect(screen.queryByText(/selecionada\(s\)/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Arrumar a cama' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Regar as plantas' }));
    const bar = screen.getByRole('region', { name: '2 tarefa(s) selecionada(s)' });
    await user.click(within(bar).getByRole('button', { name: 'Excluir selecionadas' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir tarefas' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir 2 tarefa(s)?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Exibindo 1 de 1 tarefa(s)')).toBeVisible();
    expect(await calls('POST /api/tasks/bulk-delete')[0]?.json()).toEqual({ ids: ['t1', 't3'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/selecionada\(s\)/)).toBeNull();
    expect(rows()).toHaveLength(1);
  });

  it('deletes one row after confirming; Cancelar keeps it', async () => {
    let tasks = [BED, DISHES];
    const { calls } = stubFetch({
      ...CHILDREN,
      'GET /api/tasks': () => json(taskPage(tasks)),
      'DELETE /api/tasks/t2': () => {
        tasks = [BED];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/tasks/manage');
    const user = userEvent.setup();
    await screen.findByText('Exibindo 2 de 2 tarefa(s)');
    await user.click(row('Lavar a louça').getByRole('button', { name: 'Excluir Lavar a louça' }));
    let dialog = screen.getByRole('dialog', { name: 'Excluir tarefa' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir esta tarefa?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls('DELETE /api/tasks/t2')).toHaveLength(0);

    await user.click(row('Lavar a louça').getByRole('button', { name: 'Excluir Lavar a louça' }));
    dialog = screen.getByRole('dialog', { name: 'Excluir tarefa' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exibindo 1 de 1 tarefa(s)')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Lavar a louça' })).toBeNull();
  });

  it('opens the edit screen from a row', async () => {
    stubFetch({
      ...CHILDREN,
      'GET /api/tasks': () => json(taskPage([BED])),
      'GET /api/tasks/t1': () => json(BED),
    });
    renderApp('/tasks/manage');
    const user = userEvent.setup();
    await screen.findByText('Exibindo 1 de 1 tarefa(s)');
    await user.click(screen.getByRole('link', { name: 'Editar Arrumar a cama' }));
    expect(currentLocation.value?.pathname).toBe('/tasks/t1/edit');
    expect(await screen.findByLabelText('Nome da tarefa')).toHaveValue('Arrumar a cama');
  });

  it('says when the list cannot be loaded and retries', async () => {
    let fail = true;
    stubFetch({
      ...CHILDREN,
      'GET /api/tasks': () =>
        fail ? json({ code: 'X', message: 'x' }, 500) : json(taskPage([BED])),
    });
    renderApp('/tasks/manage');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as tarefas.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Exibindo 1 de 1 tarefa(s)')).toBeVisible();
  });
});

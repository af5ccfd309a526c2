import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, meAsParent } from '@portal/app-kit/test';
import { deferred, reviewFixture, submissionFixture } from '../../../test/fixtures';
import {
  apiError,
  json,
  renderApp,
  resetHarness,
  stubFetch,
  stubIntersectionObserver,
} from '../../../test/harness';

beforeEach(() => {
  FakeEventSource.instances = [];
});
afterEach(resetHarness);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const BED = submissionFixture('s1', {
  taskTitle: 'Arrumar a cama',
  childName: 'Bia',
  value: 550,
  category: 'Limpeza',
  taskDescription: 'Antes da escola',
  notes: 'Fiz tudo sozinha!',
  photoUrl: '/api/submissions/s1/photo',
  requiresPhoto: true,
  completedAt: minutesAgo(61),
});
const DISHES = submissionFixture('s2', {
  taskTitle: 'Lavar a louça',
  childName: 'Caio Souza',
  childId: 'c2',
  value: 300,
  category: 'Cozinha',
  requiresPhoto: true,
  photoUrl: null,
  completedAt: minutesAgo(3 * 24 * 60 + 5),
});
const PLANTS = submissionFixture('s3', {
  taskTitle: 'Regar as plantas',
  value: 200,
  category: 'Jardim',
  completedAt: minutesAgo(5),
});

function item(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

function figure(name: string) {
  return screen.getByRole('region', { name });
}

describe('/tasks/approve', () => {
  it("puts the number waiting on the 'Aprovações' tab of the navigation", async () => {
    stubFetch({
      // The badge asks for the queue only when the family has premium access (ADR 034).
      'GET /api/me': () => json(meAsParent('Ana')),
      'GET /api/submissions/pending': () => json({ submissions: [BED, DISHES] }),
      'GET /api/tasks': () =>
        json({
          tasks: [],
          nextCursor: null,
          total: 0,
          summary: { total: 0, completed: 0, pending: 0, totalValue: 0 },
        }),
    });
    renderApp('/tasks/manage');
    const nav = await screen.findByRole('navigation', { name: 'Navegação dos pais' });
    expect(
      await within(nav).findByRole('link', { name: 'Aprovações, 2 pendentes' }),
    ).toHaveAttribute('href', '/tasks/approve');
  });

  it("shows 'Tudo em dia!' when nothing waits", async () => {
    stubFetch({ 'GET /api/submissions/pending': () => json({ submissions: [] }) });
    renderApp('/tasks/approve');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fila de Aprovação' }),
    ).toBeVisible();
    expect(screen.getByText('Revise e aprove as tarefas completadas pelas crianças')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Tudo em dia!' })).toBeVisible();
    expect(screen.getByText('Não há tarefas aguardando aprovação no momento.')).toBeVisible();
    expect(screen.getByText('0 pendentes')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Selecionar todas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para o Painel dos Pais' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
  });

  it('shows each item with its details, relative age, photo and the missing-photo warning', async () => {
    stubFetch({
      'GET /api/submissions/pending': () => json({ submissions: [BED, DISHES, PLANTS] }),
    });
    renderApp('/tasks/approve');
    const bed = await screen.findByRole('article', { name: 'Arrumar a cama' });
    expect(screen.getByText('3 pendentes')).toBeVisible();
    expect(figure('Tarefas pendentes')).toHaveTextContent('3');
    expect(figure('Valor total')).toHaveTextContent('R$ 10,50');
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 0,00');

    const b = within(bed);
    expect(b.getByRole('img', { name: 'Bia' })).toBeVisible();
    expect(b.getByText(/Bia ·/)).toHaveTextContent('Bia · há 1 hora');
    expect(b.getByText('R$ 5,50')).toBeVisible();
    expect(b.getByText('🧹 Limpeza')).toBeVisible();
    expect(b.getByText('Antes da escola')).toBeVisible();
    expect(b.getByText('Fiz tudo sozinha!')).toBeVisible();
    expect(b.getByRole('img', { name: 'Foto de Bia: Arrumar a cama' })).toHaveAttribute(
      'src',
      '/api/submissions/s1/photo',
    );
    expect(b.queryByText('Esta tarefa requer uma foto, mas nenhuma foi enviada.')).toBeNull();

    const dishes = item('Lavar a louça');
    expect(dishes.getByText(/Caio Souza ·/)).toHaveTextContent('há 3 dias');
    expect(dishes.getByRole('alert')).toHaveTextContent(
      'Esta tarefa requer uma foto, mas nenhuma foi enviada.',
    );
    expect(item('Regar as plantas').getByText(/há poucos minutos/)).toBeVisible();
    expect(item('Regar as plantas').queryByRole('alert')).toBeNull();
  });

  it("loads the queue 20 at a time: 'Carregar mais', then the end of the list scrolling into view", async () => {
    const observer = stubIntersectionObserver();
    const all = Array.from({ length: 45 }, (_, i) =>
      submissionFixture(`s${i + 1}`, { taskTitle: `Tarefa ${i + 1}`, value: 100 }),
    );
    const page = (from: number, nextCursor: string | null) => ({
      submissions: all.slice(from, from + 20),
      nextCursor,
      total: 45,
      totalValue: 4500,
    });
    const pages: Record<string, ReturnType<typeof page>> = {
      '': page(0, 'p2'),
      p2: page(20, 'p3'),
      p3: page(40, null),
    };
    const { calls } = stubFetch({
      'GET /api/submissions/pending': (request) =>
        json(pages[new URL(request.url).searchParams.get('cursor') ?? '']),
    });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Tarefas aguardando aprovação' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    // The figures are the whole queue's, not the page's.
    expect(screen.getByText('45 pendentes')).toBeVisible();
    expect(figure('Tarefas pendentes')).toHaveTextContent('45');
    expect(figure('Valor total')).toHaveTextContent('R$ 45,00');

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(40));
    const cursorOf = (request: Request | undefined) =>
      new URL(request?.url ?? 'http://x').searchParams.get('cursor');
    expect(cursorOf(calls('GET /api/submissions/pending').at(-1))).toBe('p2');

    // The sentinel under the list comes into view: the last page loads, and no button is left.
    observer.intersect();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(45));
    expect(cursorOf(calls('GET /api/submissions/pending').at(-1))).toBe('p3');
    expect(screen.getByRole('article', { name: 'Tarefa 45' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('opens the photo full screen and closes it with Escape', async () => {
    stubFetch({ 'GET /api/submissions/pending': () => json({ submissions: [BED] }) });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', {
      name: 'Ver foto de Arrumar a cama em tela cheia',
    });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Foto: Arrumar a cama' });
    expect(
      within(dialog).getByRole('img', { name: 'Foto de Bia: Arrumar a cama' }),
    ).toHaveAttribute('src', '/api/submissions/s1/photo');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('keeps one reason box open at a time; a blank reason cannot be confirmed', async () => {
    let queue = [BED, DISHES];
    const { calls } = stubFetch({
      'GET /api/submissions/pending': () => json({ submissions: queue }),
      'POST /api/submissions/s2/reject': () => {
        queue = [BED];
        return json(reviewFixture('s2', 'rejected'));
      },
    });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Arrumar a cama' });

    await user.click(item('Arrumar a cama').getByRole('button', { name: 'Rejeitar' }));
    const reason = item('Arrumar a cama').getByLabelText('Motivo da rejeição');
    expect(reason).toHaveFocus();
    const confirm = item('Arrumar a cama').getByRole('button', { name: 'Confirmar Rejeição' });
    expect(confirm).toBeDisabled();
    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();
    await user.type(reason, 'Ficou torta');
    expect(confirm).toBeEnabled();

    // Opening another item's box closes the first one (and forgets its text).
    await user.click(item('Lavar a louça').getByRole('button', { name: 'Rejeitar' }));
    expect(screen.getAllByRole('button', { name: 'Confirmar Rejeição' })).toHaveLength(1);
    expect(item('Arrumar a cama').queryByLabelText('Motivo da rejeição')).toBeNull();
    expect(item('Lavar a louça').getByLabelText('Motivo da rejeição')).toHaveValue('');

    await user.click(item('Lavar a louça').getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('button', { name: 'Confirmar Rejeição' })).toBeNull();
    expect(calls('POST /api/submissions/s1/reject')).toHaveLength(0);

    await user.click(item('Lavar a louça').getByRole('button', { name: 'Rejeitar' }));
    await user.type(item('Lavar a louça').getByLabelText('Motivo da rejeição'), '  Sem foto  ');
    await user.click(item('Lavar a louça').getByRole('button', { name: 'Confirmar Rejeição' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Lavar a louça' })).toBeNull(),
    );
    expect(await calls('POST /api/submissions/s2/reject')[0]?.json()).toEqual({
      reason: 'Sem foto',
    });
  });

  it('offers quick reasons above the box: a tap fills or adds to the text, still editable, and it is sent (issue 41)', async () => {
    let queue = [BED];
    const { calls } = stubFetch({
      'GET /api/submissions/pending': () => json({ submissions: queue }),
      'POST /api/submissions/s1/reject': () => {
        queue = [];
        return json(reviewFixture('s1', 'rejected'));
      },
    });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Arrumar a cama' });
    await user.click(item('Arrumar a cama').getByRole('button', { name: 'Rejeitar' }));

    expect(item('Arrumar a cama').getByText('Motivos rápidos')).toBeVisible();
    const quick = within(item('Arrumar a cama').getByRole('group', { name: 'Motivos rápidos' }));
    expect(quick.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'A foto não mostra a tarefa',
      'Faltou terminar',
      'Combinamos outro dia',
    ]);
    const reason = item('Arrumar a cama').getByLabelText('Motivo da rejeição');
    // The chips come before the box in reading and tab order.
    expect(
      quick.getAllByRole('button')[0]!.compareDocumentPosition(reason) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(quick.getByRole('button', { name: 'A foto não mostra a tarefa' }));
    expect(reason).toHaveValue('A foto não mostra a tarefa');
    expect(reason).toHaveFocus();
    const confirm = item('Arrumar a cama').getByRole('button', { name: 'Confirmar Rejeição' });
    expect(confirm).toBeEnabled();

    // From the keyboard: back to a chip, Enter adds it as a new sentence.
    await user.tab({ shift: true });
    expect(quick.getByRole('button', { name: 'Combinamos outro dia' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(reason).toHaveValue('A foto não mostra a tarefa. Faltou terminar');
    // The same chip again does not repeat it.
    await user.click(quick.getByRole('button', { name: 'Faltou terminar' }));
    expect(reason).toHaveValue('A foto não mostra a tarefa. Faltou terminar');

    // The parent edits the text the chips wrote.
    await user.type(reason, ' o quarto.');
    expect(reason).toHaveValue('A foto não mostra a tarefa. Faltou terminar o quarto.');
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Arrumar a cama' })).toBeNull(),
    );
    expect(await calls('POST /api/submissions/s1/reject')[0]?.json()).toEqual({
      reason: 'A foto não mostra a tarefa. Faltou terminar o quarto.',
    });
  });

  it('approves one item, and shows the server message when approving fails', async () => {
    let queue = [BED, PLANTS];
    stubFetch({
      'GET /api/submissions/pending': () => json({ submissions: queue }),
      'POST /api/submissions/s1/approve': () =>
        apiError(409, 'ALREADY_REVIEWED', 'Esta tarefa já foi revisada.'),
      'POST /api/submissions/s3/approve': () => {
        queue = [BED];
        return json(reviewFixture('s3', 'approved'));
      },
    });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Arrumar a cama' });
    await user.click(item('Arrumar a cama').getByRole('button', { name: 'Aprovar' }));
    expect(await item('Arrumar a cama').findByRole('alert')).toHaveTextContent(
      'Esta tarefa já foi revisada.',
    );
    await user.click(item('Regar as plantas').getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Regar as plantas' })).toBeNull(),
    );
    expect(screen.getByText('1 pendente')).toBeVisible();
  });

  it("selects all, approves the selection with 'Aprovar Selecionadas' and reaches 'Tudo em dia!'", async () => {
    let queue = [BED, DISHES, PLANTS];
    const answer = deferred<Response>();
    const { calls } = stubFetch({
      'GET /api/submissions/pending': () => json({ submissions: queue }),
      'POST /api/submissions/bulk-approve': () => answer.promise,
    });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Arrumar a cama' });
    expect(screen.queryByRole('button', { name: 'Aprovar Selecionadas' })).toBeNull();

    await user.click(
      screen.getByRole('checkbox', { name: 'Selecionar Lavar a louça de Caio Souza' }),
    );
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 3,00');
    expect(screen.getByRole('button', { name: 'Aprovar Selecionadas' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Selecionar todas' }));
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 10,50');
    const deselect = screen.getByRole('button', { name: 'Desmarcar todas' });
    await user.click(deselect);
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 0,00');
    await user.click(screen.getByRole('button', { name: 'Selecionar todas' }));

    await user.click(screen.getByRole('button', { name: 'Aprovar Selecionadas' }));
    expect(await screen.findByRole('button', { name: 'Aprovando...' })).toBeDisabled();
    expect(await calls('POST /api/submissions/bulk-approve')[0]?.json()).toEqual({
      ids: ['s1', 's2', 's3'],
    });
    queue = [];
    answer.resolve(json({ approved: ['s1', 's2', 's3'], failed: null }));
    expect(await screen.findByRole('heading', { name: 'Tudo em dia!' })).toBeVisible();
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 0,00');
  });

  it('says which item stopped a bulk approval', async () => {
    let queue = [BED, DISHES];
    stubFetch({
      'GET /api/submissions/pending': () => json({ submissions: queue }),
      'POST /api/submissions/bulk-approve': () => {
        queue = [DISHES];
        return json({
          approved: ['s1'],
          failed: { id: 's2', code: 'ALREADY_REVIEWED', message: 'Esta tarefa já foi revisada.' },
        });
      },
    });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Arrumar a cama' });
    await user.click(screen.getByRole('button', { name: 'Selecionar todas' }));
    await user.click(screen.getByRole('button', { name: 'Aprovar Selecionadas' }));
    expect(await screen.findByText('Esta tarefa já foi revisada.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Arrumar a cama' })).toBeNull(),
    );
    // The one left is still selected; the approved one left the selection.
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 3,00');
  });

  it('prunes the selection live when an item leaves the queue (submissions.changed)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let queue = [BED, DISHES];
    stubFetch({ 'GET /api/submissions/pending': () => json({ submissions: queue }) });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Lavar a louça' });
    await user.click(
      screen.getByRole('checkbox', { name: 'Selecionar Lavar a louça de Caio Souza' }),
    );
    await user.click(item('Lavar a louça').getByRole('button', { name: 'Rejeitar' }));
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 3,00');

    // Another device reviewed it.
    queue = [BED];
    const [source] = FakeEventSource.instances;
    act(() =>
      source?.emit('submissions.changed', {
        type: 'submissions.changed',
        familyId: 'f1',
        childId: 'c2',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Lavar a louça' })).toBeNull(),
    );
    expect(figure('Valor selecionado')).toHaveTextContent('R$ 0,00');
    expect(screen.queryByRole('button', { name: 'Aprovar Selecionadas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar Rejeição' })).toBeNull();
    expect(screen.getByText('1 pendente')).toBeVisible();
  });

  it("lists two children's submissions of one task apart and approves each on its own", async () => {
    const byBia = submissionFixture('s7', {
      taskId: 'shared',
      taskTitle: 'Regar a horta',
      completedAt: minutesAgo(20),
    });
    const byCaio = submissionFixture('s8', {
      taskId: 'shared',
      taskTitle: 'Regar a horta',
      childId: 'c2',
      childName: 'Caio Souza',
      completedAt: minutesAgo(10),
    });
    let queue = [byBia, byCaio];
    const { calls } = stubFetch({
      'GET /api/submissions/pending': () => json({ submissions: queue }),
      'POST /api/submissions/s8/approve': () => {
        queue = [byBia];
        return json(reviewFixture('s8', 'approved'));
      },
    });
    renderApp('/tasks/approve');
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Regar a horta' })).toHaveLength(2),
    );
    // Same title, told apart by who did it (the article's description).
    const byChild = (who: RegExp) =>
      screen.getByRole('article', { name: 'Regar a horta', description: who });
    expect(byChild(/^Bia · há/)).toBeVisible();
    expect(byChild(/^Caio Souza · há/)).toBeVisible();

    await user.click(within(byChild(/^Caio Souza/)).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Regar a horta' })).toHaveLength(1),
    );
    expect(calls('POST /api/submissions/s8/approve')).toHaveLength(1);
    expect(calls('POST /api/submissions/s7/approve')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Regar a horta' })).toHaveAccessibleDescription(
      /^Bia ·/,
    );
  });

  it('says when the queue cannot be loaded', async () => {
    stubFetch({ 'GET /api/submissions/pending': () => apiError(500, 'INTERNAL', 'x') });
    renderApp('/tasks/approve');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a fila de aprovação.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  meAsChild,
  renderChildApp,
  stubBff,
  type SeenRequest,
  type StubAnswer,
} from '../../../test-utils';
import type { ChildTask } from '@portal/contracts/submissions';
import { childTask, childTasksResponse, completeResponse, rejection } from '../test-fixtures';

// The photo library at its boundary: jsdom has no canvas. By default it "resizes" any photo to
// a 3-byte JPEG; a test can make it wait or fail.
const compression = vi.hoisted(() => ({ compress: vi.fn() }));
vi.mock('browser-image-compression', () => ({ default: compression.compress }));

function jpeg(bytes: number, name = 'x.jpg'): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type: 'image/jpeg' }) as unknown as File;
}

// 2026-11-20 12:00 in São Paulo (UTC-3).
const NOW = new Date('2026-11-20T15:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bed = childTask({ id: 't-bed', title: 'Arrumar a cama', value: 500, category: 'Limpeza' });
const reading = childTask({
  id: 't-read',
  title: 'Ler um livro',
  value: 300,
  category: 'Estudos',
  dueDate: '2026-11-19',
});
const plants = childTask({
  id: 't-plants',
  title: 'Regar as plantas',
  value: 200,
  category: 'Jardim',
  dueDate: '2026-11-20',
  timeLimit: '14:30',
});
const car = childTask({
  id: 't-car',
  title: 'Lavar o carro',
  value: 1000,
  category: 'Limpeza',
  dueDate: '2026-11-25',
});
const homework = childTask({
  id: 't-homework',
  title: 'Dever de casa',
  value: 400,
  category: 'Estudos',
  completed: true,
  completedAt: '2026-11-20T13:00:00.000Z',
  submission: { id: 'sub-h', status: 'pending', photoUrl: null },
});
// Sorted as the BFF sends them: incomplete first, then due date, no date last.
const ALL = [reading, plants, car, bed, homework];

/** The BFF's task list for one test: completions change what the next GET returns. */
function tasksServer(initial: ChildTask[], overrides: Parameters<typeof childTasksResponse>[1]) {
  let tasks = [...initial];
  return {
    list: (): StubAnswer => ({ status: 200, body: childTasksResponse(tasks, overrides) }),
    complete(task: ChildTask): StubAnswer {
      const answer = completeResponse(task);
      tasks = tasks.map((item) =>
        item.id === task.id
          ? {
              ...item,
              ...answer.task,
              submission: { id: answer.submission.id, status: 'pending', photoUrl: null },
            }
          : item,
      );
      return { status: 200, body: answer };
    },
  };
}

type Server = ReturnType<typeof tasksServer>;

function setup(
  tasks = ALL,
  extra: (server: Server) => Record<string, StubAnswer | (() => StubAnswer)> = () => ({}),
  overrides: Parameters<typeof childTasksResponse>[1] = {},
): SeenRequest[] {
  const server = tasksServer(tasks, overrides);
  const seen = stubBff({
    'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
    'GET /api/child/tasks': server.list,
    ...extra(server),
  });
  renderChildApp('/child/tasks');
  return seen;
}

const GUARD_MS = 250;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Titles of the task cards on screen, in order. */
function titlesShown(): string[] {
  return screen
    .queryAllByRole('article')
    .map((item) => within(item).getByRole('heading').textContent ?? '');
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

function completions(seen: SeenRequest[]): SeenRequest[] {
  return seen.filter((request) => request.method === 'POST' && request.path.endsWith('/complete'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // What the prepared photo is made of in the page (Node's File, as the fetch stub reads it).
  vi.stubGlobal('File', NodeFile);
  compression.compress.mockReset();
  compression.compress.mockImplementation(async () => jpeg(3));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('child tasks screen', () => {
  it("shows the child's balance, free apart from what waits (issue 41), level and XP", async () => {
    const me = meAsChild('Ana', 10);
    stubBff({
      'GET /api/me': {
        status: 200,
        body: { ...me, child: { ...me.child, balance: 1250, xp: 620, level: 2 } },
      },
      'GET /api/children/child-Ana/goals': {
        status: 200,
        body: { goals: [], savable: 950, awaitingApproval: 300 },
      },
      'GET /api/child/tasks': tasksServer(ALL, {}).list,
    });
    renderChildApp('/child/tasks');
    const progress = await screen.findByRole('region', { name: 'Meu progresso' });
    // The BFF's split, not the whole balance as one figure.
    expect((await within(progress).findByText('Disponível')).closest('p')).toHaveTextContent(
      'Disponível R$ 9,50 · Esperando aprovação R$ 3,00',
    );
    expect(progress).not.toHaveTextContent('R$ 12,50');
    expect(within(progress).getByTestId('child-level')).toHaveTextContent('2');
    expect(within(progress).getByTestId('child-xp')).toHaveTextContent('620');
    // 620 XP is 120 into level 2 (500 per level): 24 %.
    expect(
      within(progress).getByRole('progressbar', { name: 'Progresso até o próximo nível' }),
    ).toHaveAttribute('value', '24');
  });

  it('shows a loading state, then the summary cards and the Hoje tab in server order', async () => {
    setup(ALL, undefined, { monthlyEarnings: 1250 });
    // The screen's code loads lazily first, then its data.
    expect(await screen.findByText('Carregando tarefas...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ler um livro' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Tarefas' })).toBeVisible();

    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(summary).toHaveTextContent('Ganhos do mêsR$ 12,50');
    // 3,00 + 2,00 + 10,00 + 5,00: every incomplete task.
    expect(summary).toHaveTextContent('Ganhos possíveisR$ 20,00');
    expect(summary).toHaveTextContent('Para hoje3');

    expect(screen.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');
    // Overdue, due today, and no due date (counts as due); not the one due on the 25th.
    expect(titlesShown()).toEqual(['Ler um livro', 'Regar as plantas', 'Arrumar a cama']);
  });

  it('moves between the four tabs: Próximas, Pendentes and Concluídas', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Ler um livro' });

    await userEvent.click(screen.getByRole('tab', { name: 'Próximas' }));
    expect(titlesShown()).toEqual(['Lavar o carro']);
    expect(
      within(card('Lavar o carro')).getByRole('button', { name: 'Disponível em 25/11/2026' }),
    ).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Pendentes' }));
    expect(titlesShown()).toEqual([
      'Ler um livro',
      'Regar as plantas',
      'Lavar o carro',
      'Arrumar a cama',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Concluídas' }));
    expect(titlesShown()).toEqual(['Dever de casa']);
    const done = card('Dever de casa');
    expect(within(done).getByRole('button', { name: 'Concluída' })).toBeDisabled();
    expect(within(done).getByText('Aguardando aprovação')).toBeVisible();
  });

  it('shows the empty state of each tab', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'Nenhuma tarefa hoje!' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Próximas' }));
    expect(screen.getByRole('heading', { name: 'Nenhuma tarefa programada' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Pendentes' }));
    expect(screen.getByRole('heading', { name: 'Parabéns!' })).toBeVisible();
    // No task at all: nothing was concluded, and the line under the title does not say so.
    expect(screen.queryByText('Você concluiu todas as tarefas.')).toBeNull();
    expect(
      screen.getByText('Nada para fazer agora. Quando chegar uma tarefa nova, ela aparece aqui.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Concluídas' }));
    expect(screen.getByRole('heading', { name: 'Nenhuma tarefa concluída' })).toBeVisible();
  });

  it("says 'Parabéns!' under Pendentes when every task is done", async () => {
    setup([homework]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Pendentes' }));
    expect(screen.getByRole('heading', { name: 'Parabéns!' })).toBeVisible();
    expect(screen.getByText('Você concluiu todas as tarefas.')).toBeVisible();
  });

  it("filters by the categories present in the list, with 'Todas'", async () => {
    setup();
    await screen.findByRole('heading', { name: 'Ler um livro' });
    const chips = screen.getByRole('group', { name: 'Filtrar por categoria' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Todas', '📚 Estudos', '🌱 Jardim', '🧹 Limpeza']);
    expect(within(chips).getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(chips).getByRole('button', { name: /Limpeza/ }));
    expect(within(chips).getByRole('button', { name: /Limpeza/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(titlesShown()).toEqual(['Arrumar a cama']);
    await userEvent.click(screen.getByRole('tab', { name: 'Pendentes' }));
    expect(titlesShown()).toEqual(['Lavar o carro', 'Arrumar a cama']);

    await userEvent.click(within(chips).getByRole('button', { name: 'Todas' }));
    expect(titlesShown()).toHaveLength(4);
  });

  it("lists rejections as 'Tarefa rejeitada' with the reason or the fallback text", async () => {
    setup(ALL, undefined, {
      rejected: [
        rejection(),
        rejection({
          submissionId: 'sub-rejected-2',
          taskTitle: 'Guardar os brinquedos',
          rejectedAt: '2026-11-18T02:00:00.000Z',
          reason: null,
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Tarefas rejeitadas' });
    const alerts = within(list).getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Tarefa rejeitada');
    expect(alerts[0]).toHaveTextContent('Sua tarefa Lavar a louça foi rejeitada em 19/11/2026.');
    expect(alerts[0]).toHaveTextContent('Motivo: Ficou sujeira na pia');
    // 02:00 UTC on the 18th is still the 17th in São Paulo.
    expect(alerts[1]).toHaveTextContent(
      'Sua tarefa Guardar os brinquedos foi rejeitada em 17/11/2026.',
    );
    expect(alerts[1]).toHaveTextContent('Converse com seu responsável para saber o motivo.');
    expect(alerts[1]).not.toHaveTextContent('Motivo:');
  });

  it("shows each task's category, value, due date and photo marker, and 'Disponível em' with the time", async () => {
    const photoTask = childTask({ id: 't-photo', title: 'Varrer a sala', requiresPhoto: true });
    setup([reading, plants, photoTask]);
    const read = await screen.findByRole('article', { name: 'Ler um livro' });
    expect(read).toHaveTextContent('R$ 3,00');
    expect(read).toHaveTextContent('📚 Estudos');
    expect(read).toHaveTextContent('Prazo: 19/11/2026');
    expect(within(read).getByRole('button', { name: 'Marcar como Feita' })).toBeEnabled();

    expect(
      within(card('Regar as plantas')).getByRole('button', {
        name: 'Disponível em 20/11/2026 14:30',
      }),
    ).toBeDisabled();
    expect(within(card('Varrer a sala')).getByText(/Precisa de foto/)).toBeVisible();
  });

  it('marks a recurring task with 🔁 and says in words how it repeats (issue 41)', async () => {
    const trash = childTask({
      id: 't-trash',
      title: 'Levar o lixo',
      recurring: true,
      recurringType: 'weekly',
    });
    const wardrobe = childTask({
      id: 't-box',
      title: 'Arrumar o armário',
      recurring: true,
      recurringType: 'monthly',
    });
    setup([trash, wardrobe, bed]);
    const weekly = within(await screen.findByRole('article', { name: 'Levar o lixo' })).getByText(
      'Repete toda semana',
    );
    expect(weekly).toBeVisible();
    expect(weekly).toHaveTextContent('🔁 Repete toda semana');
    // The emoji is decoration: hidden from screen readers, the words carry the meaning.
    expect(within(weekly).getByText(/🔁/u)).toHaveAttribute('aria-hidden', 'true');
    expect(within(card('Arrumar o armário')).getByText('Repete todo mês')).toBeVisible();
    expect(card('Arrumar a cama')).not.toHaveTextContent(/Repete|🔁/u);
  });

  it("completes a task: 'Confirmando...' while it runs, then 'Concluída', with an Idempotency-Key", async () => {
    let answer!: () => void;
    const seen = setup(ALL, (server) => ({
      'POST /api/tasks/t-bed/complete': () =>
        new Promise((resolve) => (answer = () => resolve(server.complete(bed) as never))),
    }));
    const nav = screen.getByRole('navigation', { name: 'Navegação da criança' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Tarefas/ })).toHaveAccessibleName(
        'Tarefas, 2 pendentes',
      ),
    );

    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Arrumar a cama' })).getByRole('button', {
        name: 'Marcar como Feita',
      }),
    );
    const busy = within(card('Arrumar a cama')).getByRole('button', { name: 'Confirmando...' });
    expect(busy).toBeDisabled();
    // Optimistic: already out of the counts.
    expect(screen.getByRole('region', { name: 'Resumo' })).toHaveTextContent('Para hoje2');
    expect(within(nav).getByRole('link', { name: /Tarefas/ })).toHaveAccessibleName(
      'Tarefas, 1 pendente',
    );

    const [request] = completions(seen);
    expect(request?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(request?.body).toEqual({});

    answer();
    expect(
      await within(card('Arrumar a cama')).findByRole('button', { name: 'Concluída' }),
    ).toBeDisabled();
    expect(within(card('Arrumar a cama')).getByText('Aguardando aprovação')).toBeVisible();
    expect(completions(seen)).toHaveLength(1);
  });

  it('ignores a double tap: one request for two quick taps', async () => {
    const seen = setup(ALL, (server) => ({
      'POST /api/tasks/t-bed/complete': () => server.complete(bed),
    }));
    const button = within(await screen.findByRole('article', { name: 'Arrumar a cama' })).getByRole(
      'button',
      { name: 'Marcar como Feita' },
    );
    await userEvent.dblClick(button);
    await within(card('Arrumar a cama')).findByRole('button', { name: 'Concluída' });
    expect(completions(seen)).toHaveLength(1);
  });

  it("rolls back and shows the server's message; 'Tentar novamente' reuses the Idempotency-Key", async () => {
    let calls = 0;
    const seen = setup(ALL, (server) => ({
      'POST /api/tasks/t-bed/complete': () => {
        calls += 1;
        // A network failure queues the tap instead (src/app/offline-completions.test.tsx).
        if (calls === 1) return { status: 503 };
        if (calls === 2)
          return {
            status: 409,
            body: { code: 'NOT_AVAILABLE', message: 'Esta tarefa ainda não está disponível.' },
          };
        return server.complete(bed);
      },
    }));
    const find = async () => within(await screen.findByRole('article', { name: 'Arrumar a cama' }));
    await userEvent.click((await find()).getByRole('button', { name: 'Marcar como Feita' }));

    // Server failure: generic text, the task is open again.
    expect(await (await find()).findByRole('alert')).toHaveTextContent(
      'Não foi possível concluir a tarefa. Tente novamente.',
    );
    expect((await find()).getByRole('button', { name: 'Marcar como Feita' })).toBeEnabled();

    // The duplicate-tap guard holds each task for 200 ms after an operation.
    await pause(GUARD_MS);
    await userEvent.click((await find()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await (await find()).findByText('Esta tarefa ainda não está disponível.')).toBeVisible();

    const [first, retry] = completions(seen);
    expect(first?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));

    // A new tap (after the 200 ms guard) is a new operation with a new key.
    await pause(GUARD_MS);
    await userEvent.click((await find()).getByRole('button', { name: 'Marcar como Feita' }));
    expect(await (await find()).findByRole('button', { name: 'Concluída' })).toBeDisabled();
    const third = completions(seen)[2];
    expect(third?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(third?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('opens the camera for a photo task, previews the photo and sends it as multipart', async () => {
    const photoTask = childTask({ id: 't-photo', title: 'Varrer a sala', requiresPhoto: true });
    const seen = setup([photoTask], (server) => ({
      'POST /api/tasks/t-photo/complete': () => server.complete(photoTask),
    }));
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    const taskCard = await screen.findByRole('article', { name: 'Varrer a sala' });
    expect(taskCard).toHaveTextContent('Esta tarefa requer uma foto. Tire uma foto para concluir.');
    const camera = within(taskCard).getByLabelText('Tirar foto da tarefa Varrer a sala');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');

    await userEvent.click(within(taskCard).getByRole('button', { name: 'Marcar como Feita' }));
    expect(click).toHaveBeenCalled();
    expect(completions(seen)).toHaveLength(0);

    const photo = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'foto.jpg', {
      type: 'image/jpeg',
    }) as unknown as File;
    await userEvent.upload(camera, photo);
    expect(
      within(taskCard).getByRole('img', { name: 'Foto da tarefa Varrer a sala' }),
    ).toBeVisible();
    await userEvent.type(
      within(taskCard).getByLabelText('Recado para seu responsável (opcional)'),
      'Ficou limpinha',
    );
    await userEvent.click(within(taskCard).getByRole('button', { name: 'Enviar foto e concluir' }));

    expect(
      await within(card('Varrer a sala')).findByRole('button', { name: 'Concluída' }),
    ).toBeDisabled();
    // Sent: the card no longer asks for a photo.
    await waitFor(() =>
      expect(within(card('Varrer a sala')).queryByText(/Precisa de foto/)).toBeNull(),
    );
    const [request] = completions(seen);
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(request?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(request?.body).toEqual({
      photo: { name: 'foto.jpg', type: 'image/jpeg', size: 3 },
      notes: 'Ficou limpinha',
    });
    // Resized as the plan says before it was shown (issue 39 item 5).
    expect(compression.compress).toHaveBeenCalledWith(
      photo,
      expect.objectContaining({
        maxWidthOrHeight: 1600,
        initialQuality: 0.8,
        fileType: 'image/jpeg',
      }),
    );
  });

  it('issue 39: prepares a 12 MB photo before showing it and sends the small JPEG', async () => {
    const photoTask = childTask({ id: 't-photo', title: 'Varrer a sala', requiresPhoto: true });
    const seen = setup([photoTask], (server) => ({
      'POST /api/tasks/t-photo/complete': () => server.complete(photoTask),
    }));
    let finish: (file: File) => void = () => undefined;
    compression.compress.mockImplementationOnce(
      () => new Promise<File>((resolve) => (finish = resolve)),
    );
    const taskCard = await screen.findByRole('article', { name: 'Varrer a sala' });
    await userEvent.upload(
      within(taskCard).getByLabelText('Tirar foto da tarefa Varrer a sala'),
      jpeg(12 * 1024 * 1024, 'IMG_0042.JPG'),
    );
    expect(
      await within(taskCard).findByRole('button', { name: 'Preparando a foto...' }),
    ).toBeDisabled();
    expect(within(taskCard).queryByRole('button', { name: 'Enviar foto e concluir' })).toBeNull();

    finish(jpeg(300 * 1024));
    await userEvent.click(
      await within(taskCard).findByRole('button', { name: 'Enviar foto e concluir' }),
    );
    await waitFor(() => expect(completions(seen)).toHaveLength(1));
    expect(completions(seen)[0]?.body).toEqual({
      photo: { name: 'IMG_0042.jpg', type: 'image/jpeg', size: 300 * 1024 },
    });
  });

  it('issue 39: sends nothing when the photo cannot be prepared, and prepares it again', async () => {
    const photoTask = childTask({ id: 't-photo', title: 'Varrer a sala', requiresPhoto: true });
    const seen = setup([photoTask], (server) => ({
      'POST /api/tasks/t-photo/complete': () => server.complete(photoTask),
    }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    compression.compress.mockRejectedValueOnce(new Error('decode failed'));
    const taskCard = await screen.findByRole('article', { name: 'Varrer a sala' });
    await userEvent.upload(
      within(taskCard).getByLabelText('Tirar foto da tarefa Varrer a sala'),
      jpeg(8 * 1024 * 1024, 'grande.jpg'),
    );
    expect(await within(taskCard).findByRole('alert')).toHaveTextContent(
      'Não foi possível preparar a foto. Tente novamente ou tire outra.',
    );
    expect(within(taskCard).queryByRole('button', { name: 'Enviar foto e concluir' })).toBeNull();
    expect(completions(seen)).toHaveLength(0);

    await userEvent.click(within(taskCard).getByRole('button', { name: 'Tentar novamente' }));
    await userEvent.click(
      await within(taskCard).findByRole('button', { name: 'Enviar foto e concluir' }),
    );
    await waitFor(() => expect(completions(seen)).toHaveLength(1));
    expect(compression.compress).toHaveBeenCalledTimes(2);
  });

  it('refuses a GIF or a document before sending, and shows a placeholder for a picture it cannot draw', async () => {
    const photoTask = childTask({ id: 't-photo', title: 'Varrer a sala', requiresPhoto: true });
    const seen = setup([photoTask]);
    const taskCard = await screen.findByRole('article', { name: 'Varrer a sala' });
    const camera = within(taskCard).getByLabelText('Tirar foto da tarefa Varrer a sala');
    const gif = new NodeFile([new Uint8Array([0x47, 0x49, 0x46])], 'anima.gif', {
      type: 'image/gif',
    }) as unknown as File;
    await userEvent.upload(camera, gif, { applyAccept: false });
    expect(within(taskCard).getByRole('alert')).toHaveTextContent(
      'Envie uma foto em JPEG, PNG ou WebP.',
    );
    expect(within(taskCard).queryByRole('button', { name: 'Enviar foto e concluir' })).toBeNull();

    const broken = new NodeFile([new Uint8Array([1, 2, 3])], 'quebrada.jpg', {
      type: 'image/jpeg',
    }) as unknown as File;
    await userEvent.upload(camera, broken);
    const preview = within(taskCard).getByRole('img', { name: 'Foto da tarefa Varrer a sala' });
    fireEvent.error(preview);
    expect(within(taskCard).queryByRole('img')).toBeNull();
    expect(within(taskCard).getByText('quebrada.jpg')).toBeVisible();
    expect(completions(seen)).toHaveLength(0);
  });

  it("offers 'Tentar novamente' when the list cannot be loaded", async () => {
    let down = true;
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/child/tasks': () =>
        down ? { networkError: true } : { status: 200, body: childTasksResponse([bed]) },
    });
    renderChildApp('/child/tasks');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as tarefas.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Arrumar a cama' })).toBeVisible();
  });

  it('sends a visitor without a child session to /child/login', async () => {
    stubBff({
      'GET /api/me': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Não autenticado.' } },
      'GET /api/child/tasks': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Não autenticado.' },
      },
      'GET /api/device/profiles': { status: 200, body: { familyId: null, profiles: [] } },
    });
    renderChildApp('/child/tasks');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child/login'));
  });

  it("is themed by the child's age group (14 → teens)", async () => {
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Bruno', 14) },
      'GET /api/child/tasks': { status: 200, body: childTasksResponse([bed]) },
    });
    const { container } = renderChildApp('/child/tasks');
    await screen.findByRole('heading', { name: 'Arrumar a cama' });
    await waitFor(() =>
      expect(container.querySelector('[data-remote="child_app"]')).toHaveAttribute(
        'data-mesa-theme',
        'teens',
      ),
    );
  });
});

describe('child tasks screen over time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-20T17:29:30.000Z')); // 14:29:30 in São Paulo
  });

  it('unlocks a task when its time comes (the clock is re-read every 60 s)', async () => {
    setup([plants]);
    const button = await within(
      await screen.findByRole('article', { name: 'Regar as plantas' }),
    ).findByRole('button', {
      name: 'Disponível em 20/11/2026 14:30',
    });
    expect(button).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(
      within(card('Regar as plantas')).getByRole('button', { name: 'Marcar como Feita' }),
    ).toBeEnabled();
  });
});

describe('child tasks and the event stream', () => {
  it('re-reads the list when the BFF announces tasks.changed', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      constructor(public url: string) {
        super();
        sources.push(this);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let calls = 0;
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/child/tasks': () => {
        calls += 1;
        return { status: 200, body: childTasksResponse(calls === 1 ? [bed] : [bed, car]) };
      },
    });
    renderChildApp('/child/tasks');
    await screen.findByRole('heading', { name: 'Arrumar a cama' });
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]?.url).toBe('/api/events');

    act(() => {
      sources[0]?.dispatchEvent(new Event('tasks.changed'));
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Próximas' }));
    expect(await screen.findByRole('heading', { name: 'Lavar o carro' })).toBeVisible();
  });
});

describe('child tasks for several children (ADR 024)', () => {
  const sibling = {
    childId: 'child-Bruno',
    childName: 'Bruno',
    status: 'pending' as const,
    completedAt: '2026-11-20T13:00:00.000Z',
  };

  it("keeps open a task a brother did; 'Outra criança fez primeiro' for a first-come one he took", async () => {
    const shared = childTask({
      id: 't-shared',
      title: 'Regar a horta',
      assignedChildren: [],
      completions: [sibling],
    });
    const taken = childTask({
      id: 't-taken',
      title: 'Levar o lixo',
      assignmentMode: 'first',
      completed: true,
      completedAt: sibling.completedAt,
      completions: [sibling],
    });
    const mine = childTask({
      id: 't-mine',
      title: 'Guardar a roupa',
      assignmentMode: 'first',
      completed: true,
      completedAt: '2026-11-20T14:00:00.000Z',
      submission: { id: 'sub-mine', status: 'approved', photoUrl: null },
    });
    setup([shared, taken, mine]);
    expect(
      within(await screen.findByRole('article', { name: 'Regar a horta' })).getByRole('button', {
        name: 'Marcar como Feita',
      }),
    ).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Concluídas' }));
    const lost = within(await screen.findByRole('article', { name: 'Levar o lixo' }));
    expect(lost.getByRole('button', { name: 'Outra criança fez primeiro' })).toBeDisabled();
    expect(lost.queryByRole('button', { name: 'Concluída' })).toBeNull();
    expect(
      within(card('Guardar a roupa')).getByRole('button', { name: 'Concluída' }),
    ).toBeDisabled();
  });

  it("drops the 'Tarefa rejeitada' alert of a task as soon as the child completes it again", async () => {
    const redo = childTask({
      id: 't-redo',
      title: 'Arrumar a cama',
      submission: { id: 'sub-old', status: 'rejected', photoUrl: null },
    });
    const alert = rejection({
      submissionId: 'sub-old',
      taskId: 't-redo',
      taskTitle: 'Arrumar a cama',
    });
    const other = rejection({ submissionId: 'sub-other', taskId: 't-gone', taskTitle: 'Apagada' });
    let done = false;
    let answer!: () => void;
    stubBff({
      'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
      'GET /api/child/tasks': () => ({
        status: 200,
        body: childTasksResponse(
          [
            done
              ? {
                  ...redo,
                  completed: true,
                  submission: { id: 'sub-new', status: 'pending', photoUrl: null },
                }
              : redo,
          ],
          { rejected: done ? [other] : [alert, other] },
        ),
      }),
      'POST /api/tasks/t-redo/complete': () =>
        new Promise((resolve) => {
          answer = () => {
            done = true;
            resolve({ status: 200, body: completeResponse(redo) } as never);
          };
        }),
    });
    renderChildApp('/child/tasks');
    const list = await screen.findByRole('list', { name: 'Tarefas rejeitadas' });
    expect(within(list).getAllByRole('alert')).toHaveLength(2);
    await userEvent.click(
      within(card('Arrumar a cama')).getByRole('button', { name: 'Marcar como Feita' }),
    );
    // Gone at once (optimistic), the other task's alert stays.
    expect(within(list).getAllByRole('alert')).toHaveLength(1);
    expect(list).toHaveTextContent('Sua tarefa Apagada foi rejeitada');
    answer();
    expect(
      await within(card('Arrumar a cama')).findByRole('button', { name: 'Concluída' }),
    ).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Tarefas rejeitadas' })).not.toHaveTextContent(
      'Sua tarefa Arrumar a cama',
    );
  });
});

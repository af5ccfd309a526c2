import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@portal/contracts';
import {
  meAsChild,
  renderChildApp,
  stubBff,
  type SeenRequest,
  type StubAnswer,
} from '../../../test-utils';
import { goalFixture, goalMutation } from '../test-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GOALS = '/api/children/child-Ana/goals';

function meWithBalance(balance: number) {
  const me = meAsChild('Ana', 10);
  return { ...me, child: { ...me.child, balance } };
}

const bike = goalFixture({
  id: 'g-bike',
  title: 'Bicicleta',
  targetAmount: 3000,
  currentAmount: 500,
});
const book = goalFixture({
  id: 'g-book',
  title: 'Livro de piratas',
  targetAmount: 4000,
  currentAmount: 1000,
});
const ball = goalFixture({
  id: 'g-ball',
  title: 'Bola de futebol',
  targetAmount: 2000,
  currentAmount: 2000,
  completedAt: '2026-11-19T15:00:00.000Z',
});

function setup(
  goals: Goal[],
  balance: number,
  extra: Record<string, StubAnswer | (() => StubAnswer)> = {},
  savable = balance,
): SeenRequest[] {
  const seen = stubBff({
    'GET /api/me': { status: 200, body: meWithBalance(balance) },
    [`GET ${GOALS}`]: {
      status: 200,
      body: { goals, savable, awaitingApproval: balance - savable },
    },
    ...extra,
  });
  renderChildApp('/child/goals');
  return seen;
}

function requests(seen: SeenRequest[], method: string, path: string) {
  return seen.filter((request) => request.method === method && request.path === path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('child goals screen', () => {
  it('shows the plan figures of the active goals and the finished goals with their date', async () => {
    setup([bike, book, ball], 1500);
    const summary = await screen.findByRole('region', { name: 'Resumo do plano' });
    const figure = (name: string) =>
      within(summary).getByText(name).closest('div')?.querySelector('dd')?.textContent;
    expect(figure('Total guardado')).toBe('R$ 15,00');
    expect(figure('Total das metas')).toBe('R$ 70,00');
    expect(figure('Falta guardar')).toBe('R$ 55,00');
    expect(figure('Metas ativas')).toBe('2');
    expect(within(summary).getByRole('progressbar', { name: 'Progresso geral' })).toHaveAttribute(
      'aria-valuenow',
      '21',
    );
    const finished = screen.getByRole('region', { name: 'Metas concluídas' });
    expect(within(finished).getByRole('article', { name: 'Bola de futebol' })).toHaveTextContent(
      'Concluída em 19/11/2026',
    );
    const active = screen.getByRole('region', { name: 'Metas ativas' });
    expect(
      within(active)
        .getAllByRole('article')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Bicicleta', 'Livro de piratas']);
  });

  it('keeps rewards still waiting for review out of the quick deposits, and says so', async () => {
    setup([bike], 1500, {}, 500);
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    expect(
      within(card).getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' }),
    ).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Guardar R$ 10,00 em Bicicleta' }),
    ).toBeDisabled();
    expect(
      screen.getByText(
        'O dinheiro esperando aprovação ainda não pode ir para uma meta. Você poderá guardá-lo depois que o responsável aprovar.',
      ),
    ).toBeInTheDocument();
    // Issue 41: the plan shows the balance split, each figure once.
    const plan = screen.getByRole('region', { name: 'Resumo do plano' });
    expect(within(plan).getByText('Disponível').closest('p')).toHaveTextContent(
      'Disponível R$ 5,00 · Esperando aprovação R$ 10,00',
    );
  });

  it('disables the quick deposits above the balance and sends one Idempotency-Key per tap', async () => {
    let deposits = 0;
    const seen = setup([bike], 1500, {
      'POST /api/goals/g-bike/deposit': () => {
        deposits += 1;
        return {
          status: 200,
          body: goalMutation({ ...bike, currentAmount: 500 + deposits * 500 }),
        };
      },
    });
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    expect(
      within(card).getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' }),
    ).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Guardar R$ 10,00 em Bicicleta' }),
    ).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Guardar R$ 20,00 em Bicicleta' }),
    ).toBeDisabled();
    expect(
      within(card).getByRole('button', { name: 'Guardar R$ 50,00 em Bicicleta' }),
    ).toBeDisabled();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' }),
    );
    await waitFor(() =>
      expect(requests(seen, 'POST', '/api/goals/g-bike/deposit')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' }),
      ).toBeEnabled(),
    );
    await userEvent.click(
      within(card).getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' }),
    );
    await waitFor(() =>
      expect(requests(seen, 'POST', '/api/goals/g-bike/deposit')).toHaveLength(2),
    );
    const [first, second] = requests(seen, 'POST', '/api/goals/g-bike/deposit');
    expect(first!.body).toEqual({ amount: 500 });
    expect(first!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('ignores taps until 200 ms after a deposit answered (the duplicate-tap guard)', async () => {
    const seen = setup([bike], 5000, {
      'POST /api/goals/g-bike/deposit': () => ({
        status: 200,
        body: goalMutation({ ...bike, currentAmount: 1000 }),
      }),
    });
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    const five = () => within(card).getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' });
    const start = Date.now();
    fireEvent.click(five());
    fireEvent.click(five());
    await waitFor(() =>
      expect(requests(seen, 'POST', '/api/goals/g-bike/deposit')).toHaveLength(1),
    );
    // Answered: more quick taps are the same tap, and the button says so (disabled).
    fireEvent.click(five());
    fireEvent.click(five());
    expect(five()).toBeDisabled();
    await waitFor(() => expect(five()).toBeEnabled());
    expect(Date.now() - start).toBeGreaterThanOrEqual(200);
    expect(requests(seen, 'POST', '/api/goals/g-bike/deposit')).toHaveLength(1);
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('offers a retry of a failed deposit that reuses its Idempotency-Key', async () => {
    let calls = 0;
    const seen = setup([bike], 1500, {
      'POST /api/goals/g-bike/deposit': () => {
        calls += 1;
        return calls === 1
          ? { networkError: true }
          : { status: 200, body: goalMutation({ ...bike, currentAmount: 1500 }) };
      },
    });
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Guardar R$ 10,00 em Bicicleta' }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Não foi possível guardar o dinheiro na meta. Tente novamente.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    const [first, retry] = requests(seen, 'POST', '/api/goals/g-bike/deposit');
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(retry!.body).toEqual({ amount: 1000 });
  });

  it('a tap on the same amount after a failure is the same deposit (its key), another amount a new one', async () => {
    let calls = 0;
    const seen = setup([bike], 1500, {
      'POST /api/goals/g-bike/deposit': () => {
        calls += 1;
        return calls === 1
          ? { networkError: true }
          : { status: 200, body: goalMutation({ ...bike, currentAmount: 1000 + calls * 500 }) };
      },
    });
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    const five = () => within(card).getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' });
    await userEvent.click(five());
    expect(await within(card).findByRole('alert')).toBeVisible();
    // The first may have reached the BFF: the same tap again must not pay twice.
    await userEvent.click(five());
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(five()).toBeEnabled());
    await userEvent.click(five());
    await waitFor(() =>
      expect(requests(seen, 'POST', '/api/goals/g-bike/deposit')).toHaveLength(3),
    );
    const [first, again, next] = requests(seen, 'POST', '/api/goals/g-bike/deposit');
    expect(again!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(next!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('celebrates a deposit that reaches the goal (completedNow)', async () => {
    setup([bike], 5000, {
      'POST /api/goals/g-bike/deposit': {
        status: 200,
        body: goalMutation(
          { ...bike, currentAmount: 3000, completedAt: '2026-11-20T15:00:00.000Z' },
          { applied: 2500, completedNow: true },
        ),
      },
    });
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Guardar R$ 50,00 em Bicicleta' }),
    );
    const party = await screen.findByRole('dialog', { name: 'Meta alcançada!' });
    expect(party).toHaveAccessibleDescription('Você juntou tudo para Bicicleta! Mandou muito bem!');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks before 'Cancelar meta', saying the saved money returns to the balance", async () => {
    const seen = setup([bike], 0, {
      'DELETE /api/goals/g-bike': { status: 200, body: goalMutation(null, { applied: 500 }) },
    });
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar meta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar a meta Bicicleta?' });
    expect(dialog).toHaveTextContent('O dinheiro guardado (R$ 5,00) volta para o seu saldo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter meta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(seen, 'DELETE', '/api/goals/g-bike')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar meta' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar a meta Bicicleta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar meta' }));
    await waitFor(() => expect(requests(seen, 'DELETE', '/api/goals/g-bike')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Metas ativas' })).toHaveFocus(),
    );
    expect(
      screen.getByText('Meta Bicicleta cancelada. O dinheiro guardado voltou para o seu saldo.'),
    ).toBeInTheDocument();
    expect(
      requests(seen, 'DELETE', '/api/goals/g-bike')[0]!.headers.get('Idempotency-Key'),
    ).toMatch(UUID);
  });

  it("shows 'Você ainda não tem metas', and 'Nenhuma meta encontrada' for a search without result", async () => {
    setup([], 20000);
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem metas' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Navegador de Metas' }));
    const browser = screen.getByRole('region', { name: 'Navegador de Metas' });
    const kit = within(browser).getByRole('article', { name: 'Kit de arte' });
    expect(kit).toHaveTextContent('Cerca de 21 dias');
    expect(kit).toHaveTextContent('Disponível agora');
    expect(within(browser).getByRole('article', { name: 'Tênis esportivo' })).toHaveTextContent(
      'Acessível',
    );
    expect(within(browser).getByRole('article', { name: 'Smartphone' })).toHaveTextContent(
      'Desafio',
    );
    expect(within(browser).getAllByRole('article')).toHaveLength(8);

    await userEvent.click(within(browser).getByRole('button', { name: /Livros/ }));
    await userEvent.type(
      within(browser).getByRole('searchbox', { name: 'Buscar metas' }),
      'patins',
    );
    expect(within(browser).getByText('Nenhuma meta encontrada')).toBeVisible();
  });

  it("adds a catalogue goal with its catalogueId ('Adicionar meta')", async () => {
    const seen = setup([], 0, {
      'POST /api/goals': {
        status: 201,
        body: goalMutation(goalFixture({ title: 'Patins inline', catalogueId: 'patins' })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Navegador de Metas' }));
    const skates = screen.getByRole('article', { name: 'Patins inline' });
    await userEvent.click(within(skates).getByRole('button', { name: /Adicionar meta/ }));
    await waitFor(() => expect(requests(seen, 'POST', '/api/goals')).toHaveLength(1));
    const [create] = requests(seen, 'POST', '/api/goals');
    expect(create!.body).toMatchObject({ catalogueId: 'patins' });
    expect(create!.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('validates the custom goal form with the spec texts and accepts a comma value', async () => {
    let calls = 0;
    const seen = setup([], 0, {
      'POST /api/goals': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { code: 'INTERNAL', message: 'Erro.' } }
          : { status: 201, body: goalMutation(goalFixture({ targetAmount: 1250 })) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Navegador de Metas' }));
    const form = screen.getByRole('region', { name: 'Meta personalizada' });
    await userEvent.click(within(form).getByRole('button', { name: 'Criar meta' }));
    expect(await within(form).findByText('Informe um nome para a meta.')).toBeVisible();
    expect(within(form).getByText('Informe um valor válido maior que zero.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Nome da meta' })).toHaveFocus();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome da meta' }), 'Bicicleta');
    await userEvent.type(within(form).getByRole('textbox', { name: /Valor da meta/ }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar meta' }));
    expect(await within(form).findByText('Informe um valor válido maior que zero.')).toBeVisible();

    await userEvent.clear(within(form).getByRole('textbox', { name: /Valor da meta/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Valor da meta/ }), '12,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar meta' }));
    expect(
      await within(form).findByText('Não foi possível criar a meta. Tente novamente.'),
    ).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Criar meta' }));
    await waitFor(() => expect(requests(seen, 'POST', '/api/goals')).toHaveLength(2));
    const [first, second] = requests(seen, 'POST', '/api/goals');
    expect(first!.body).toMatchObject({
      title: 'Bicicleta',
      targetAmount: 1250,
      category: 'Personalizada',
    });
    // The same values again: the retry of an attempt that may have reached the BFF.
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it("shows the category's illustration when a goal's image fails to load", async () => {
    setup([{ ...bike, imageUrl: 'https://example.invalid/bike.png' }], 0);
    const card = await screen.findByRole('article', { name: 'Bicicleta' });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://example.invalid/bike.png');
    fireEvent.error(image!);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('⭐')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a retry when the goals cannot be read', async () => {
    let calls = 0;
    stubBff({
      'GET /api/me': { status: 200, body: meWithBalance(0) },
      [`GET ${GOALS}`]: () => {
        calls += 1;
        return calls === 1
          ? { networkError: true }
          : { status: 200, body: { goals: [bike], savable: 1500, awaitingApproval: 0 } };
      },
    });
    renderChildApp('/child/goals');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as metas.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Bicicleta' })).toBeVisible();
  });
});

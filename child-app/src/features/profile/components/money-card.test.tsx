import type { ChildMoneyResponse } from '@portal/contracts/money-out';
import { FakeEventSource } from '@portal/app-kit/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../../../test-utils';
import { statsResponse, transaction } from '../test-fixtures';

const MONEY: ChildMoneyResponse = {
  available: 700,
  awaitingApproval: 300,
  inGoals: 1000,
  received: 500,
  spent: 0,
  earned: 2500,
};

function setup(age: number, extra: Record<string, StubAnswer | (() => StubAnswer)> = {}) {
  const seen = stubBff({
    'GET /api/me': { status: 200, body: meAsChild('Ana', age) },
    'GET /api/children/child-Ana/stats': { status: 200, body: statsResponse() },
    'GET /api/children/child-Ana/transactions': {
      status: 200,
      body: { transactions: [], nextCursor: null },
    },
    'GET /api/children/child-Ana/money': { status: 200, body: MONEY },
    'GET /api/children/child-Ana/pix-key': { status: 200, body: { pixKey: null } },
    ...extra,
  });
  renderChildApp('/child/profile');
  return seen;
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
}

beforeEach(() => {
  localStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Meu dinheiro' on the profile (issue 40)", () => {
  it('shows where the money is and the total it adds up to', async () => {
    setup(10);
    const panel = await openTab('Histórico');
    const card = await within(panel).findByRole('region', { name: 'Meu dinheiro' });
    expect(await within(card).findByTestId('figure-money-available')).toHaveTextContent(
      'DisponívelR$ 7,00',
    );
    expect(within(card).getByTestId('figure-money-awaiting')).toHaveTextContent(
      'Aguardando aprovaçãoR$ 3,00',
    );
    expect(within(card).getByTestId('figure-money-goals')).toHaveTextContent('Nas metasR$ 10,00');
    expect(within(card).getByTestId('figure-money-received')).toHaveTextContent('RecebidoR$ 5,00');
    expect(within(card).queryByTestId('figure-money-spent')).toBeNull();
    expect(within(card).getByTestId('figure-money-earned')).toHaveTextContent(
      'Total ganhoR$ 25,00',
    );
    expect(within(card).getByText('Somando tudo, é o que você já ganhou.')).toBeVisible();
  });

  it("a parent's payout shows live: 'Meu dinheiro' and the 'Saque' line, without a reload", async () => {
    let paid = false;
    setup(10, {
      'GET /api/children/child-Ana/money': () => ({
        status: 200,
        body: paid ? { ...MONEY, available: 200, received: 1000 } : MONEY,
      }),
      'GET /api/children/child-Ana/transactions': () => ({
        status: 200,
        body: {
          transactions: paid
            ? [
                transaction('t9', {
                  type: 'spending',
                  kind: 'payout',
                  description: 'Saque via Pix',
                  amount: -500,
                  balanceAfter: 200,
                  taskId: null,
                }),
              ]
            : [],
          nextCursor: null,
        },
      }),
    });
    const panel = await openTab('Histórico');
    expect(await within(panel).findByText('Nenhuma transação registrada.')).toBeVisible();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    paid = true;
    act(() =>
      FakeEventSource.instances[0]!.emit('balance.changed', {
        type: 'balance.changed',
        familyId: 'family-1',
        childId: 'child-Ana',
      }),
    );
    const history = await within(panel).findByRole('list', { name: 'Últimas movimentações' });
    const line = within(history).getByRole('listitem');
    expect(line).toHaveTextContent('Saque via Pix');
    expect(line).toHaveTextContent('−R$ 5,00');
    await waitFor(() =>
      expect(within(panel).getByTestId('figure-money-received')).toHaveTextContent(
        'RecebidoR$ 10,00',
      ),
    );
  });

  it("a failed read says so with 'Tentar novamente'", async () => {
    let down = true;
    setup(10, {
      'GET /api/children/child-Ana/money': () =>
        down
          ? { status: 500, body: { code: 'INTERNAL', message: 'Erro.' } }
          : { status: 200, body: MONEY },
    });
    const panel = await openTab('Histórico');
    const card = await within(panel).findByRole('region', { name: 'Meu dinheiro' });
    expect(await within(card).findByText('Não foi possível carregar seu dinheiro.')).toBeVisible();
    down = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(card).findByTestId('figure-money-available')).toBeVisible();
  });
});

describe("the child's own Pix key (issue 40)", () => {
  it('is not offered under 13', async () => {
    const seen = setup(12);
    const panel = await openTab('Configurações');
    expect(within(panel).getByRole('region', { name: 'Meus dados' })).toBeVisible();
    expect(within(panel).queryByRole('region', { name: 'Chave Pix' })).toBeNull();
    expect(seen.some((request) => request.path.endsWith('/pix-key'))).toBe(false);
  });

  it('a 13-year-old sets it with the contracts’ messages', async () => {
    const user = userEvent.setup();
    const seen = setup(13, {
      'PUT /api/child/pix-key': {
        status: 200,
        body: {
          pixKey: {
            type: 'email',
            key: 'ana@example.com',
            city: null,
            updatedAt: '2026-12-03T12:00:00.000Z',
          },
        },
      },
    });
    const panel = await openTab('Configurações');
    const card = await within(panel).findByRole('region', { name: 'Chave Pix' });
    expect(await within(card).findByText('Sem chave Pix')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Cadastrar minha chave Pix' }));
    const form = await within(card).findByRole('form', { name: 'Minha chave Pix' });
    await user.selectOptions(within(form).getByLabelText('Tipo da chave'), 'email');
    const key = within(form).getByLabelText('Chave');
    await user.type(key, 'ana@');
    await user.click(within(form).getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() =>
      expect(key).toHaveAccessibleDescription(expect.stringContaining('E-mail inválido.')),
    );
    await user.clear(key);
    await user.type(key, 'Ana@Example.com');
    await user.click(within(form).getByRole('button', { name: 'Salvar chave Pix' }));
    expect(await within(card).findByText('E-mail: ana@example.com')).toBeVisible();
    expect(seen.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/child/pix-key',
      body: { type: 'email', key: 'ana@example.com' },
    });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Alterar minha chave Pix' })).toHaveFocus(),
    );
  });
});

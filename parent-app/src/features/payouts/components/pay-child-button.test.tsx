import type { ParentDashboardResponse } from '@portal/contracts/dashboard';
import type {
  ChildMoneyResponse,
  PayoutResponse,
  PixChargeResponse,
} from '@portal/contracts/money-out';
import type { PixKeyResponse } from '@portal/contracts/pix';
import { FakeEventSource, meAsParent } from '@portal/app-kit/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  currentLocation,
  json,
  renderApp,
  resetHarness,
  stubFetch,
  type RouteHandler,
} from '../../../test/harness';

beforeEach(() => {
  FakeEventSource.instances = [];
});
afterEach(resetHarness);

const DASHBOARD: ParentDashboardResponse = {
  family: { name: 'Família Souza' },
  children: [
    {
      id: 'c1',
      name: 'Bia',
      age: 10,
      ageGroup: 'kids',
      balance: 1500,
      pendingCount: 1,
      streak: 2,
      completedToday: 0,
      active: true,
    },
  ],
  totalBalance: 1500,
  weeklySpending: { amount: 0, limit: null, overLimit: false },
  tasksToday: 0,
  pendingApprovals: 1,
  activity: [],
};

const MONEY: ChildMoneyResponse = {
  available: 1200,
  awaitingApproval: 300,
  inGoals: 0,
  received: 0,
  spent: 0,
  earned: 1500,
};

const KEY: PixKeyResponse = {
  pixKey: {
    type: 'cpf',
    key: '52998224725',
    city: null,
    updatedAt: '2026-12-01T12:00:00.000Z',
  },
};

const BR_CODE =
  '00020126330014br.gov.bcb.pix01115299822472552040000530398654045.005802BR5903BIA6006BRASIL62290525MESADAABCDEFGHIJ0123456789630412AB';

const CHARGE: PixChargeResponse = {
  brCode: BR_CODE,
  txid: 'MESADAABCDEFGHIJ012345678',
  amount: 500,
  merchantName: 'BIA',
  merchantCity: 'BRASIL',
  pixKey: KEY.pixKey!,
};

function payoutAnswer(method: 'cash' | 'pix', amount = 500): PayoutResponse {
  return {
    payout: {
      id: 'l9',
      type: 'spending',
      kind: 'payout',
      description: method === 'pix' ? 'Saque via Pix' : 'Saque em dinheiro',
      amount: -amount,
      balanceAfter: 1500 - amount,
      taskId: null,
      goalId: null,
      createdAt: '2026-12-03T12:00:00.000Z',
      method,
    },
    child: {
      id: 'c1',
      balance: 1500 - amount,
      totalEarned: 1500,
      xp: 10,
      level: 1,
      pendingTasks: 0,
      completedToday: 0,
      tasksCompleted: 1,
      streak: 2,
    },
  };
}

function routes(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/me': () => json(meAsParent('Ana', { name: 'Família Souza' })),
    'GET /api/parent/dashboard': () => json(DASHBOARD),
    'GET /api/pauses': () => json({ family: null, children: [] }),
    'GET /api/children/c1/money': () => json(MONEY),
    'GET /api/children/c1/pix-key': () => json(KEY),
    'POST /api/children/c1/payouts': () => json(payoutAnswer('cash'), 201),
    'GET /api/children/c1/pix-charge': () => json(CHARGE),
    ...extra,
  });
}

const route = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** Opens Bia's 'Pagar' dialog from the dashboard; resolves with the dialog once its form shows. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/parent/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Pagar a Bia' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pagar a Bia' });
  await within(dialog).findByText('Disponível para pagar');
  return dialog;
}

describe("'Pagar ao filho' from the dashboard (issue 40)", () => {
  it('shows the available balance and records a cash payout once, however often it is tapped', async () => {
    const user = userEvent.setup();
    const { requests } = routes();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('R$ 12,00')).toBeVisible();
    expect(within(dialog).getByText(/R\$ 3,00 ainda aguardam aprovação/)).toBeVisible();
    expect(within(dialog).getByLabelText('Valor a pagar')).toHaveAccessibleDescription(
      'Até R$ 12,00.',
    );
    expect(within(dialog).getByRole('radio', { name: /Dinheiro/ })).toBeChecked();

    await user.type(within(dialog).getByLabelText('Valor a pagar'), '5,00');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar pagamento' });
    await user.dblClick(confirm);

    expect(await within(dialog).findByText('Pagamento registrado!')).toBeVisible();
    expect(within(dialog).getByText('R$ 5,00 pagos a Bia em dinheiro.')).toBeVisible();
    expect(within(dialog).getByText('Novo saldo: R$ 10,00')).toBeVisible();
    const posts = requests.filter((r) => route(r) === 'POST /api/children/c1/payouts');
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.clone().json()).toEqual({ amount: 500, method: 'cash' });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Concluir' })).toHaveFocus(),
    );
    // The child's figures are read again (the dashboard's card, the money).
    await waitFor(() =>
      expect(requests.filter((r) => route(r) === 'GET /api/parent/dashboard').length).toBe(2),
    );
  });

  it('refuses more than the available balance before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = routes();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Valor a pagar'), '12,01');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    const amount = within(dialog).getByLabelText('Valor a pagar');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(
          'O valor é maior que o saldo disponível da criança. Disponível: R$ 12,00.',
        ),
      ),
    );
    expect(amount).toHaveFocus();
    expect(requests.some((r) => route(r) === 'POST /api/children/c1/payouts')).toBe(false);
  });

  it("shows the BFF's refusal under the amount, keeps what was typed and retries with the same key", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { requests } = routes({
      'POST /api/children/c1/payouts': () => {
        calls += 1;
        if (calls === 1) {
          const message = 'O valor é maior que o saldo disponível da criança. Disponível: R$ 2,00.';
          return json(
            { code: 'PAYOUT_OVER_BALANCE', message, issues: [{ path: ['amount'], message }] },
            409,
          );
        }
        return json(payoutAnswer('cash', 200), 201);
      },
    });
    const dialog = await openDialog(user);
    const amount = within(dialog).getByLabelText('Valor a pagar');
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('Disponível: R$ 2,00.')),
    );
    expect(amount).toHaveValue('5,00');
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await within(dialog).findByText('Pagamento registrado!')).toBeVisible();
    const keys = requests
      .filter((r) => route(r) === 'POST /api/children/c1/payouts')
      .map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('without a Pix key says so and links to where the key is set', async () => {
    const user = userEvent.setup();
    routes({ 'GET /api/children/c1/pix-key': () => json({ pixKey: null }) });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /Pix/ }));
    expect(
      await within(dialog).findByText('Cadastre uma chave Pix da criança para pagar via Pix.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pagar via Pix' })).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: 'Cadastrar chave Pix' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/parent/settings'));
    expect(currentLocation.value?.search).toBe('?tab=children');
  });

  it("by Pix shows the QR image and 'Copia e Cola', copies it, and records the charge's txid at 'Já paguei'", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { requests } = routes({
      'POST /api/children/c1/payouts': () => json(payoutAnswer('pix'), 201),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /Pix/ }));
    expect(within(dialog).getByText('Chave Pix: 529.982.247-25')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Valor a pagar'), '5,00');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar via Pix' }));

    const heading = await within(dialog).findByRole('heading', { name: 'Pix de R$ 5,00' });
    await waitFor(() => expect(heading).toHaveFocus());
    const charge = requests.find((r) => route(r) === 'GET /api/children/c1/pix-charge')!;
    expect(new URL(charge.url).searchParams.get('amount')).toBe('5,00');
    const image = await within(dialog).findByRole('img', {
      name: 'QR Code do Pix de R$ 5,00 para Bia',
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByLabelText('Pix Copia e Cola')).toHaveValue(BR_CODE);
    expect(
      within(dialog).getByText(
        'O Mesadinha não movimenta dinheiro: pague pelo app do seu banco e confirme aqui.',
      ),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(BR_CODE);
    expect(await within(dialog).findByText('Copiado!')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Já paguei' }));
    expect(await within(dialog).findByText('R$ 5,00 pagos a Bia via Pix.')).toBeVisible();
    const post = requests.find((r) => route(r) === 'POST /api/children/c1/payouts')!;
    expect(await post.clone().json()).toEqual({
      amount: 500,
      method: 'pix',
      txid: 'MESADAABCDEFGHIJ012345678',
    });
  });

  it("a refusal at 'Já paguei' shows the BFF's message and keeps the code on screen", async () => {
    const user = userEvent.setup();
    routes({
      'POST /api/children/c1/payouts': () =>
        apiError(409, 'PAYOUT_NO_BALANCE', 'A criança não tem saldo disponível para receber.'),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /Pix/ }));
    await user.type(within(dialog).getByLabelText('Valor a pagar'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar via Pix' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Já paguei' }));
    expect(
      await within(dialog).findByText('A criança não tem saldo disponível para receber.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Pix Copia e Cola')).toHaveValue(BR_CODE);
    // Back to the form: the amount typed is still there.
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(await within(dialog).findByLabelText('Valor a pagar')).toHaveValue('5,00');
  });

  it("a failed read of the balance says so with 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    let calls = 0;
    routes({
      'GET /api/children/c1/money': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'Erro interno.') : json(MONEY);
      },
    });
    renderApp('/parent/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Pagar a Bia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar a Bia' });
    expect(await within(dialog).findByText('Erro interno.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText('Disponível para pagar')).toBeVisible();
  });

  it("says when the Pix key cannot be read, with 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    let calls = 0;
    routes({
      'GET /api/children/c1/pix-key': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'Erro interno.') : json(KEY);
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /Pix/ }));
    expect(await within(dialog).findByText('Erro interno.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pagar via Pix' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText('Chave Pix: 529.982.247-25')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pagar via Pix' })).toBeEnabled();
  });
});

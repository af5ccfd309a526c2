import { deferred } from '@portal/app-kit/test';
import type { BillingStatus, Plan } from '@portal/contracts/billing';
import type { Family } from '@portal/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import {
  apiError,
  json,
  networkDown,
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
  subscriptionStatus: 'inactive',
  subscriptionMode: null,
  subscriptionIntervalCount: null,
  subscriptionActivatedAt: null,
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

function status(patch: Partial<BillingStatus> = {}): BillingStatus {
  return {
    status: 'inactive',
    mode: null,
    intervalCount: null,
    activatedAt: null,
    premiumAccess: false,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    accessUntil: null,
    planName: null,
    ...patch,
  };
}

function plan(id: string, patch: Partial<Plan> = {}): Plan {
  return {
    id,
    nickname: null,
    currency: 'brl',
    unitAmount: 1990,
    interval: 'month',
    intervalCount: 1,
    productName: 'Mesadinha Premium',
    description: 'Todos os recursos para a família',
    trialPeriodDays: null,
    mode: 'subscription',
    metadata: {},
    ...patch,
  };
}

const PLANS: Plan[] = [
  plan('price_monthly', { nickname: 'Mensal', trialPeriodDays: 7 }),
  plan('price_yearly', { nickname: 'Anual', unitAmount: 19900, interval: 'year' }),
  // As the emulator seeds it (spec: the lifetime price's nickname is 'Pagamento único').
  plan('price_lifetime', {
    nickname: 'Pagamento único',
    unitAmount: 29900,
    interval: null,
    intervalCount: null,
    mode: 'payment',
  }),
];

const ACTIVE_MONTHLY = status({
  status: 'active',
  mode: 'subscription',
  intervalCount: 1,
  activatedAt: '2026-03-01T15:30:00.000Z',
  premiumAccess: true,
  planName: 'Mensal',
});

function routes(billing: BillingStatus | RouteHandler, extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/family': () => json(FAMILY),
    'GET /api/children': () => json({ children: [] }),
    'GET /api/billing/subscription': typeof billing === 'function' ? billing : () => json(billing),
    'GET /api/billing/prices': () => json({ plans: PLANS }),
    ...extra,
  });
}

async function openBilling(state?: unknown) {
  renderApp('/parent/settings?tab=billing', { state });
  return screen.findByRole('tabpanel');
}

function stubAssign() {
  return vi.spyOn(browser, 'assign').mockImplementation(() => {});
}

describe('billing tab: status panel', () => {
  it.each([
    ['active', 'Ativa', 'mesa-badge--success'],
    ['trialing', 'Período de testes', 'mesa-badge--success'],
    ['past_due', 'Pagamento em atraso', 'mesa-badge--warning'],
    ['incomplete', 'Pagamento pendente', 'mesa-badge--warning'],
    ['unpaid', 'Pagamento não confirmado', 'mesa-badge--warning'],
    ['incomplete_expired', 'Pagamento expirado', 'mesa-badge--danger'],
    ['canceled', 'Cancelada', 'mesa-badge--neutral'],
    ['inactive', 'Inativa', 'mesa-badge--neutral'],
  ] as const)('shows %s as "%s" with its tone', async (value, label, tone) => {
    routes(status({ status: value }));
    const panel = await openBilling();
    const badge = await within(panel).findByText(label);
    expect(badge).toHaveClass('mesa-badge', tone);
  });

  it('shows the mode, plan, activation date and explanation of an active subscription', async () => {
    routes(ACTIVE_MONTHLY);
    const panel = await openBilling();
    expect(await within(panel).findByText('Mensal')).toBeVisible();
    expect(within(panel).getByText('Assinatura recorrente')).toBeVisible();
    expect(within(panel).getByText('1 de março de 2026 às 12:30')).toBeVisible();
    expect(
      within(panel).getByText('Sua assinatura está ativa e todos os recursos estão liberados.'),
    ).toBeVisible();
  });

  it.each([
    ['one_time', 'Pagamento único'],
    [null, 'Nenhum plano selecionado'],
  ] as const)('shows mode %s as "%s"', async (mode, text) => {
    routes(status({ mode, status: mode ? 'active' : 'inactive', premiumAccess: Boolean(mode) }));
    const panel = await openBilling();
    expect(await within(panel).findByText(text)).toBeVisible();
  });

  it('says when a cancelled subscription ends and until when a past-due one keeps access', async () => {
    routes(
      status({
        ...ACTIVE_MONTHLY,
        cancelAtPeriodEnd: true,
        currentPeriodEnd: '2026-04-01T15:30:00.000Z',
      }),
    );
    const panel = await openBilling();
    expect(await within(panel).findByText('Cancela em 1 de abril de 2026 às 12:30')).toBeVisible();
    // Already cancelled: no second 'Cancelar assinatura'; the portal can take it back.
    expect(within(panel).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Gerenciar assinatura' })).toBeVisible();
    await resetHarness();

    routes(
      status({
        ...ACTIVE_MONTHLY,
        status: 'past_due',
        accessUntil: '2026-04-04T15:30:00.000Z',
      }),
    );
    const again = await openBilling();
    expect(
      await within(again).findByText('Acesso garantido até 4 de abril de 2026 às 12:30'),
    ).toBeVisible();
    expect(within(again).getByText('Pagamento em atraso')).toBeVisible();
  });

  it('explains why the parent was sent here when premium is needed', async () => {
    routes(status());
    await openBilling({ subscriptionRequired: true, from: '/parent/dashboard' });
    expect(
      await screen.findByText(
        'Assine um plano para usar o painel, as tarefas e a fila de aprovação.',
      ),
    ).toBeVisible();
  });

  it("shows the family's stored status when the billing status cannot be read, with a retry", async () => {
    let fail = true;
    routes(() => (fail ? apiError(500, 'INTERNAL', 'erro') : json(ACTIVE_MONTHLY)));
    const panel = await openBilling();
    expect(
      await within(panel).findByText('Não foi possível atualizar o status da assinatura.'),
    ).toBeVisible();
    expect(within(panel).getByText('Inativa')).toBeVisible();
    fail = false;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByText('Ativa')).toBeVisible();
  });
});

describe('billing tab: plans without premium access', () => {
  it('lists the plans with price, interval, one-time payment, trial and price on request', async () => {
    routes(status(), {
      'GET /api/billing/prices': () =>
        json({
          plans: [
            ...PLANS,
            plan('price_quarter', { nickname: 'Trimestral', unitAmount: 5000, intervalCount: 3 }),
            plan('price_custom', { nickname: 'Escolas', unitAmount: null }),
            plan('price_week', { nickname: null, interval: 'week', trialPeriodDays: 1 }),
          ],
        }),
    });
    const panel = await openBilling();
    const list = await within(panel).findByRole('list', { name: 'Planos disponíveis' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(6);

    const [monthly, yearly, lifetime, quarter, custom, week] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(monthly).getByRole('heading', { name: 'Mensal' })).toBeVisible();
    expect(within(monthly).getByText('R$ 19,90 / mês')).toBeVisible();
    expect(within(monthly).getByText('Período de teste: 7 dias')).toBeVisible();
    expect(within(monthly).getByText('Todos os recursos para a família')).toBeVisible();
    expect(within(yearly).getByText('R$ 199,00 / ano')).toBeVisible();
    expect(within(lifetime).getByRole('heading', { name: 'Pagamento único' })).toBeVisible();
    expect(within(lifetime).getByText('R$ 299,00')).toBeVisible();
    // The name already says it: not twice.
    expect(within(lifetime).getAllByText('Pagamento único')).toHaveLength(1);
    expect(within(quarter).getByText('R$ 50,00 / 3 meses')).toBeVisible();
    expect(within(custom).getByText('Valor sob consulta')).toBeVisible();
    expect(
      within(week).getByRole('heading', { name: 'Assinatura Mesadinha Premium' }),
    ).toBeVisible();
    expect(within(week).getByText('R$ 19,90 / semana')).toBeVisible();
    expect(within(week).getByText('Período de teste: 1 dia')).toBeVisible();

    for (const name of [
      'Mensal, R$ 19,90 / mês',
      'Anual, R$ 199,00 / ano',
      'Pagamento único, R$ 299,00',
      'Assinatura Mesadinha Premium, R$ 19,90 / semana',
    ]) {
      expect(within(panel).getByRole('button', { name: `Assinar ${name}` })).toBeEnabled();
    }
    // Without premium: nothing to cancel, but the portal is offered (not active and monthly).
    expect(within(panel).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Gerenciar assinatura' })).toBeVisible();
  });

  it('opens the checkout of the chosen plan and sends the browser to it, once', async () => {
    const answer = deferred<Response>();
    const { calls } = routes(status(), {
      'POST /api/billing/checkout-sessions': () => answer.promise,
    });
    const assign = stubAssign();
    const panel = await openBilling();
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: /^Assinar Anual/ }));
    // Busy: every 'Assinar' waits, the chosen one says so.
    expect(within(panel).getByRole('button', { name: /^Assinar Anual/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(panel).getByRole('button', { name: /^Assinar Mensal/ })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: /^Assinar Mensal/ }));
    answer.resolve(json({ sessionId: 'cs_1', url: 'http://127.0.0.1:12111/checkout/cs_1' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/checkout/cs_1'),
    );
    const sent = calls('POST /api/billing/checkout-sessions');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({
      priceId: 'price_yearly',
      cancelPath: '/parent/settings?tab=billing',
    });
  });

  it.each([
    [
      "the BFF's message",
      () => apiError(400, 'UNKNOWN_PRICE', 'Este plano não está disponível.'),
      'Este plano não está disponível.',
    ],
    ['an error field', () => json({ error: 'Preço inválido' }, 400), 'Preço inválido'],
    ['a reason field', () => json({ reason: 'Bloqueado' }, 403), 'Bloqueado'],
    ['a plain-text body', () => new Response('Falhou feio', { status: 500 }), 'Falhou feio'],
    [
      'an empty body',
      () => new Response(null, { status: 503 }),
      'Falha na requisição ao Stripe (503)',
    ],
    [
      'an answer without the session',
      () => json({ ok: true }),
      'A API não retornou o identificador da sessão de checkout.',
    ],
    ['no connection', networkDown, 'Não foi possível iniciar o checkout do Stripe.'],
  ])('shows %s when the checkout fails', async (_case, handler, message) => {
    routes(status(), { 'POST /api/billing/checkout-sessions': handler });
    const assign = stubAssign();
    const panel = await openBilling();
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: /^Assinar Mensal/ }));
    expect(await within(panel).findByText(message)).toBeVisible();
    expect(within(panel).getByRole('button', { name: /^Assinar Mensal/ })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the red alert when the plans cannot be loaded, and retries', async () => {
    let fail = true;
    routes(status(), {
      'GET /api/billing/prices': () =>
        fail ? apiError(502, 'PROVIDER', 'indisponível') : json({ plans: PLANS }),
    });
    const panel = await openBilling();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os planos disponíveis.');
    expect(alert).toHaveClass('mesa-alert--danger');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByRole('button', { name: /^Assinar Mensal/ })).toBeVisible();
  });

  it('says when there is no plan, and shows a skeleton while the plans load', async () => {
    const answer = deferred<Response>();
    routes(status(), { 'GET /api/billing/prices': () => answer.promise });
    const panel = await openBilling();
    expect(await within(panel).findByText('Carregando planos...')).toBeInTheDocument();
    answer.resolve(json({ plans: [] }));
    expect(
      await within(panel).findByText(
        'Nenhum plano encontrado. Verifique se o endpoint de preços retorna os produtos cadastrados.',
      ),
    ).toBeVisible();
  });
});

describe('billing tab: premium access', () => {
  it('monthly: no plans, "Cancelar assinatura" opens the portal, no manage button', async () => {
    const { calls } = routes(ACTIVE_MONTHLY, {
      'POST /api/billing/portal': () => json({ url: 'http://127.0.0.1:12111/portal/bps_1' }),
    });
    const assign = stubAssign();
    const panel = await openBilling();
    const cancel = await within(panel).findByRole('button', { name: 'Cancelar assinatura' });
    expect(within(panel).queryByRole('button', { name: 'Gerenciar assinatura' })).toBeNull();
    expect(within(panel).queryByText('Escolha um plano')).toBeNull();
    expect(calls('GET /api/billing/prices')).toHaveLength(0);

    await userEvent.setup().click(cancel);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/portal/bps_1'));
    const [request] = calls('POST /api/billing/portal');
    expect(await request!.json()).toEqual({ returnPath: '/parent/settings?tab=billing' });
  });

  it('yearly: the support message and "Gerenciar assinatura"', async () => {
    routes({ ...ACTIVE_MONTHLY, intervalCount: 12, planName: 'Anual' });
    const panel = await openBilling();
    expect(
      await within(panel).findByText(
        'Sua família já tem uma assinatura ativa. Para cancelar ou mudar de plano, fale com o suporte.',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Gerenciar assinatura' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
  });

  it('trialing monthly: both "Cancelar assinatura" and "Gerenciar assinatura"', async () => {
    routes({ ...ACTIVE_MONTHLY, status: 'trialing' });
    const panel = await openBilling();
    expect(await within(panel).findByRole('button', { name: 'Cancelar assinatura' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Gerenciar assinatura' })).toBeVisible();
  });

  it.each([
    [
      "the BFF's message",
      () => apiError(502, 'PROVIDER', 'Provedor fora do ar.'),
      'Provedor fora do ar.',
    ],
    [
      'an answer without the URL',
      () => json({}),
      'A API não retornou a URL do portal de cobrança.',
    ],
    ['no connection', networkDown, 'Não foi possível abrir o portal de cobrança.'],
  ])('shows %s when the portal fails', async (_case, handler, message) => {
    routes({ ...ACTIVE_MONTHLY, intervalCount: 12 }, { 'POST /api/billing/portal': handler });
    const assign = stubAssign();
    const panel = await openBilling();
    await userEvent
      .setup()
      .click(await within(panel).findByRole('button', { name: 'Gerenciar assinatura' }));
    expect(await within(panel).findByText(message)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });
});

import type { ReportFigures, ReportResponse } from '@portal/contracts/money-out';
import { childFixture, meAsParent } from '@portal/app-kit/test';
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

/** What the charts were drawn with (jsdom has no canvas: uPlot is replaced by a recorder). */
const drawn = vi.hoisted(() => ({ charts: [] as { series: number; data: unknown[] }[] }));

vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(options: { series: unknown[] }, data: unknown[]) {
      drawn.charts.push({ series: options.series.length, data });
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

beforeEach(() => {
  drawn.charts = [];
});
afterEach(resetHarness);

const ANA = 'c1';
const BRUNO = 'c2';

function figures(patch: Partial<ReportFigures> = {}): ReportFigures {
  return {
    money: {
      earnedTasks: 4500,
      earnedAllowance: 1000,
      adjustments: 0,
      paidOut: 2000,
      paidOutCash: 500,
      paidOutPix: 1500,
      savedIntoGoals: 700,
      spent: 300,
      net: 2500,
    },
    balanceSeries: [
      { day: '2026-12-01', balance: 1000 },
      { day: '2026-12-02', balance: 123456 },
      { day: '2026-12-03', balance: 3500 },
    ],
    tasksByCategory: [
      { category: 'Limpeza', count: 4 },
      { category: 'Estudos', count: 2 },
    ],
    approvals: 5,
    rejections: 1,
    ...patch,
  };
}

const NOTHING: ReportFigures = {
  money: {
    earnedTasks: 0,
    earnedAllowance: 0,
    adjustments: 0,
    paidOut: 0,
    paidOutCash: 0,
    paidOutPix: 0,
    savedIntoGoals: 0,
    spent: 0,
    net: 0,
  },
  balanceSeries: [{ day: '2026-12-01', balance: 0 }],
  tasksByCategory: [],
  approvals: 0,
  rejections: 0,
};

function report(patch: Partial<ReportResponse> = {}): ReportResponse {
  return {
    from: '2026-12-01',
    to: '2026-12-03',
    family: figures(),
    children: [
      { ...figures(), childId: ANA, name: 'Ana', streak: 3, bestStreak: 7 },
      { ...NOTHING, childId: BRUNO, name: 'Bruno', streak: 0, bestStreak: 1 },
    ],
    generatedAt: '2026-12-03T13:00:00.000Z',
    ...patch,
  };
}

function stubReports(
  answer: (request: Request) => Response = () => json(report()),
  more: Record<string, RouteHandler> = {},
) {
  return stubFetch({
    ...more,
    'GET /api/me': () => json(meAsParent('Lúcia', { name: 'Família Souza' })),
    'GET /api/children': () =>
      json({ children: [childFixture(ANA, 'Ana'), childFixture(BRUNO, 'Bruno')] }),
    'GET /api/reports': answer,
    'GET /api/pauses': () => json({ family: null, children: [] }),
  });
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const region = (name: string) => screen.getByRole('region', { name });

describe('/parent/reports "Relatórios" (issue 40)', () => {
  it("shows the family's money, tasks, reviews, each child and the charts with their tables", async () => {
    const stub = stubReports();
    renderApp('/parent/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    expect(await screen.findByText('De 01/12/2026 a 03/12/2026')).toBeVisible();
    expect(queryOf(stub.calls('GET /api/reports')[0]!)).toEqual({ range: 'month' });
    expect(screen.getByRole('radio', { name: 'Este mês' })).toBeChecked();

    const money = region('Dinheiro no período');
    expect(money).toHaveTextContent('Ganho com tarefasR$ 45,00');
    expect(money).toHaveTextContent('MesadaR$ 10,00');
    expect(money).toHaveTextContent('Pago à criançaR$ 20,00Dinheiro R$ 5,00 · Pix R$ 15,00');
    expect(money).toHaveTextContent('Guardado nas metasR$ 7,00');
    expect(money).toHaveTextContent('GastosR$ 3,00');
    expect(money).toHaveTextContent('Variação do saldo+R$ 25,00');
    expect(money).not.toHaveTextContent('Ajustes');
    const activity = region('Tarefas e revisões');
    expect(activity).toHaveTextContent('Tarefas feitas6');
    expect(activity).toHaveTextContent('Aprovações5');
    expect(activity).toHaveTextContent('Rejeições1');

    const perChild = screen.getByRole('table', { name: 'Por criança' });
    const ana = within(perChild).getByRole('row', { name: /Ana/ });
    expect(ana).toHaveTextContent('R$ 55,00');
    expect(ana).toHaveTextContent('3 dias seguidos');
    expect(ana).toHaveTextContent('Melhor: 7 dias');
    expect(within(perChild).getByRole('row', { name: /Bruno/ })).toHaveTextContent(
      '0 dias seguidos',
    );

    // Each chart: a table of its numbers (pt-BR money and dates), the drawing hidden.
    const balance = await screen.findByRole('table', { name: 'Saldo no fim de cada dia' });
    expect(within(balance).getAllByRole('row')).toHaveLength(4);
    expect(within(balance).getByRole('row', { name: /02\/12\/2026/ })).toHaveTextContent(
      'R$ 1.234,56',
    );
    const flow = screen.getByRole('table', { name: 'Entradas e saídas do período' });
    expect(within(flow).getByRole('row', { name: /Pago à criança/ })).toHaveTextContent(
      '-R$ 20,00',
    );
    const categories = screen.getByRole('table', { name: 'Tarefas feitas por categoria' });
    expect(within(categories).getByRole('row', { name: /Limpeza/ })).toHaveTextContent('4');
    for (const plot of document.querySelectorAll('.reports-chart__plot')) {
      expect(plot).toHaveAttribute('aria-hidden', 'true');
    }
    expect(drawn.charts).toHaveLength(3);
    expect(drawn.charts[0]!.data).toEqual([
      [0, 1, 2],
      [10, 1234.56, 35],
    ]);
  });

  it("shows one child's report with its streak when chosen, and this week", async () => {
    const stub = stubReports((request) => {
      const { childId } = queryOf(request);
      if (!childId) return json(report());
      return json(
        report({
          family: figures({ approvals: 2 }),
          children: [
            { ...figures({ approvals: 2 }), childId: ANA, name: 'Ana', streak: 1, bestStreak: 4 },
          ],
        }),
      );
    });
    const user = userEvent.setup();
    renderApp('/parent/reports');
    await screen.findByText('De 01/12/2026 a 03/12/2026');
    await user.selectOptions(screen.getByLabelText('Relatório de'), 'Ana');
    await waitFor(() => expect(currentLocation.value?.search).toBe(`?child=${ANA}&range=month`));
    expect(await screen.findByText('1 dia seguido')).toBeVisible();
    expect(screen.getByText('Melhor: 4 dias')).toBeVisible();
    expect(region('Tarefas e revisões')).toHaveTextContent('Aprovações2');
    expect(screen.queryByRole('table', { name: 'Por criança' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Esta semana' }));
    await waitFor(() =>
      expect(queryOf(stub.calls('GET /api/reports').at(-1)!)).toEqual({
        childId: ANA,
        range: 'week',
      }),
    );
  });

  it('checks a chosen range with the contract before asking for it (pt-BR messages)', async () => {
    const stub = stubReports();
    const user = userEvent.setup();
    renderApp('/parent/reports');
    await screen.findByText('De 01/12/2026 a 03/12/2026');
    await user.click(screen.getByRole('radio', { name: 'Escolher datas' }));
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    expect(from).toHaveValue('2026-12-01');
    expect(to).toHaveValue('2026-12-03');

    await user.clear(from);
    await user.type(from, '2026-12-10');
    await user.click(screen.getByRole('button', { name: 'Ver período' }));
    expect(
      await screen.findByText('A data inicial deve ser igual ou anterior à final.'),
    ).toBeVisible();
    expect(to).toHaveAccessibleDescription('A data inicial deve ser igual ou anterior à final.');

    await user.clear(from);
    await user.type(from, '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Ver período' }));
    expect(await screen.findByText('O período pode ter no máximo 366 dias.')).toBeVisible();

    const before = stub.calls('GET /api/reports').length;
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Ver período' }));
    await waitFor(() =>
      expect(currentLocation.value?.search).toBe('?range=custom&from=2026-11-01&to=2026-12-03'),
    );
    await waitFor(() => expect(stub.calls('GET /api/reports').length).toBe(before + 1));
    expect(queryOf(stub.calls('GET /api/reports').at(-1)!)).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-12-03',
    });
  });

  it("says 'Nenhuma movimentação neste período' when nothing happened", async () => {
    stubReports(() => json(report({ family: NOTHING, children: [] })));
    renderApp('/parent/reports?range=week');
    expect(await screen.findByText('Nenhuma movimentação neste período')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Baixar CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the BFF's message and 'Tentar novamente' when the report fails", async () => {
    let fail = true;
    stubReports(() =>
      fail ? apiError(400, 'VALIDATION_ERROR', 'Escolha um período válido.') : json(report()),
    );
    renderApp('/parent/reports?range=custom&from=2026-12-05&to=2026-12-01');
    expect(await screen.findByText('Escolha um período válido.')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('De 01/12/2026 a 03/12/2026')).toBeVisible();
  });

  it("'Baixar CSV' downloads the ledger of the same child and range", async () => {
    const csv = '\ufeffData;Criança;Tipo;Descrição;Valor (R$);Saldo após (R$)\r\n';
    const stub = stubReports(undefined, {
      'GET /api/reports/ledger': () =>
        new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition':
              'attachment; filename="mesadinha-extrato-ana-2026-12-01-a-2026-12-03.csv"',
          },
        }),
    });
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.at(-1)!.name = this.download;
    });

    renderApp(`/parent/reports?child=${ANA}&range=week`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('mesadinha-extrato-ana-2026-12-01-a-2026-12-03.csv');
    // The file keeps the BOM that makes Excel read UTF-8 (text() would drop it while decoding).
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1));
    const [download] = stub.calls('GET /api/reports/ledger');
    expect(queryOf(download!)).toEqual({ childId: ANA, range: 'week' });
    expect(download!.credentials).toBe('include');
  });
});

import type { ReportFigures } from '@portal/contracts/money-out';
import { formatDate, formatMoney } from '@portal/domain';
import { groupThousands } from '@portal/domain/intl';
import { Card } from '@portal/design-system';
import { useMemo, type ReactNode } from 'react';
import type uPlot from 'uplot';
import { reportsCopy as C } from '../copy';
import { dayMonth, flowRows } from '../model/report-view';
import { barPaths, UplotChart, type ChartColors, type ChartOptions } from './uplot-chart';

const K = C.charts;
const HEIGHT = 220;

/** Reais on a money axis ('R$ 12,50'); the charts plot reais, the figures are centavos. */
const moneyTick = (value: number) => formatMoney(Math.round(value * 100));

function axis(colors: ChartColors, values: uPlot.Axis['values'], size?: number): uPlot.Axis {
  return {
    stroke: colors.muted,
    grid: { stroke: colors.grid, width: 0.5 },
    ticks: { stroke: colors.grid, width: 0.5 },
    font: '12px system-ui, sans-serif',
    values,
    size,
  };
}

/** Every `step`-th index of `count`, `step` the smallest that leaves `room` px per label. */
function indexSplits(count: number, room: number, length: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(length / room))));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0);
}

/** Room for the longest category label down the left side (12 px text, ~7 px a letter). */
const labelsWidth = (labels: readonly string[]) =>
  Math.min(168, 24 + 7.5 * Math.max(0, ...labels.map((label) => label.length)));

/** The plot's length along the x scale in CSS pixels (uPlot's bbox is in canvas pixels). */
const plotLength = (u: uPlot, horizontal: boolean) =>
  (horizontal ? u.bbox.height : u.bbox.width) / (window.devicePixelRatio || 1);

/**
 * The axis of days or categories: index `i` is written `labels[i]`. Along the bottom (days)
 * only as many as fit; down the left side (the bar charts' categories) every one.
 */
function indexAxis(
  colors: ChartColors,
  labels: readonly string[],
  horizontal: boolean,
): uPlot.Axis {
  return {
    ...axis(
      colors,
      (_u, splits) => splits.map((i) => labels[i] ?? ''),
      horizontal ? labelsWidth(labels) : 40,
    ),
    grid: { show: false },
    ...(horizontal ? { side: 3 as const } : {}),
    splits: (u) => indexSplits(labels.length, horizontal ? 24 : 56, plotLength(u, horizontal)),
  };
}

/** Whole counts from 0 to `max` in steps of 1, 2, 5, 10…, at most six of them. */
function countSplits(max: number): number[] {
  const step = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].find((s) => max / s <= 5) ?? 1000;
  const splits: number[] = [];
  for (let v = 0; v <= max; v += step) splits.push(v);
  return splits;
}

/** The categories' scale of a horizontal bar chart: one row per index, the first on top. */
const rowScale: uPlot.Scale = {
  time: false,
  ori: 1,
  dir: -1,
  range: (_u, min, max) => [min - 0.5, max + 0.5],
};

/** A series of horizontal bars in `color` (no point markers: a missing value draws nothing). */
function bars(color: string): uPlot.Series {
  return { fill: color, stroke: color, paths: barPaths(), fillTo: 0, points: { show: false } };
}

/** A horizontal bar chart's height: a row of 36 px per bar and the value axis. */
const rowsHeight = (count: number) => count * 36 + 48;

/** A money scale that always shows zero (a bar grows from it). */
const moneyScale: uPlot.Scale = {
  range: (_u, min, max) => {
    const low = Math.min(0, min);
    const high = Math.max(0, max);
    const pad = (high - low || 1) * 0.1;
    return [low < 0 ? low - pad : 0, high + pad];
  },
};

/**
 * The charts of a report (issue 40; this module and uPlot load on 'Relatórios' alone): the
 * balance at the end of each day, what came in and went out, and the tasks done per category.
 * Each chart is drawn on a canvas hidden from assistive technology, with a table of the same
 * numbers (caption, headers) that screen readers read instead.
 */
export function ReportCharts({ figures }: { figures: ReportFigures }) {
  return (
    <div className="reports__charts">
      <BalanceChart series={figures.balanceSeries} />
      <FlowChart money={figures.money} />
      <CategoryChart rows={figures.tasksByCategory} />
    </div>
  );
}

function ChartCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      title={title}
      className={['reports-chart', className].filter(Boolean).join(' ')}
    >
      {children}
    </Card>
  );
}

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}) {
  return (
    <table className="mesa-visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BalanceChart({ series }: { series: ReportFigures['balanceSeries'] }) {
  const days = useMemo(() => series.map((point) => point.day), [series]);
  const data = useMemo<uPlot.AlignedData>(
    () => [series.map((_, i) => i), series.map((point) => point.balance / 100)],
    [series],
  );
  const options = useMemo<ChartOptions>(
    () => (colors) => ({
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, y: moneyScale },
      axes: [
        indexAxis(
          colors,
          days.map((day) => dayMonth(day)),
          false,
        ),
        axis(colors, (_u, splits) => splits.map(moneyTick), 88),
      ],
      series: [
        {},
        {
          label: K.balance,
          stroke: colors.primary,
          width: 2,
          fill: colors.primarySoft,
          points: { show: days.length <= 31, size: 6, fill: colors.primary },
        },
      ],
    }),
    [days],
  );
  const first = series[0];
  const last = series.at(-1);
  return (
    <ChartCard title={K.balanceTitle} className="reports-chart--wide">
      <UplotChart options={options} data={data} height={HEIGHT} />
      {first && last ? (
        <p className="parent-muted">
          {K.balanceSummary(
            formatMoney(first.balance),
            formatMoney(last.balance),
            formatDate(first.day),
            formatDate(last.day),
          )}
        </p>
      ) : null}
      <DataTable
        caption={K.balanceCaption}
        headers={[K.day, K.balance]}
        rows={series.map((point) => [formatDate(point.day), formatMoney(point.balance)])}
      />
    </ChartCard>
  );
}

function FlowChart({ money }: { money: ReportFigures['money'] }) {
  const rows = useMemo(() => flowRows(money), [money]);
  const data = useMemo<uPlot.AlignedData>(
    () => [
      rows.map((_, i) => i),
      rows.map((row) => (row.amount >= 0 ? row.amount / 100 : null)),
      rows.map((row) => (row.amount < 0 ? row.amount / 100 : null)),
    ],
    [rows],
  );
  const options = useMemo<ChartOptions>(
    () => (colors) => ({
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      scales: { x: rowScale, y: { ...moneyScale, ori: 0 } },
      axes: [
        indexAxis(
          colors,
          rows.map((row) => row.label),
          true,
        ),
        { ...axis(colors, (_u, splits) => splits.map(moneyTick), 32), side: 2, space: 72 },
      ],
      series: [{}, bars(colors.success), bars(colors.danger)],
    }),
    [rows],
  );
  return (
    <ChartCard title={K.flowTitle}>
      <UplotChart options={options} data={data} height={rowsHeight(rows.length)} />
      <DataTable
        caption={K.flowCaption}
        headers={[K.kind, K.amount]}
        rows={rows.map((row) => [row.label, formatMoney(row.amount)])}
      />
    </ChartCard>
  );
}

function CategoryChart({ rows }: { rows: ReportFigures['tasksByCategory'] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [rows.map((_, i) => i), rows.map((row) => row.count)],
    [rows],
  );
  const options = useMemo<ChartOptions>(
    () => (colors) => ({
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      scales: {
        x: rowScale,
        y: { ori: 0, range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] },
      },
      axes: [
        indexAxis(
          colors,
          rows.map((row) => row.category),
          true,
        ),
        {
          ...axis(colors, (_u, splits) => splits.map((v) => groupThousands(v)), 32),
          side: 2,
          splits: (u) => countSplits(u.scales.y?.max ?? 1),
        },
      ],
      series: [{}, bars(colors.primary)],
    }),
    [rows],
  );
  return (
    <ChartCard title={K.categoryTitle}>
      {rows.length === 0 ? (
        <p className="parent-muted">{K.noTasks}</p>
      ) : (
        <>
          <UplotChart options={options} data={data} height={rowsHeight(rows.length)} />
          <DataTable
            caption={K.categoryCaption}
            headers={[K.category, K.count]}
            rows={rows.map((row) => [row.category, groupThousands(row.count)])}
          />
        </>
      )}
    </ChartCard>
  );
}

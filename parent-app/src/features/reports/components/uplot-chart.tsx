import { useTheme } from '@portal/design-system';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The theme's colours a chart draws with (canvas needs values, not CSS variables). */
export interface ChartColors {
  primary: string;
  primarySoft: string;
  success: string;
  danger: string;
  text: string;
  muted: string;
  grid: string;
}

function readColors(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) =>
    style.getPropertyValue(`--mesa-color-${name}`).trim() || fallback;
  return {
    primary: token('primary', '#1d5bbf'),
    primarySoft: token('primary-soft', '#e4ecfa'),
    success: token('success', '#1e7a3c'),
    danger: token('danger', '#b3261e'),
    text: token('text', '#1a1f2b'),
    muted: token('text-muted', '#4d5668'),
    grid: token('border', '#8a94a6'),
  };
}

/** The options of a chart, built once its colours are known (no size: the chart takes its box's). */
export type ChartOptions = (colors: ChartColors) => Omit<uPlot.Options, 'width' | 'height'>;

/**
 * A uPlot chart (canvas) as wide as its box and `height` px tall, drawn again when the data,
 * the options or the theme change and resized with its box. It is hidden from assistive
 * technology: each chart of the page comes with a table of the same numbers.
 */
export function UplotChart({
  options,
  data,
  height,
}: {
  options: ChartOptions;
  data: uPlot.AlignedData;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { theme, scheme } = useTheme();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, 200);
    const chart = new uPlot(
      { ...options(readColors(element)), width: width(), height },
      data,
      element,
    );
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: width(), height }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [options, data, height, theme, scheme]);
  return <div ref={box} className="reports-chart__plot" aria-hidden="true" />;
}

/** uPlot's bar paths (its own builder), for the bar charts. */
export const barPaths = (): uPlot.Series.PathBuilder =>
  uPlot.paths.bars!({ size: [0.6, 56], align: 0 });

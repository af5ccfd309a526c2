import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './bar-chart.css';

/** One bar of `BarChart`. */
export interface BarChartDatum {
  /** Category on the axis (e.g. 'Seg', 'Jan'). */
  label: string;
  value: number;
  /** Human reading for the table and the bar's tooltip (e.g. 'R$ 12,50'); defaults to the number. */
  valueText?: string;
}

/** Props of `BarChart`. */
export interface BarChartProps {
  /** Visible title; also the caption of the data table that screen readers read. */
  title: ReactNode;
  data: BarChartDatum[];
  /** Header of the value column of the table (e.g. 'Ganhos'). */
  valueLabel: string;
  /** Header of the category column (e.g. 'Dia'). */
  categoryLabel: string;
  /** Bar height in rem for the largest value; defaults to 10. */
  height?: number;
  /** Label of one bar to emphasise (e.g. today). */
  highlight?: string;
  className?: string;
}

const BAR_WIDTH = 10;
const GAP = 6;

/**
 * Bar chart wrapper: SVG bars in the theme's colours for sighted users, and the same numbers as
 * a data table (visually hidden) for screen readers, so nothing is conveyed by the drawing alone.
 */
export function BarChart({
  title,
  data,
  valueLabel,
  categoryLabel,
  height = 10,
  highlight,
  className,
}: BarChartProps) {
  const titleId = `mesa-chart-${useId()}`;
  const max = Math.max(0, ...data.map((d) => d.value)) || 1;
  const width = data.length * (BAR_WIDTH + GAP) - GAP;
  const text = (d: BarChartDatum) => d.valueText ?? String(d.value);
  return (
    <figure className={cx('mesa-chart', className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className="mesa-chart__title">
        {title}
      </figcaption>
      {/* The drawing repeats the table; assistive technology reads the table instead. */}
      <div className="mesa-chart__plot" aria-hidden="true" style={{ height: `${height}rem` }}>
        <svg
          className="mesa-chart__svg"
          viewBox={`0 0 ${Math.max(width, 1)} 100`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {data.map((d, i) => {
            const h = (Math.max(d.value, 0) / max) * 100;
            return (
              <rect
                key={d.label}
                className={cx(
                  'mesa-chart__bar',
                  d.label === highlight && 'mesa-chart__bar--highlight',
                )}
                x={i * (BAR_WIDTH + GAP)}
                y={100 - h}
                width={BAR_WIDTH}
                height={h}
                rx={2}
              >
                <title>{`${d.label}: ${text(d)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="mesa-chart__axis" aria-hidden="true">
        {data.map((d) => (
          <span key={d.label} className="mesa-chart__tick">
            {d.label}
          </span>
        ))}
      </div>
      <table className="mesa-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{text(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

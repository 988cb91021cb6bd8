import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { Pie } from '@visx/shape';
import { type MouseEvent, useState } from 'react';
import { type ChartBaseProps, ChartFrame, colorAt, defaultFormat } from './ChartFrame.tsx';
import { ChartLegend, ChartTooltip, type TooltipState } from './ChartParts.tsx';
import styles from './Charts.module.css';

export interface DonutSlice {
  label: string;
  value: number;
  /** Any CSS colour; defaults to the theme palette. */
  color?: string;
}

export interface DonutChartProps extends ChartBaseProps {
  /** The parts of the whole; slices of 0 appear only in the data table. */
  data: DonutSlice[];
  /** Header of the label column in the data table. */
  labelHeader?: string;
  /** Header of the value column in the data table. */
  valueHeader?: string;
  /** Shows the legend. Default true. */
  showLegend?: boolean;
}

const percent = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 100) : 0);

/** A responsive donut chart with an accessible summary and data table. */
export function DonutChart({
  title,
  summary,
  data,
  labelHeader = 'Category',
  valueHeader = 'Value',
  height = 260,
  valueFormatter = defaultFormat,
  showLegend = true,
  loading,
  emptyMessage,
}: DonutChartProps) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  const slices = data.map((slice, index) => ({ ...slice, color: colorAt(index, slice.color) }));
  const parts = data.map(
    (slice) => `${slice.label} ${valueFormatter(slice.value)} (${percent(slice.value, total)}%)`,
  );
  return (
    <ChartFrame
      title={title}
      summary={summary ?? `Donut chart, total ${valueFormatter(total)}: ${parts.join(', ')}.`}
      height={height}
      loading={loading}
      // All-zero data would draw nothing.
      isEmpty={total <= 0}
      emptyMessage={emptyMessage}
      table={{
        head: [labelHeader, valueHeader, 'Share'],
        rows: data.map((slice) => [
          slice.label,
          valueFormatter(slice.value),
          `${percent(slice.value, total)}%`,
        ]),
      }}
    >
      <DonutPlot slices={slices} height={height} valueFormatter={valueFormatter} />
      {showLegend ? <ChartLegend items={slices.map(({ label, color }) => ({ label, color }))} /> : null}
    </ChartFrame>
  );
}

interface DonutPlotProps {
  slices: Required<DonutSlice>[];
  height: number;
  valueFormatter: (value: number) => string;
}

function DonutPlot({ slices, height, valueFormatter }: DonutPlotProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const [tooltip, setTooltip] = useState<TooltipState | null>(null);
  const radius = Math.min(width, height) / 2;
  const hover = (slice: Required<DonutSlice>) => (event: MouseEvent<SVGPathElement>) => {
    const box = (event.currentTarget.ownerSVGElement ?? event.currentTarget).getBoundingClientRect();
    setTooltip({
      left: event.clientX - box.left,
      top: event.clientY - box.top,
      items: [{ label: slice.label, color: slice.color, value: valueFormatter(slice.value) }],
    });
  };
  return (
    // Holds its height before the width is measured, so nothing below it moves.
    <div ref={parentRef} className={styles.plot} style={{ height }}>
      {width > 0 ? (
        // The figure's image is named by its summary; the drawing itself says nothing more.
        <svg width={width} height={height} className={styles.surface} aria-hidden="true">
          <Group left={width / 2} top={height / 2}>
            <Pie
              data={slices.filter((slice) => slice.value > 0)}
              pieValue={(slice) => slice.value}
              pieSort={null}
              pieSortValues={null}
              // From three o'clock, anticlockwise: where the slices have always started.
              startAngle={Math.PI / 2}
              endAngle={Math.PI / 2 - 2 * Math.PI}
              innerRadius={radius * 0.55}
              outerRadius={radius * 0.8}
              padAngle={Math.PI / 180}
            >
              {(pie) =>
                pie.arcs.map((arc) => (
                  // biome-ignore lint/a11y/noStaticElementInteractions: the hover card is for the pointer; keyboard and screen-reader users get the same numbers in the data table
                  <path
                    key={arc.data.label}
                    d={pie.path(arc) ?? ''}
                    fill={arc.data.color}
                    stroke="var(--pp-color-surface)"
                    onMouseMove={hover(arc.data)}
                    onMouseLeave={() => setTooltip(null)}
                  />
                ))
              }
            </Pie>
          </Group>
        </svg>
      ) : null}
      <ChartTooltip tooltip={tooltip} />
    </div>
  );
}

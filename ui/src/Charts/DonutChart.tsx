import { Legend, Pie, PieChart, Tooltip } from 'recharts';
import {
  type ChartBaseProps,
  ChartFrame,
  colorAt,
  defaultFormat,
  legendFormatter,
  tooltipProps,
} from './ChartFrame.tsx';

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
  // Recharts reads a slice's colour from its `fill` field.
  const slices = data.map((slice, index) => ({ ...slice, fill: colorAt(index, slice.color) }));
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
      <PieChart responsive style={{ width: '100%', height }} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          innerRadius="55%"
          outerRadius="80%"
          paddingAngle={1}
          stroke="var(--pp-color-surface)"
        />
        <Tooltip {...tooltipProps} formatter={(value) => valueFormatter(Number(value))} />
        {showLegend ? <Legend formatter={legendFormatter} /> : null}
      </PieChart>
    </ChartFrame>
  );
}

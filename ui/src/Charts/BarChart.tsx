import { Bar, CartesianGrid, Legend, BarChart as RechartsBarChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  axisProps,
  type ChartBaseProps,
  ChartFrame,
  type ChartSeries,
  colorAt,
  defaultFormat,
  legendFormatter,
  tooltipProps,
} from './ChartFrame.tsx';
import { cartesianSummary, cartesianTable } from './summaries.ts';

export interface BarChartProps<T extends object> extends ChartBaseProps {
  /** One datum per category. */
  data: T[];
  /** Field holding the category name. */
  xKey: keyof T & string;
  /** Name of the category axis, used in the summary and data table; defaults to `xKey`. */
  xLabel?: string;
  /** The bars per category. */
  series: ChartSeries<keyof T & string>[];
  /** Stacks the series instead of placing them side by side. */
  stacked?: boolean;
  /** Shows the legend; default when there is more than one series. */
  showLegend?: boolean;
}

/** A responsive bar chart with an accessible summary and data table. */
export function BarChart<T extends object>({
  title,
  summary,
  data,
  xKey,
  xLabel = xKey,
  series,
  stacked = false,
  height = 300,
  valueFormatter = defaultFormat,
  showLegend = series.length > 1,
  loading = false,
  emptyMessage = 'No data to show',
}: BarChartProps<T>) {
  return (
    <ChartFrame
      title={title}
      summary={summary ?? cartesianSummary('Bar chart', data, xKey, xLabel, series, valueFormatter)}
      height={height}
      loading={loading}
      isEmpty={data.length === 0}
      emptyMessage={emptyMessage}
      table={cartesianTable(data, xKey, xLabel, series, valueFormatter)}
    >
      <RechartsBarChart
        data={data}
        responsive
        style={{ width: '100%', height }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="var(--pp-color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey as string} {...axisProps} />
        <YAxis {...axisProps} tickFormatter={valueFormatter} width="auto" />
        <Tooltip {...tooltipProps} formatter={(value) => valueFormatter(Number(value))} />
        {showLegend ? <Legend formatter={legendFormatter} /> : null}
        {series.map((s, index) => (
          <Bar
            key={s.key}
            dataKey={s.key as string}
            name={s.label}
            fill={colorAt(index, s.color)}
            stackId={stacked ? 'stack' : undefined}
            radius={stacked ? 0 : [4, 4, 0, 0]}
            maxBarSize={48}
          />
        ))}
      </RechartsBarChart>
    </ChartFrame>
  );
}

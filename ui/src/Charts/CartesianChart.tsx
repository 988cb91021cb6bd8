import type { ReactNode } from 'react';
import {
  CartesianGrid,
  Legend,
  type BarChart as RechartsBarChart,
  type LineChart as RechartsLineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  axisProps,
  type ChartBaseProps,
  ChartFrame,
  type ChartSeries,
  defaultFormat,
  legendFormatter,
  tooltipProps,
} from './ChartFrame.tsx';
import { cartesianSummary, cartesianTable } from './summaries.ts';

/** Props of the charts drawn on x and y axes (bar and line). */
export interface CartesianChartProps<T extends object> extends ChartBaseProps {
  /** One datum per category, i.e. per point along the x axis. */
  data: T[];
  /** Field holding the x axis category (e.g. a month name). */
  xKey: keyof T & string;
  /** Name of the x axis, used in the summary and data table; defaults to `xKey`. */
  xLabel?: string;
  /** The bars or lines per category. */
  series: ChartSeries<keyof T & string>[];
  /** Shows the legend; default when there is more than one series. */
  showLegend?: boolean;
  /** Whether the value axis may tick at fractions; false for counts (licences, requests). Default true. */
  allowDecimals?: boolean;
}

interface CartesianFrameProps<T extends object> extends CartesianChartProps<T> {
  /** Opens the generated summary, e.g. 'Bar chart'. */
  kind: string;
  /** The recharts container the series belong in. */
  chart: typeof RechartsBarChart | typeof RechartsLineChart;
  /** The series' bars or lines, drawn over the shared grid, axes, tooltip and legend. */
  children: ReactNode;
}

/**
 * The part the bar and line charts share: accessible frame, summary and table, the recharts container
 * with grid, axes, tooltip and legend, so both charts keep one look and one accessible shape.
 */
export function CartesianFrame<T extends object>({
  kind,
  chart: Chart,
  title,
  summary,
  data,
  xKey,
  xLabel = xKey,
  series,
  height = 300,
  valueFormatter = defaultFormat,
  showLegend = series.length > 1,
  allowDecimals = true,
  loading,
  emptyMessage,
  children,
}: CartesianFrameProps<T>) {
  return (
    <ChartFrame
      title={title}
      summary={summary ?? cartesianSummary(kind, data, xKey, xLabel, series, valueFormatter)}
      height={height}
      loading={loading}
      isEmpty={data.length === 0}
      emptyMessage={emptyMessage}
      table={cartesianTable(data, xKey, xLabel, series, valueFormatter)}
    >
      <Chart
        data={data}
        responsive
        style={{ width: '100%', height }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="var(--pp-color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey as string} {...axisProps} />
        <YAxis {...axisProps} tickFormatter={valueFormatter} width="auto" allowDecimals={allowDecimals} />
        <Tooltip {...tooltipProps} formatter={(value) => valueFormatter(Number(value))} />
        {showLegend ? <Legend formatter={legendFormatter} /> : null}
        {children}
      </Chart>
    </ChartFrame>
  );
}

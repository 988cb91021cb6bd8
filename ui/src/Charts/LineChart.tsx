import { CartesianGrid, Legend, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from 'recharts';
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

export interface LineChartProps<T extends object> extends ChartBaseProps {
  /** One datum per point along the x axis. */
  data: T[];
  /** Field holding the x axis category (e.g. a month name). */
  xKey: keyof T & string;
  /** Name of the x axis, used in the summary and data table; defaults to `xKey`. */
  xLabel?: string;
  /** The lines to draw. */
  series: ChartSeries<keyof T & string>[];
  /** Shows the legend; default when there is more than one series. */
  showLegend?: boolean;
}

/** A responsive line chart with an accessible summary and data table. */
export function LineChart<T extends object>({
  title,
  summary,
  data,
  xKey,
  xLabel = xKey,
  series,
  height = 300,
  valueFormatter = defaultFormat,
  showLegend = series.length > 1,
  loading = false,
  emptyMessage = 'No data to show',
}: LineChartProps<T>) {
  return (
    <ChartFrame
      title={title}
      summary={summary ?? cartesianSummary('Line chart', data, xKey, xLabel, series, valueFormatter)}
      height={height}
      loading={loading}
      isEmpty={data.length === 0}
      emptyMessage={emptyMessage}
      table={cartesianTable(data, xKey, xLabel, series, valueFormatter)}
    >
      <RechartsLineChart
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
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key as string}
            name={s.label}
            stroke={colorAt(index, s.color)}
            strokeWidth={2}
            dot={{ r: 3, fill: colorAt(index, s.color) }}
          />
        ))}
      </RechartsLineChart>
    </ChartFrame>
  );
}

import { Bar, BarChart as RechartsBarChart } from 'recharts';
import { type CartesianChartProps, CartesianFrame } from './CartesianChart.tsx';
import { colorAt } from './ChartFrame.tsx';

export interface BarChartProps<T extends object> extends CartesianChartProps<T> {
  /** Stacks the series instead of placing them side by side. */
  stacked?: boolean;
}

/** A responsive bar chart with an accessible summary and data table. */
export function BarChart<T extends object>({ stacked = false, ...props }: BarChartProps<T>) {
  return (
    <CartesianFrame kind="Bar chart" chart={RechartsBarChart} {...props}>
      {props.series.map((s, index) => (
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
    </CartesianFrame>
  );
}

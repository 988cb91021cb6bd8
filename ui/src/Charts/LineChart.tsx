import { Line, LineChart as RechartsLineChart } from 'recharts';
import { type CartesianChartProps, CartesianFrame } from './CartesianChart.tsx';
import { colorAt } from './ChartFrame.tsx';

export type LineChartProps<T extends object> = CartesianChartProps<T>;

/** A responsive line chart with an accessible summary and data table. */
export function LineChart<T extends object>(props: LineChartProps<T>) {
  return (
    <CartesianFrame kind="Line chart" chart={RechartsLineChart} {...props}>
      {props.series.map((s, index) => (
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
    </CartesianFrame>
  );
}

import { curveMonotoneX } from '@visx/curve';
import { LinePath } from '@visx/shape';
import { type CartesianChartProps, CartesianFrame } from './CartesianChart.tsx';
import { colorAt, numberAt } from './ChartFrame.tsx';

export type LineChartProps<T extends object> = CartesianChartProps<T>;

/** A responsive line chart with an accessible summary and data table. */
export function LineChart<T extends object>(props: LineChartProps<T>) {
  const { data, series } = props;
  const maxValue = Math.max(0, ...data.flatMap((d) => series.map((s) => numberAt(d, s.key) ?? 0)));
  return (
    <CartesianFrame kind="Line chart" maxValue={maxValue} cursor="line" {...props}>
      {({ x, y, categories }) => {
        const centre = (row: number) => (x(categories[row] ?? '') ?? 0) + x.bandwidth() / 2;
        return series.map((s, index) => {
          const color = colorAt(index, s.color);
          const all = data.map((d, row) => ({ row, value: numberAt(d, s.key) }));
          const points = all.filter((p): p is { row: number; value: number } => p.value !== null);
          return (
            <g key={s.key}>
              <LinePath
                data={all}
                // A missing value leaves a gap in the line.
                defined={(p) => p.value !== null}
                x={(p) => centre(p.row)}
                y={(p) => y(p.value ?? 0)}
                curve={curveMonotoneX}
                stroke={color}
                strokeWidth={2}
                fill="none"
              />
              {points.map((p) => (
                <circle key={p.row} cx={centre(p.row)} cy={y(p.value)} r={3} fill={color} />
              ))}
            </g>
          );
        });
      }}
    </CartesianFrame>
  );
}

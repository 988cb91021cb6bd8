import { Bar, BarRounded } from '@visx/shape';
import { type CartesianChartProps, CartesianFrame } from './CartesianChart.tsx';
import { colorAt, numberAt } from './ChartFrame.tsx';

export interface BarChartProps<T extends object> extends CartesianChartProps<T> {
  /** Stacks the series instead of placing them side by side. */
  stacked?: boolean;
}

/** Bars never grow wider than this, so a chart with one category does not show a slab. */
const MAX_BAR_WIDTH = 48;
const RADIUS = 4;

/** A responsive bar chart with an accessible summary and data table. */
export function BarChart<T extends object>({ stacked = false, ...props }: BarChartProps<T>) {
  const { data, series } = props;
  const value = (datum: T, key: string) => Math.max(numberAt(datum, key) ?? 0, 0);
  const maxValue = Math.max(
    0,
    ...data.map((d) =>
      stacked
        ? series.reduce((sum, s) => sum + value(d, s.key), 0)
        : Math.max(0, ...series.map((s) => value(d, s.key))),
    ),
  );
  return (
    <CartesianFrame kind="Bar chart" maxValue={maxValue} cursor="band" {...props}>
      {({ x, y, height, categories }) =>
        data.map((datum, row) => {
          const start = x(categories[row] ?? '') ?? 0;
          // Side by side: the band is shared by the series; stacked: each takes the whole band.
          const slots = stacked ? 1 : series.length;
          const width = Math.min(x.bandwidth() / slots, MAX_BAR_WIDTH);
          const offset = start + (x.bandwidth() - width * slots) / 2;
          let base = 0;
          return series.map((s, index) => {
            const v = value(datum, s.key);
            const top = y(base + v);
            const barHeight = y(base) - top;
            const left = stacked ? offset : offset + index * width;
            if (stacked) base += v;
            const fill = colorAt(index, s.color);
            const key = `${row}-${s.key}`;
            if (barHeight <= 0) return null;
            return stacked ? (
              <Bar key={key} x={left} y={top} width={width} height={barHeight} fill={fill} />
            ) : (
              <BarRounded
                key={key}
                x={left}
                y={top}
                width={width}
                height={Math.min(barHeight, height)}
                radius={RADIUS}
                top
                fill={fill}
              />
            );
          });
        })
      }
    </CartesianFrame>
  );
}

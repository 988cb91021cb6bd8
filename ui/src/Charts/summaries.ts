import { type ChartSeries, field, numberAt } from './ChartFrame.tsx';

/** e.g. "Line chart of Requests by Month, 6 points. Requests from 4 to 20." */
export function cartesianSummary<T extends object>(
  kind: string,
  data: T[],
  xKey: string,
  xLabel: string,
  series: ChartSeries[],
  format: (value: number) => string,
): string {
  const names = series.map((s) => s.label).join(', ');
  const ranges = series.map((s) => {
    const values = data.map((d) => numberAt(d, s.key)).filter((v): v is number => v !== null);
    if (values.length === 0) return `${s.label}: no values.`;
    return `${s.label} from ${format(Math.min(...values))} to ${format(Math.max(...values))}.`;
  });
  const first = data[0] ? String(field(data[0], xKey)) : '';
  const last = data.at(-1) ? String(field(data.at(-1)!, xKey)) : '';
  const span = data.length > 1 ? ` (${first} to ${last})` : '';
  return `${kind} of ${names} by ${xLabel}, ${data.length} points${span}. ${ranges.join(' ')}`;
}

/** The numbers as table rows: one row per datum, one column per series. */
export function cartesianTable<T extends object>(
  data: T[],
  xKey: string,
  xLabel: string,
  series: ChartSeries[],
  format: (value: number) => string,
) {
  return {
    head: [xLabel, ...series.map((s) => s.label)],
    rows: data.map((d) => [
      String(field(d, xKey) ?? ''),
      ...series.map((s) => {
        const value = numberAt(d, s.key);
        return value === null ? '' : format(value);
      }),
    ]),
  };
}

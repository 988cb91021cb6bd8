import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
// d3's own scales, as visx vendors them: @visx/scale's createScale applies every operator of every
// kind of scale, bringing d3's colour interpolators and time intervals (3.5 KB gzip) for a band
// and a linear scale.
import { type ScaleBand, type ScaleLinear, scaleBand, scaleLinear } from '@visx/vendor/d3-scale';
import { type MouseEvent, type ReactNode, useState } from 'react';
import {
  axisStyle,
  type ChartBaseProps,
  ChartFrame,
  type ChartSeries,
  colorAt,
  defaultFormat,
  field,
  numberAt,
} from './ChartFrame.tsx';
import { ChartLegend, ChartTooltip, type TooltipState } from './ChartParts.tsx';
import styles from './Charts.module.css';
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
  /** At most this many labels on the x axis, evenly spaced (a day per bar over 90 days would overlap). */
  maxXTicks?: number;
}

/** What a chart needs to draw its series inside the shared frame. */
export interface PlotArea {
  /** The category (band) of each datum along the x axis. */
  x: ScaleBand<string>;
  y: ScaleLinear<number, number>;
  /** Height of the plot inside the margins: the value axis' zero. */
  height: number;
  /** The category of each datum, in data order. */
  categories: string[];
}

interface CartesianFrameProps<T extends object> extends CartesianChartProps<T> {
  /** Opens the generated summary, e.g. 'Bar chart'. */
  kind: string;
  /** The largest value the axis must reach (a stack's total for stacked bars). */
  maxValue: number;
  /** Draws the series' bars or lines over the shared grid and axes. */
  children: (area: PlotArea) => ReactNode;
  /** What the pointer highlights over a category: the band (bars) or a line through it (lines). */
  cursor: 'band' | 'line';
}

const MARGIN = { top: 8, right: 16, bottom: 28 } as const;
const TICKS = 5;

/** Ticks of the value axis: whole numbers only for counts, so 1 licence never shows as 0.75. */
function valueTicks(y: ScaleLinear<number, number>, allowDecimals: boolean): number[] {
  const ticks = y.ticks(TICKS);
  return allowDecimals ? ticks : ticks.filter(Number.isInteger);
}

/** Every category, or every n-th one (the last included) so that at most `max` labels show. */
function xTicks(categories: string[], max: number | undefined): string[] | undefined {
  if (!max || categories.length <= max) return undefined;
  const step = Math.ceil(categories.length / max);
  return categories.filter((_, index) => (categories.length - 1 - index) % step === 0);
}

/**
 * The part the bar and line charts share: accessible frame, summary and table, the plot with grid,
 * axes, hover card and legend (visx), so both charts keep one look and one accessible shape.
 */
export function CartesianFrame<T extends object>({
  kind,
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
  maxXTicks,
  loading,
  emptyMessage,
  maxValue,
  cursor,
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
      <CartesianPlot
        data={data}
        xKey={xKey}
        series={series}
        height={height}
        valueFormatter={valueFormatter}
        allowDecimals={allowDecimals}
        maxXTicks={maxXTicks}
        maxValue={maxValue}
        cursor={cursor}
        draw={children}
      />
      {showLegend ? (
        <ChartLegend items={series.map((s, index) => ({ label: s.label, color: colorAt(index, s.color) }))} />
      ) : null}
    </ChartFrame>
  );
}

interface CartesianPlotProps<T extends object> {
  data: T[];
  xKey: string;
  series: ChartSeries[];
  height: number;
  valueFormatter: (value: number) => string;
  allowDecimals: boolean;
  maxXTicks: number | undefined;
  maxValue: number;
  cursor: 'band' | 'line';
  draw: (area: PlotArea) => ReactNode;
}

function CartesianPlot<T extends object>({
  data,
  xKey,
  series,
  height,
  valueFormatter,
  allowDecimals,
  maxXTicks,
  maxValue,
  cursor,
  draw,
}: CartesianPlotProps<T>) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const [hovered, setHovered] = useState<{ index: number; tooltip: TooltipState } | null>(null);

  const categories = data.map((d) => String(field(d, xKey) ?? ''));
  // Counts never show fractions, so their axis reaches at least 1.
  const y = scaleLinear()
    .domain([0, Math.max(maxValue, allowDecimals ? 0 : 1) || 1])
    .nice(TICKS);
  const ticks = valueTicks(y, allowDecimals);
  // The value axis is as wide as its longest label, so no label is cut.
  const left = Math.max(...ticks.map((t) => valueFormatter(t).length), 1) * 7 + 18;
  const innerWidth = Math.max(width - left - MARGIN.right, 0);
  const innerHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 0);
  y.range([innerHeight, 0]);
  const x = scaleBand<string>().domain(categories).range([0, innerWidth]).paddingInner(0.2).paddingOuter(0.1);

  const onMove = (event: MouseEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const offset = event.clientX - box.left;
    const index = Math.min(
      Math.max(Math.floor((offset - x.paddingOuter() * x.step()) / x.step()), 0),
      data.length - 1,
    );
    const datum = data[index];
    if (!datum) return;
    setHovered({
      index,
      tooltip: {
        left: left + (x(categories[index] ?? '') ?? 0) + x.bandwidth(),
        top: MARGIN.top + event.clientY - box.top,
        title: categories[index],
        items: series.map((s, i) => {
          const value = numberAt(datum, s.key);
          return {
            label: s.label,
            color: colorAt(i, s.color),
            value: value === null ? '' : valueFormatter(value),
          };
        }),
      },
    });
  };

  const band = hovered ? (x(categories[hovered.index] ?? '') ?? 0) : 0;
  return (
    // Holds its height before the width is measured, so nothing below it moves.
    <div ref={parentRef} className={styles.plot} style={{ height }}>
      {width > 0 ? (
        // The figure's image is named by its summary; the drawing itself says nothing more.
        <svg width={width} height={height} className={styles.surface} aria-hidden="true">
          <Group left={left} top={MARGIN.top}>
            <GridRows
              scale={y}
              width={innerWidth}
              tickValues={ticks}
              stroke="var(--pp-color-border)"
              strokeDasharray="3 3"
            />
            {hovered && cursor === 'band' ? (
              <rect
                x={band - (x.step() - x.bandwidth()) / 2}
                width={x.step()}
                height={innerHeight}
                fill="var(--pp-color-surface-2)"
              />
            ) : null}
            {hovered && cursor === 'line' ? (
              <line
                x1={band + x.bandwidth() / 2}
                x2={band + x.bandwidth() / 2}
                y2={innerHeight}
                stroke="var(--pp-color-border)"
              />
            ) : null}
            {draw({ x, y, height: innerHeight, categories })}
            <AxisLeft
              scale={y}
              tickValues={ticks}
              tickFormat={(v) => valueFormatter(Number(v))}
              {...axisStyle}
            />
            <AxisBottom
              scale={x}
              top={innerHeight}
              tickValues={xTicks(categories, maxXTicks)}
              {...axisStyle}
            />
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover card is for the pointer; keyboard and screen-reader users get the same numbers in the data table */}
            <rect
              width={innerWidth}
              height={innerHeight}
              fill="transparent"
              onMouseMove={onMove}
              onMouseLeave={() => setHovered(null)}
            />
          </Group>
        </svg>
      ) : null}
      <ChartTooltip tooltip={hovered?.tooltip ?? null} />
    </div>
  );
}

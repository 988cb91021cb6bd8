export type { BarChartProps } from './BarChart.tsx';
export { BarChart } from './BarChart.tsx';
export type { ChartBaseProps, ChartSeries } from './ChartFrame.tsx';
export type { DonutChartProps, DonutSlice } from './DonutChart.tsx';
export { DonutChart } from './DonutChart.tsx';
export type { LineChartProps } from './LineChart.tsx';
export { LineChart } from './LineChart.tsx';

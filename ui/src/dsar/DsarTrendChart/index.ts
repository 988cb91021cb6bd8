export type { DsarTrendChartProps } from './DsarTrendChart.tsx';
export { DsarTrendChart } from './DsarTrendChart.tsx';

export type { DsarRegionChartProps } from './DsarRegionChart.tsx';
export { DsarRegionChart, regionLabel } from './DsarRegionChart.tsx';

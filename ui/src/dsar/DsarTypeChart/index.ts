export type { DsarTypeChartProps } from './DsarTypeChart.tsx';
export { DsarTypeChart, REQUEST_TYPE_SHORT } from './DsarTypeChart.tsx';

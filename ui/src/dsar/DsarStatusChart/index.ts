export type { DsarStatusChartProps } from './DsarStatusChart.tsx';
export { DSAR_STATUS_COLORS, DSAR_STATUS_LABELS, DsarStatusChart } from './DsarStatusChart.tsx';

export type { ConsentTrendChartProps } from './ConsentTrendChart.tsx';
export { CHOICE_COLORS, CHOICE_LABELS, ConsentTrendChart } from './ConsentTrendChart.tsx';

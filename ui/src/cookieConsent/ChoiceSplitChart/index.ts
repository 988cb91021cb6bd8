export type { ChoiceSplitChartProps } from './ChoiceSplitChart.tsx';
export { ChoiceSplitChart } from './ChoiceSplitChart.tsx';

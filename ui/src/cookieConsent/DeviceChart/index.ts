export type { DeviceChartProps } from './DeviceChart.tsx';
export { DEVICE_LABELS, DeviceChart } from './DeviceChart.tsx';

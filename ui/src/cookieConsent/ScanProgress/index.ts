export type { ScanProgressProps } from './ScanProgress.tsx';
export { ScanProgress } from './ScanProgress.tsx';

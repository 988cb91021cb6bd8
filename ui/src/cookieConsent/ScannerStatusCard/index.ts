export type { ScannerStatusCardProps } from './ScannerStatusCard.tsx';
export { ScannerStatusCard, scansLeft } from './ScannerStatusCard.tsx';

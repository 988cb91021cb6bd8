export type { ScanJobsTableProps } from './ScanJobsTable.tsx';
export { ScanJobsTable } from './ScanJobsTable.tsx';
export {
  formatScanTime,
  isScanActive,
  pageCount,
  SCAN_STATUS_LABEL,
  SCAN_STATUS_TONE,
  SCAN_TRIGGER_LABEL,
  scanDuration,
} from './scanLabels.ts';

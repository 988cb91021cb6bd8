export { SCAN_STATE_LABEL } from './findingLabels.ts';
export type { ScanJobDetailsProps } from './ScanJobDetails.tsx';
export { ScanJobDetails } from './ScanJobDetails.tsx';

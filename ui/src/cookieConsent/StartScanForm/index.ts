export type { ScanStartChoice, StartScanFormProps } from './StartScanForm.tsx';
export { StartScanForm } from './StartScanForm.tsx';

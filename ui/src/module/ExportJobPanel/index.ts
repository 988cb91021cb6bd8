export type { ExportJob, ExportJobPanelProps } from './ExportJobPanel.tsx';
export { ExportJobPanel } from './ExportJobPanel.tsx';

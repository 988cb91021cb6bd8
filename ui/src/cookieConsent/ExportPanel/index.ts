export type { ExportPanelProps } from './ExportPanel.tsx';
export { ExportPanel } from './ExportPanel.tsx';

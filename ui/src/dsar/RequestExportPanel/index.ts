export type { RequestExportPanelProps } from './RequestExportPanel.tsx';
export { RequestExportPanel } from './RequestExportPanel.tsx';

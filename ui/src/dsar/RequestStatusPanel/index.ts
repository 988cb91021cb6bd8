export type { RequestStatusPanelProps } from './RequestStatusPanel.tsx';
export { RequestStatusPanel } from './RequestStatusPanel.tsx';

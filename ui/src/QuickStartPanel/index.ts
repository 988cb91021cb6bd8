export type { QuickStartPanelProps } from './QuickStartPanel.tsx';
export { QuickStartPanel } from './QuickStartPanel.tsx';
export type { Position as QuickStartPanelPosition } from './useDrag.ts';

export type { ConsentModePanelProps } from './ConsentModePanel.tsx';
export { ConsentModePanel, SIGNAL_DESCRIPTION } from './ConsentModePanel.tsx';

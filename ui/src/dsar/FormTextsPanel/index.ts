export type { FormTextsPanelProps } from './FormTextsPanel.tsx';
export { FormTextsPanel } from './FormTextsPanel.tsx';

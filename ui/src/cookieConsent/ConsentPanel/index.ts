export type { ConsentPanelProps } from './ConsentPanel.tsx';
export { ConsentPanel } from './ConsentPanel.tsx';
export { countryName, formatRate, formatShortDay, share } from './format.ts';

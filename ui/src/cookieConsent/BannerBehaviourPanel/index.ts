export type { BannerBehaviourPanelProps } from './BannerBehaviourPanel.tsx';
export { BannerBehaviourPanel } from './BannerBehaviourPanel.tsx';
export { REGION_PATTERN, REGULATION_LABEL, regionName, US_OPT_OUT_STATES } from './regions.ts';

export type { BannerLayoutPanelProps } from './BannerLayoutPanel.tsx';
export { BannerLayoutPanel, LAYOUT_POSITIONS } from './BannerLayoutPanel.tsx';

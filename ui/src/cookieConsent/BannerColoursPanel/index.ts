export type { BannerColoursPanelProps } from './BannerColoursPanel.tsx';
export { BannerColoursPanel } from './BannerColoursPanel.tsx';
export type { ContrastPair } from './contrast.ts';
export { contrastPairs, legibleColour, normaliseHex, ratioText } from './contrast.ts';

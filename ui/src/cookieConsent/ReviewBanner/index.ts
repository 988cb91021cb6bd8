export type { ReviewBannerProps } from './ReviewBanner.tsx';
export { ReviewBanner } from './ReviewBanner.tsx';

export type { EmailVerificationBannerProps } from './EmailVerificationBanner.tsx';
export { EmailVerificationBanner } from './EmailVerificationBanner.tsx';

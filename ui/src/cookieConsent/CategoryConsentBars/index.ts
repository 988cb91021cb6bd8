export type { CategoryConsentBarsProps } from './CategoryConsentBars.tsx';
export { CategoryConsentBars } from './CategoryConsentBars.tsx';

export type { ConsentRateCardsProps } from './ConsentRateCards.tsx';
export { ConsentRateCards } from './ConsentRateCards.tsx';

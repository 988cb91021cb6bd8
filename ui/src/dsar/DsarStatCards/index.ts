export type { DsarStatCardsProps } from './DsarStatCards.tsx';
export { DsarStatCards, formatDaysToClose } from './DsarStatCards.tsx';

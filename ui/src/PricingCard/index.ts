export type { PricingCardProps } from './PricingCard.tsx';
export { PricingCard } from './PricingCard.tsx';
export { formatPlanPrice } from './price.ts';

export type { RequestCardProps } from './RequestCard.tsx';
export { RequestCard } from './RequestCard.tsx';

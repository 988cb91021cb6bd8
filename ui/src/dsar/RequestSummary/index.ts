export type { RequestSummaryProps } from './RequestSummary.tsx';
export { RequestSummary } from './RequestSummary.tsx';

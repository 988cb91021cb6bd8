export type { FormPublishHistoryProps } from './FormPublishHistory.tsx';
export { FormPublishHistory } from './FormPublishHistory.tsx';

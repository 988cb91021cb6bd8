export type { PublishedVersion, PublishHistoryProps, PublishHistoryTexts } from './PublishHistory.tsx';
export { PublishHistory } from './PublishHistory.tsx';

export type { RequestDeadlinesProps } from './RequestDeadlines.tsx';
export { RequestDeadlines } from './RequestDeadlines.tsx';

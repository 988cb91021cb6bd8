export type { RequestStagesProps } from './RequestStages.tsx';
export { RequestStages } from './RequestStages.tsx';

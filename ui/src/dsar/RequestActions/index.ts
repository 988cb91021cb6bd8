export type { RequestActionsProps } from './RequestActions.tsx';
export { RequestActions } from './RequestActions.tsx';

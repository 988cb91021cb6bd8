export type { WorkflowListProps } from './WorkflowList.tsx';
export { WorkflowList } from './WorkflowList.tsx';
export { openRequestsLabel, REQUEST_TYPE_OPTIONS, requestTypeLabel, stagesLabel } from './workflowLabels.ts';

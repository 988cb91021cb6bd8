export type { WorkflowBuilderProps } from './WorkflowBuilder.tsx';
export { WorkflowBuilder } from './WorkflowBuilder.tsx';
export type { StageDraft, TaskDraft, WorkflowDraft, WorkflowErrors } from './workflowDraft.ts';
export {
  draftFromWorkflow,
  emptyDraft,
  errorPath,
  moveItem,
  toWorkflowInput,
  WORKFLOW_LIMITS,
  workflowProblems,
} from './workflowDraft.ts';

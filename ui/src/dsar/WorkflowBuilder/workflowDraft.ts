import type { Schemas } from '@privacy-portal/sdk';
import { WorkflowInput as Rules } from '@privacy-portal/sdk/form-rules';

type Workflow = Schemas['Workflow'];
type WorkflowInput = Schemas['WorkflowInput'];
type RequestType = Schemas['RequestType'];
type EmailEvent = Schemas['EmailEvent'];

/** The contract's bounds of a workflow (components/dsar.yaml WorkflowInput, WorkflowStage). */
export const WORKFLOW_LIMITS = {
  nameMax: Rules.name.maxLength,
  stagesMax: 20,
  stageNameMax: 100,
  tasksMax: 20,
  taskMax: 200,
  dueDaysMin: 0,
  dueDaysMax: 365,
} as const;

/** A task being edited; `key` keeps its field when tasks above it are removed. */
export interface TaskDraft {
  key: string;
  title: string;
}

/** A stage being edited; `key` keeps its fields (and focus) when the stages are reordered. */
export interface StageDraft {
  key: string;
  name: string;
  tasks: TaskDraft[];
  assignee_id: number | null;
  due_days: number;
  template: EmailEvent | null;
}

/** What the builder edits: a workflow's name, request type and ordered stages. */
export interface WorkflowDraft {
  name: string;
  request_type: RequestType | null;
  stages: StageDraft[];
}

/** Field path → message, in the server's spelling: name, stages[1].name, stages[1].tasks[0]. */
export type WorkflowErrors = Readonly<Record<string, string>>;

let counter = 0;
const nextKey = (prefix: string) => {
  counter += 1;
  return `${prefix}${counter}`;
};

export function newTask(title = ''): TaskDraft {
  return { key: nextKey('t'), title };
}

/** A new stage, due a week after the one before it (or on the day of receipt when it is the first). */
export function newStage(previous?: Pick<StageDraft, 'due_days'>): StageDraft {
  const due = previous ? Math.min(previous.due_days + 7, WORKFLOW_LIMITS.dueDaysMax) : 0;
  return {
    key: nextKey('s'),
    name: '',
    tasks: [newTask()],
    assignee_id: null,
    due_days: due,
    template: null,
  };
}

/** A new workflow: one empty stage, for any request type. */
export function emptyDraft(): WorkflowDraft {
  return { name: '', request_type: null, stages: [newStage()] };
}

/** A saved workflow, ready to edit. */
export function draftFromWorkflow(
  workflow: Pick<Workflow, 'name' | 'request_type' | 'stages'>,
): WorkflowDraft {
  return {
    name: workflow.name,
    request_type: workflow.request_type,
    stages: workflow.stages.map((stage) => ({
      key: nextKey('s'),
      name: stage.name,
      tasks: stage.tasks.map((title) => newTask(title)),
      assignee_id: stage.assignee_id,
      due_days: stage.due_days,
      template: stage.template,
    })),
  };
}

/** The body of createWorkflow / updateWorkflow: texts trimmed, empty tasks left out. */
export function toWorkflowInput(draft: WorkflowDraft): WorkflowInput {
  return {
    name: draft.name.trim(),
    request_type: draft.request_type,
    stages: draft.stages.map((stage) => ({
      name: stage.name.trim(),
      tasks: stage.tasks.map((task) => task.title.trim()).filter((title) => title !== ''),
      assignee_id: stage.assignee_id,
      due_days: stage.due_days,
      template: stage.template,
    })),
  };
}

/** The list with the item at `from` moved to `to` (both within the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export const stagePath = (index: number, field: 'name' | 'assignee_id' | 'due_days' | 'template') =>
  `stages[${index}].${field}`;
export const taskPath = (stage: number, task: number) => `stages[${stage}].tasks[${task}]`;

/**
 * What the contract and the server refuse, checked before the call: a name, a name and a task per
 * stage within their lengths. Empty task rows are dropped on save, not refused (a stage may have
 * none). The name's uniqueness is the server's to say (checkWorkflowName).
 */
export function workflowProblems(draft: WorkflowDraft): WorkflowErrors {
  const problems: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'Give the workflow a name';
  else if (name.length > WORKFLOW_LIMITS.nameMax)
    problems.name = `Use at most ${WORKFLOW_LIMITS.nameMax} characters`;
  draft.stages.forEach((stage, i) => {
    const stageName = stage.name.trim();
    if (!stageName) problems[stagePath(i, 'name')] = 'Give the stage a name';
    else if (stageName.length > WORKFLOW_LIMITS.stageNameMax)
      problems[stagePath(i, 'name')] = `Use at most ${WORKFLOW_LIMITS.stageNameMax} characters`;
    stage.tasks.forEach((task, j) => {
      if (task.title.trim().length > WORKFLOW_LIMITS.taskMax)
        problems[taskPath(i, j)] = `Use at most ${WORKFLOW_LIMITS.taskMax} characters`;
    });
  });
  return problems;
}

/**
 * The stages whose due day comes before the previous stage's: allowed (stages may overlap), but
 * usually a slip, so the builder points it out.
 */
export function earlierThanPrevious(draft: WorkflowDraft): number[] {
  return draft.stages
    .map((stage, i) => (i > 0 && stage.due_days < (draft.stages[i - 1]?.due_days ?? 0) ? i : -1))
    .filter((i) => i >= 0);
}

/**
 * A field path as the builder keys its messages: the contract's validator says stages.1.tasks.0, the
 * server's own checks stages[1].tasks[0]; both become the latter.
 */
export const errorPath = (field: string) => field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

import type { Schemas } from '@privacy-portal/sdk';
import { Button } from '../../Button/index.ts';
import { DaysField } from '../../DaysField/index.ts';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { TextField } from '../../TextField/index.ts';
import a11y from '../../theme/a11y.module.css';
import { EMAIL_EVENT_LABELS, EMAIL_EVENT_ORDER } from '../TemplateEditor/templateLabels.ts';
import styles from './WorkflowBuilder.module.css';
import {
  newTask,
  type StageDraft,
  stagePath,
  taskPath,
  WORKFLOW_LIMITS,
  type WorkflowErrors,
} from './workflowDraft.ts';

type Person = Schemas['Person'];
type EmailEvent = Schemas['EmailEvent'];

const NOBODY = 'nobody';
const NO_EMAIL = 'none';

const EMAIL_OPTIONS = [
  { id: NO_EMAIL, label: 'No e-mail' },
  ...EMAIL_EVENT_ORDER.map((event) => ({ id: event, label: EMAIL_EVENT_LABELS[event] })),
];

export interface WorkflowStageCardProps {
  stage: StageDraft;
  index: number;
  /** How many stages the workflow has: the first cannot move up, the last not down, the only one not go. */
  count: number;
  errors: WorkflowErrors;
  /** The organization's members, who may be a stage's default assignee. */
  assignees: readonly Person[];
  /** The previous stage is due later: said under the due day. */
  dueBeforePrevious: boolean;
  onChange: (stage: StageDraft) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  /** Asks the builder to focus something of this stage once it has drawn (a new task's field). */
  onFocusRequest: (selector: string) => void;
  isDisabled?: boolean;
}

/** The name a control of a stage is called by: its name once it has one. */
const stageName = (stage: StageDraft, index: number) => stage.name.trim() || `stage ${index + 1}`;

/**
 * One stage of the builder: its name, the tasks done in it, who does it by default, by when (days
 * after the request was received) and the e-mail the requester gets when it starts; moved up or down
 * and removed with buttons, so the order can be set from the keyboard.
 */
export function WorkflowStageCard({
  stage,
  index,
  count,
  errors,
  assignees,
  dueBeforePrevious,
  onChange,
  onRemove,
  onMove,
  onFocusRequest,
  isDisabled = false,
}: WorkflowStageCardProps) {
  const legend = `Stage ${index + 1}`;
  const named = stageName(stage, index);
  const set = (patch: Partial<StageDraft>) => onChange({ ...stage, ...patch });
  const assigneeOptions = [
    { id: NOBODY, label: 'Nobody: assigned by hand' },
    ...assignees.map((person) => ({ id: String(person.id), label: `${person.name} (${person.email})` })),
  ];
  // A stage saved with someone who has left the organization still shows who it was.
  if (stage.assignee_id !== null && !assignees.some((p) => p.id === stage.assignee_id)) {
    assigneeOptions.push({ id: String(stage.assignee_id), label: `Member ${stage.assignee_id}` });
  }

  const addTask = () => {
    const task = newTask();
    set({ tasks: [...stage.tasks, task] });
    onFocusRequest(`[data-task="${task.key}"] input`);
  };
  const removeTask = (at: number) => {
    set({ tasks: stage.tasks.filter((_, i) => i !== at) });
    // Focus goes to the task that took its place, else the one before, else Add task.
    const next = stage.tasks[at + 1] ?? stage.tasks[at - 1];
    onFocusRequest(
      next ? `[data-task="${next.key}"] input` : `[data-stage="${stage.key}"] [data-action="add-task"]`,
    );
  };

  return (
    <fieldset className={styles.stage} data-stage={stage.key} disabled={isDisabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stageHeader}>
        <div className={styles.stageName}>
          <TextField
            label="Stage name"
            value={stage.name}
            onChange={(name) => set({ name })}
            maxLength={WORKFLOW_LIMITS.stageNameMax}
            isRequired
            isDisabled={isDisabled}
            errorMessage={errors[stagePath(index, 'name')]}
            placeholder="e.g. Gather data"
          />
        </div>
        {isDisabled ? null : (
          <div className={styles.stageActions}>
            <Button
              variant="ghost"
              size="sm"
              data-action="up"
              isDisabled={index === 0}
              onPress={() => onMove(index - 1)}
            >
              {/* The stage's name is heard, not shown: the visible words stay part of the name. */}
              Move <span className={a11y.visuallyHidden}>{named} </span>up
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-action="down"
              isDisabled={index === count - 1}
              onPress={() => onMove(index + 1)}
            >
              Move <span className={a11y.visuallyHidden}>{named} </span>down
            </Button>
            <IconButton
              icon="trash"
              size="sm"
              label={`Remove ${named}`}
              isDisabled={count === 1}
              onPress={onRemove}
            />
          </div>
        )}
      </div>

      <div className={styles.tasks}>
        <span className={styles.subheading} id={`${stage.key}-tasks`}>
          Tasks
        </span>
        {stage.tasks.length === 0 ? (
          <p className={styles.muted}>No task: the stage is a step to pass.</p>
        ) : null}
        <ol className={styles.taskList} aria-labelledby={`${stage.key}-tasks`}>
          {stage.tasks.map((task, j) => (
            <li key={task.key} className={styles.task} data-task={task.key}>
              <TextField
                label={`Task ${j + 1}`}
                value={task.title}
                onChange={(title) =>
                  set({ tasks: stage.tasks.map((t, k) => (k === j ? { ...t, title } : t)) })
                }
                maxLength={WORKFLOW_LIMITS.taskMax}
                isDisabled={isDisabled}
                errorMessage={errors[taskPath(index, j)]}
                placeholder="e.g. Search the CRM"
              />
              {isDisabled ? null : (
                <IconButton
                  icon="close"
                  size="sm"
                  label={`Remove task ${j + 1} of ${named}`}
                  onPress={() => removeTask(j)}
                />
              )}
            </li>
          ))}
        </ol>
        {isDisabled ? null : stage.tasks.length < WORKFLOW_LIMITS.tasksMax ? (
          <div>
            <Button variant="secondary" size="sm" data-action="add-task" onPress={addTask}>
              Add task
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>A stage has at most {WORKFLOW_LIMITS.tasksMax} tasks.</p>
        )}
      </div>

      <div className={styles.stageFields}>
        <Select
          label="Default assignee"
          options={assigneeOptions}
          value={stage.assignee_id === null ? NOBODY : String(stage.assignee_id)}
          onChange={(id) => set({ assignee_id: id === null || id === NOBODY ? null : Number(id) })}
          isDisabled={isDisabled}
          errorMessage={errors[stagePath(index, 'assignee_id')]}
          description="Who a request at this stage goes to unless someone assigns it."
        />
        <DaysField
          label="Due"
          value={stage.due_days}
          onChange={(due_days) => set({ due_days })}
          minValue={WORKFLOW_LIMITS.dueDaysMin}
          maxValue={WORKFLOW_LIMITS.dueDaysMax}
          isDisabled={isDisabled}
          errorMessage={errors[stagePath(index, 'due_days')]}
          description={
            dueBeforePrevious
              ? 'After receipt. This is before the previous stage is due.'
              : 'After the request was received (0: the same day).'
          }
        />
        <Select
          label="E-mail to the requester"
          options={EMAIL_OPTIONS}
          value={stage.template ?? NO_EMAIL}
          onChange={(id) => set({ template: id === null || id === NO_EMAIL ? null : (id as EmailEvent) })}
          isDisabled={isDisabled}
          errorMessage={errors[stagePath(index, 'template')]}
          description="Sent when a request reaches this stage, from your Custom Template."
        />
      </div>
    </fieldset>
  );
}

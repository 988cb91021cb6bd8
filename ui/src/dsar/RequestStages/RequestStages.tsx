import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { EMAIL_EVENT_LABEL, formatDay, formatTime } from '../RequestBadges/requestLabels.ts';
import card from '../RequestCard/RequestCard.module.css';
import { RequestCard } from '../RequestCard/RequestCard.tsx';
import styles from './RequestStages.module.css';

type RequestStage = Schemas['RequestStage'];

export interface RequestStagesProps {
  stages: readonly RequestStage[];
  workflowName: string | null;
  /** A closed request's stages are read only. */
  closed: boolean;
  /** Why no work can be done yet (e.g. the requester has not confirmed the address): read only, said above the stages. */
  waitingReason?: string | null;
  /** Ticks or unticks a task of the current stage; left out for people who may only read. */
  onTaskChange?: (stage: number, task: number, done: boolean) => void;
  /** The task being saved, as 'stage:task'. */
  pendingTask?: string | null;
  /** Moves the request to another stage (which sends that stage's e-mail). */
  onMoveStage?: (stage: RequestStage) => void;
  /** The stage the request is being moved to. */
  movingTo?: number | null;
  /** A refusal of the last change. */
  error?: ReactNode;
  headingLevel?: 2 | 3;
}

const stageState = (s: RequestStage) => (s.current ? 'Current stage' : s.done ? 'Done' : 'To do');

/**
 * The workflow's stages in order, each with its due day and tasks: the current stage's tasks are ticked
 * off as they are done, and the request moves on (or back) to another stage by a button on it.
 */
export function RequestStages({
  stages,
  workflowName,
  closed,
  waitingReason = null,
  onTaskChange,
  pendingTask = null,
  onMoveStage,
  movingTo = null,
  error,
  headingLevel = 2,
}: RequestStagesProps) {
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const current = stages.find((s) => s.current);
  const readOnly = closed || waitingReason !== null;
  return (
    <RequestCard title="Workflow" headingLevel={headingLevel}>
      {stages.length === 0 ? (
        <p className={card.muted}>This request follows no workflow: no stage or task to work through.</p>
      ) : (
        <>
          <p className={card.muted}>
            {workflowName ? `${workflowName}: ` : ''}
            {current
              ? `stage ${current.index + 1} of ${stages.length}, ${current.name}.`
              : `${stages.length} stage${stages.length === 1 ? '' : 's'}.`}
          </p>
          {waitingReason ? <p className={styles.waiting}>{waitingReason}</p> : null}
          {error}
          <ol className={styles.stages}>
            {stages.map((stage) => {
              const tasksDone = stage.tasks.filter((t) => t.done_at).length;
              const editable = !readOnly && stage.current && onTaskChange !== undefined;
              return (
                <li
                  key={stage.index}
                  className={`${styles.stage} ${stage.current ? styles.current : ''}`}
                  aria-current={stage.current ? 'step' : undefined}
                >
                  <div className={styles.head}>
                    <Sub className={styles.name}>
                      {stage.index + 1}. {stage.name}
                    </Sub>
                    <Badge tone={stage.current ? 'info' : stage.done ? 'success' : 'neutral'}>
                      {stageState(stage)}
                    </Badge>
                    {!readOnly && !stage.current && onMoveStage ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        loading={movingTo === stage.index}
                        isDisabled={movingTo !== null && movingTo !== stage.index}
                        onPress={() => onMoveStage(stage)}
                      >
                        Move to {stage.name}
                      </Button>
                    ) : null}
                  </div>
                  <p className={styles.meta}>
                    Due {formatDay(stage.due_on)}
                    {stage.tasks.length ? ` · ${tasksDone} of ${stage.tasks.length} tasks done` : ''}
                    {stage.template ? ` · sends “${EMAIL_EVENT_LABEL[stage.template]}” when it starts` : ''}
                  </p>
                  {stage.tasks.length ? (
                    <ul className={styles.tasks} aria-label={`Tasks of ${stage.name}`}>
                      {stage.tasks.map((task) => {
                        const key = `${stage.index}:${task.index}`;
                        return (
                          <li key={task.index} className={styles.task}>
                            <Checkbox
                              isSelected={task.done_at !== null}
                              isDisabled={!editable || pendingTask === key}
                              onChange={(done) => onTaskChange?.(stage.index, task.index, done)}
                              description={
                                task.done_at
                                  ? `Done ${formatTime(task.done_at)}${task.done_by ? ` by ${task.done_by}` : ''}`
                                  : undefined
                              }
                            >
                              {task.title}
                            </Checkbox>
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </RequestCard>
  );
}

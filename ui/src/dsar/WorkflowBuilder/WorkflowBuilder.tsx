import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../Button/index.ts';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { TextField } from '../../TextField/index.ts';
import a11y from '../../theme/a11y.module.css';
import { REQUEST_TYPE_OPTIONS } from '../WorkflowList/workflowLabels.ts';
import styles from './WorkflowBuilder.module.css';
import { WorkflowStageCard } from './WorkflowStageCard.tsx';
import {
  earlierThanPrevious,
  moveItem,
  newStage,
  type StageDraft,
  WORKFLOW_LIMITS,
  type WorkflowDraft,
  type WorkflowErrors,
} from './workflowDraft.ts';

type Person = Schemas['Person'];
type RequestType = Schemas['RequestType'];

export interface WorkflowBuilderProps {
  /** The workflow being edited (controlled). */
  value: WorkflowDraft;
  onChange: (draft: WorkflowDraft) => void;
  /** Messages by field path (name, stages[1].name, stages[1].tasks[0] …). */
  errors?: WorkflowErrors;
  /** Under the name while there is no error: whether the name is free (checkWorkflowName). */
  nameStatus?: ReactNode;
  /** The organization's members (getDsarRequestFilters' assignees). */
  assignees: readonly Person[];
  /** Shows the workflow without changing it (people who may only read). */
  isDisabled?: boolean;
}

const ANY = 'any';

/**
 * The workflow builder: a unique name, the request type it takes (or any type without a workflow of
 * its own), and its ordered stages. Stages are added, removed and moved with buttons; the moved stage
 * keeps the focus and the new order is announced, so the order can be set from the keyboard alone.
 */
export function WorkflowBuilder({
  value,
  onChange,
  errors = {},
  nameStatus,
  assignees,
  isDisabled = false,
}: WorkflowBuilderProps) {
  const box = useRef<HTMLDivElement>(null);
  const stagesHeading = useId();
  const [focusTarget, setFocusTarget] = useState<{ selector: string; fallback?: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const late = new Set(earlierThanPrevious(value));

  // After a change that moved, added or removed a control, the focus goes where the user expects it.
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const find = (selector: string | undefined) =>
      selector ? box.current?.querySelector<HTMLElement>(`${selector}:not([disabled])`) : null;
    (find(focusTarget.selector) ?? find(focusTarget.fallback))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const setStages = (stages: StageDraft[]) => onChange({ ...value, stages });
  const nameOf = (stage: StageDraft, i: number) => stage.name.trim() || `Stage ${i + 1}`;

  const move = (from: number, to: number) => {
    const stage = value.stages[from];
    if (!stage || to < 0 || to >= value.stages.length) return;
    setStages(moveItem(value.stages, from, to));
    const direction = to < from ? 'up' : 'down';
    setFocusTarget({
      selector: `[data-stage="${stage.key}"] [data-action="${direction}"]`,
      fallback: `[data-stage="${stage.key}"] [data-action="${direction === 'up' ? 'down' : 'up'}"]`,
    });
    setAnnouncement(`${nameOf(stage, from)} moved to position ${to + 1} of ${value.stages.length}.`);
  };

  const add = () => {
    const stage = newStage(value.stages.at(-1));
    setStages([...value.stages, stage]);
    setFocusTarget({ selector: `[data-stage="${stage.key}"] input` });
    setAnnouncement(`Stage ${value.stages.length + 1} added.`);
  };

  const remove = (at: number) => {
    const stage = value.stages[at];
    if (!stage) return;
    setStages(value.stages.filter((_, i) => i !== at));
    const neighbour = value.stages[at + 1] ?? value.stages[at - 1];
    setFocusTarget({
      selector: neighbour ? `[data-stage="${neighbour.key}"] input` : '[data-action="add-stage"]',
    });
    setAnnouncement(`${nameOf(stage, at)} removed.`);
  };

  return (
    <div ref={box} className={styles.builder}>
      <div className={styles.basics}>
        <TextField
          label="Workflow name"
          value={value.name}
          onChange={(name) => onChange({ ...value, name })}
          maxLength={WORKFLOW_LIMITS.nameMax}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errors.name}
          description={errors.name ? undefined : nameStatus}
          placeholder="e.g. Deletion requests"
        />
        <Select
          label="Request type"
          options={REQUEST_TYPE_OPTIONS.map((o) => ({ id: o.id, label: o.label }))}
          value={value.request_type ?? ANY}
          onChange={(id) =>
            onChange({ ...value, request_type: id === null || id === ANY ? null : (id as RequestType) })
          }
          isDisabled={isDisabled}
          errorMessage={errors.request_type}
          description="The requests it takes; 'Any request type' takes those whose type has no active workflow of its own."
        />
      </div>

      <section className={styles.stages} aria-labelledby={stagesHeading}>
        <h2 id={stagesHeading} className={styles.stagesTitle}>
          Stages
        </h2>
        <p className={styles.muted}>
          A request goes through the stages in this order. Due days count from the day it was received.
        </p>
        {errors.stages ? (
          <p className={styles.error} role="alert">
            {errors.stages}
          </p>
        ) : null}
        <ol className={styles.stageList}>
          {value.stages.map((stage, i) => (
            <li key={stage.key}>
              <WorkflowStageCard
                stage={stage}
                index={i}
                count={value.stages.length}
                errors={errors}
                assignees={assignees}
                dueBeforePrevious={late.has(i)}
                onChange={(next) => setStages(value.stages.map((s, k) => (k === i ? next : s)))}
                onRemove={() => remove(i)}
                onMove={(to) => move(i, to)}
                onFocusRequest={(selector) => setFocusTarget({ selector })}
                isDisabled={isDisabled}
              />
            </li>
          ))}
        </ol>
        {isDisabled ? null : value.stages.length < WORKFLOW_LIMITS.stagesMax ? (
          <div>
            <Button variant="secondary" data-action="add-stage" onPress={add}>
              Add stage
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>A workflow has at most {WORKFLOW_LIMITS.stagesMax} stages.</p>
        )}
        <p role="status" className={a11y.visuallyHidden}>
          {announcement}
        </p>
      </section>
    </div>
  );
}

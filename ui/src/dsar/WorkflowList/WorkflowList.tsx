import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { LinkButton } from '../../LinkButton/index.ts';
import itemList from '../../module/item-list.module.css';
import surface from '../../module/surface.module.css';
import { Switch } from '../../Switch/index.ts';
import { openRequestsLabel, requestTypeLabel, stagesLabel } from './workflowLabels.ts';

type Workflow = Schemas['Workflow'];

export interface WorkflowListProps {
  /** The organization's workflows, by name (listWorkflows). */
  workflows: readonly Workflow[];
  loading?: boolean;
  /** Shown instead of the list when it could not be loaded (the page's failure with Try again). */
  error?: ReactNode;
  /** The builder of a workflow (/privacy/dsar/createworkflow/{id} with oid and pid). */
  editHref?: (workflow: Workflow) => string;
  /** Switches a workflow on or off (activateWorkflow); left out for people who may only read. */
  onToggle?: (workflow: Workflow, active: boolean) => void;
  /** Asks to delete a workflow; left out for people who may only read. */
  onDelete?: (workflow: Workflow) => void;
  /** The workflow whose change is being saved: its switch waits. */
  busyId?: number | null;
}

/**
 * The organization's workflows: each one's name, the request type it takes, its stages and the open
 * requests that follow it, whether it is on (one active workflow per request type takes the new
 * requests), and a way to change or delete it.
 */
export function WorkflowList({
  workflows,
  loading = false,
  error,
  editHref,
  onToggle,
  onDelete,
  busyId = null,
}: WorkflowListProps) {
  if (error) return <>{error}</>;
  if (loading) {
    return (
      <p className={surface.muted} role="status">
        Loading the workflows
      </p>
    );
  }
  if (workflows.length === 0) {
    return (
      <p className={surface.muted}>
        No workflow yet. A workflow sets the stages a request goes through, who does them and by when.
      </p>
    );
  }
  return (
    <ul className={itemList.items} aria-label="Workflows">
      {workflows.map((workflow) => (
        <li key={workflow.id} className={itemList.item}>
          <div className={itemList.text}>
            <span className={itemList.title}>{workflow.name}</span>
            <span className={itemList.meta}>
              {requestTypeLabel(workflow.request_type)} · {stagesLabel(workflow.stages.length)} ·{' '}
              {openRequestsLabel(workflow.requests)}
            </span>
          </div>
          <div className={itemList.controls}>
            {onToggle ? (
              <Switch
                isSelected={workflow.active}
                isDisabled={busyId === workflow.id}
                onChange={(on) => onToggle(workflow, on)}
                aria-label={`${workflow.name}: active`}
              >
                Active
              </Switch>
            ) : (
              <Badge tone={workflow.active ? 'success' : 'neutral'}>
                {workflow.active ? 'Active' : 'Inactive'}
              </Badge>
            )}
            {editHref ? (
              <LinkButton
                href={editHref(workflow)}
                variant="secondary"
                size="sm"
                aria-label={`${onToggle ? 'Edit' : 'View'} ${workflow.name}`}
              >
                {onToggle ? 'Edit' : 'View'}
              </LinkButton>
            ) : null}
            {onDelete ? (
              <IconButton
                icon="trash"
                size="sm"
                label={`Delete ${workflow.name}`}
                onPress={() => onDelete(workflow)}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

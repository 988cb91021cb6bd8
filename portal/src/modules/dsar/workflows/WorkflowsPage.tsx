import { creationLimitProblem, roleCapabilities, type Schemas, withOidPid } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { WorkflowList } from '@privacy-portal/ui/dsar/WorkflowList';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { BILLING_PATHS, billingHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import styles from './Workflows.module.css';
import { useAvailableWorkflows, useWorkflowMutations, useWorkflows } from './workflows.queries.ts';

type Workflow = Schemas['Workflow'];

export const BUILDER_PATH = '/privacy/dsar/createworkflow';

/**
 * /privacy/dsar/workflows — the organization's workflows: each one's request type, stages and open
 * requests; switched on or off (one active workflow per request type takes the new requests), changed
 * in the builder or deleted. Creating one is offered while the plan allows more.
 */
export function WorkflowsPage() {
  const { selection, user } = useSession();
  const canWrite = roleCapabilities(user?.role)?.canWrite ?? false;
  const oid = selection?.oid ?? null;
  const workflows = useWorkflows(oid);
  const available = useAvailableWorkflows(canWrite ? oid : null);
  const { activate, remove } = useWorkflowMutations();
  const toasts = useToasts();
  const [problem, setProblem] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Workflow | null>(null);
  // What the builder saved, said once here (it comes back to this page after a save).
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as { saved?: string } | null)?.saved;
  useEffect(() => {
    if (!saved) return;
    toasts.notify(saved);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [saved, toasts.notify, navigate, location.pathname, location.search]);
  if (!selection) return null;
  const href = (path: string) => withOidPid(path, selection.oid, selection.pid);
  const limit = available.data ? creationLimitProblem('workflow', available.data.available) : null;

  async function toggle(workflow: Workflow, active: boolean) {
    setBusyId(workflow.id);
    setProblem(null);
    try {
      await activate.mutateAsync({
        params: { path: { orgId: selection?.oid ?? 0, workflowId: workflow.id } },
        body: { active },
      });
      // Switching one on switches off the other active workflow of its type: the list is read again.
      const replaced = active
        ? workflows.data?.find(
            (w) => w.id !== workflow.id && w.active && w.request_type === workflow.request_type,
          )
        : undefined;
      toasts.notify(
        active
          ? `${workflow.name} is on: it takes the new requests${replaced ? ` instead of ${replaced.name}` : ''}.`
          : `${workflow.name} is off: it takes no new requests.`,
      );
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete(workflow: Workflow) {
    try {
      await remove.mutateAsync({ params: { path: { orgId: selection?.oid ?? 0, workflowId: workflow.id } } });
      toasts.notify(`${workflow.name} was deleted.`);
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className={styles.page}>
      <PageIntro
        title="Workflows"
        description="The stages a request goes through, who does each by default, by when, and the e-mail the requester gets as it moves on. One active workflow per request type takes the new requests; a request keeps the stages it started with."
        actions={
          canWrite && !limit ? <LinkButton href={href(BUILDER_PATH)}>Create workflow</LinkButton> : undefined
        }
      />
      {toasts.region}
      {limit ? (
        <Alert tone="warning" title="Workflow limit reached">
          {limit}{' '}
          <Link to={billingHref(BILLING_PATHS.manage, selection)} className={styles.inlineLink}>
            Manage subscription
          </Link>
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="error" title="That did not work" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <WorkflowList
        workflows={workflows.data ?? []}
        loading={workflows.isPending}
        error={
          workflows.isError && !workflows.data ? (
            <LoadFailed
              what="the workflows"
              message={problemOf(workflows.error).message}
              onRetry={() => void workflows.refetch()}
            />
          ) : undefined
        }
        editHref={(workflow) => href(`${BUILDER_PATH}/${workflow.id}`)}
        busyId={busyId}
        {...(canWrite
          ? {
              onToggle: (workflow: Workflow, on: boolean) => void toggle(workflow, on),
              onDelete: (workflow: Workflow) => {
                setProblem(null);
                setDeleting(workflow);
              },
            }
          : {})}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete the workflow?"
        message={
          <p>
            {deleting
              ? `${deleting.name} is deleted for good. Requests closed under it keep their history.`
              : null}
          </p>
        }
        confirmLabel="Delete workflow"
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

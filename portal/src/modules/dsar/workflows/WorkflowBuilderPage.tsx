import { creationLimitProblem, roleCapabilities, type Schemas, withOidPid } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import {
  draftFromWorkflow,
  emptyDraft,
  errorPath,
  toWorkflowInput,
  WorkflowBuilder,
  type WorkflowDraft,
  type WorkflowErrors,
  workflowProblems,
} from '@privacy-portal/ui/dsar/WorkflowBuilder';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { type FormEvent, useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { requestUpgradeOnLimit } from '../../../lib/errorActions.ts';
import { useFocusFirstProblem } from '../../../lib/focus.ts';
import { type Problem, sentence } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import styles from './Workflows.module.css';
import {
  checkWorkflowName,
  useAssignees,
  useAvailableWorkflows,
  useWorkflow,
  useWorkflowMutations,
} from './workflows.queries.ts';

const LIST_PATH = '/privacy/dsar/workflows';
/** The name is checked this long after the last keystroke. */
export const NAME_CHECK_DELAY_MS = 400;

type NameCheck = { name: string; state: 'checking' | 'free' | 'taken' } | null;

/**
 * /privacy/dsar/createworkflow and /privacy/dsar/createworkflow/{id} — the workflow builder: a new
 * workflow, or a saved one to change. The name is checked for uniqueness as it is typed.
 */
export function WorkflowBuilderPage() {
  const { selection, user } = useSession();
  const { pathname } = useLocation();
  const match = matchPath('/privacy/dsar/createworkflow/:id', pathname.replace(/\/$/, ''));
  const id = match?.params.id && /^\d+$/.test(match.params.id) ? Number(match.params.id) : null;
  const oid = selection?.oid ?? null;
  const workflow = useWorkflow(oid, id);
  const assignees = useAssignees(oid);
  if (!selection) return null;
  const canWrite = roleCapabilities(user?.role)?.canWrite ?? false;
  const title = id === null ? 'Create workflow' : canWrite ? 'Edit workflow' : 'Workflow';
  const description =
    'A name, the request type it takes, and its stages in order: the tasks of each, who does them by default, by when, and the e-mail the requester gets when the stage starts.';
  return (
    <div className={styles.page}>
      <PageIntro title={title} description={description} />
      {id === null ? (
        <QueryState
          queries={[assignees]}
          loadingLabel="Loading the builder"
          what="the organization’s members"
        >
          {(people) => (
            <BuilderForm
              oid={selection.oid}
              pid={selection.pid}
              id={null}
              initial={null}
              assignees={people}
              canWrite={canWrite}
            />
          )}
        </QueryState>
      ) : (
        <QueryState queries={[workflow, assignees]} loadingLabel="Loading the workflow" what="the workflow">
          {(saved, people) => (
            <BuilderForm
              oid={selection.oid}
              pid={selection.pid}
              id={id}
              initial={saved}
              assignees={people}
              canWrite={canWrite}
            />
          )}
        </QueryState>
      )}
    </div>
  );
}

interface BuilderFormProps {
  oid: number;
  pid: number;
  id: number | null;
  initial: Schemas['Workflow'] | null;
  assignees: Schemas['Person'][];
  canWrite: boolean;
}

function BuilderForm({ oid, pid, id, initial, assignees, canWrite }: BuilderFormProps) {
  const navigate = useNavigate();
  const { create, update } = useWorkflowMutations();
  const available = useAvailableWorkflows(id === null && canWrite ? oid : null);
  const [draft, setDraft] = useState<WorkflowDraft>(() =>
    initial ? draftFromWorkflow(initial) : emptyDraft(),
  );
  const [errors, setErrors] = useState<WorkflowErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [nameCheck, setNameCheck] = useState<NameCheck>(null);
  const [form, focusFirstProblem] = useFocusFirstProblem();
  const listHref = withOidPid(LIST_PATH, oid, pid);
  const limit =
    id === null && available.data ? creationLimitProblem('workflow', available.data.available) : null;
  const saving = create.isPending || update.isPending;

  // The name is asked about once typing pauses; the saved name of the workflow being edited is its own.
  const name = draft.name.trim();
  useEffect(() => {
    if (!canWrite || name === '' || name === initial?.name) {
      setNameCheck(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setNameCheck({ name, state: 'checking' });
      checkWorkflowName(oid, name, id, controller.signal).then(
        (free) => setNameCheck({ name, state: free ? 'free' : 'taken' }),
        // A failed check says nothing; the save's answer will.
        () => setNameCheck(null),
      );
    }, NAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, oid, id, canWrite, initial?.name]);

  const taken = nameCheck?.state === 'taken' && nameCheck.name === name;
  const shownErrors: WorkflowErrors = {
    ...errors,
    ...(taken && !errors.name ? { name: `The name ${name} is already used by another workflow` } : {}),
  };
  const nameStatus =
    nameCheck?.name !== name
      ? undefined
      : nameCheck.state === 'checking'
        ? 'Checking the name…'
        : nameCheck.state === 'free'
          ? 'The name is free.'
          : undefined;

  function showProblem(problem: Problem) {
    const found: Record<string, string> = {};
    const rest: string[] = [];
    for (const detail of problem.details) {
      if (detail.in === 'body' && detail.field) found[errorPath(detail.field)] = sentence(detail.reason);
      else rest.push(sentence(detail.field ? `${detail.field} ${detail.reason}` : detail.reason));
    }
    if (problem.code === 'name_taken') found.name = sentence(problem.message);
    setErrors(found);
    // A plan limit reads exactly as the server words it, and opens the upgrade dialog.
    if (requestUpgradeOnLimit(problem, 'dsar')) setSummary(problem.message);
    else if (rest.length > 0) setSummary(rest.join(' '));
    else if (Object.keys(found).length > 0) setSummary('Please correct the marked fields.');
    else setSummary(sentence(problem.message));
    focusFirstProblem();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSummary(null);
    const found = workflowProblems(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || taken) {
      setSummary('Please correct the marked fields.');
      focusFirstProblem();
      return;
    }
    const body = toWorkflowInput(draft);
    try {
      if (id === null) await create.mutateAsync({ params: { path: { orgId: oid } }, body });
      else await update.mutateAsync({ params: { path: { orgId: oid, workflowId: id } }, body });
      navigate(listHref, { state: { saved: `${body.name} was ${id === null ? 'created' : 'saved'}.` } });
    } catch (error) {
      showProblem(problemOf(error));
    }
  }

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={id === null ? 'New workflow' : draft.name || 'Workflow'}
    >
      {limit ? (
        <Alert tone="warning" title="Workflow limit reached">
          {limit}
        </Alert>
      ) : null}
      {summary ? (
        <Alert tone="error" title="The workflow was not saved">
          {summary}
        </Alert>
      ) : null}
      {initial && initial.requests > 0 ? (
        <p className={styles.muted}>
          {initial.requests === 1 ? '1 open request follows' : `${initial.requests} open requests follow`}{' '}
          this workflow; they keep the stages they started with.
        </p>
      ) : null}
      <WorkflowBuilder
        value={draft}
        onChange={(next) => {
          setDraft(next);
          if (Object.keys(errors).length > 0) setErrors({});
        }}
        errors={shownErrors}
        nameStatus={nameStatus}
        assignees={assignees}
        isDisabled={!canWrite}
      />
      <div className={styles.actions}>
        {canWrite ? (
          <Button type="submit" loading={saving} isDisabled={limit !== null}>
            {id === null ? 'Create workflow' : 'Save workflow'}
          </Button>
        ) : null}
        <LinkButton href={listHref} variant="secondary">
          {canWrite ? 'Cancel' : 'Back to workflows'}
        </LinkButton>
      </div>
    </form>
  );
}

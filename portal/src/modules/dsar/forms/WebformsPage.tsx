import { creationLimitProblem, roleCapabilities, UNLIMITED, withOidPid } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { FormList } from '@privacy-portal/ui/dsar/FormList';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { BUILDER_PATH, FormLimitAlert } from './FormLimitAlert.tsx';
import {
  type FormSummary,
  useAvailableForms,
  useDeleteForm,
  useForms,
  useFormsChanged,
} from './forms.queries.ts';
import styles from './Webforms.module.css';

// Fetched on first open: the list shows them closed.
const EmbedDialog = lazyDialog(() => import('./EmbedDialog.tsx').then((m) => m.EmbedDialog));
const HistoryDialog = lazyDialog(() => import('./HistoryDialog.tsx').then((m) => m.HistoryDialog));

/**
 * /privacy/dsar/webforms — the property's request forms: status, languages, requests, the live
 * version; Edit opens the builder, Link & embed gives the address and the iframe, History the
 * published versions with activate and delete, Delete (the spec's PUT) after a confirmation. Creating
 * a form is limited by the organization's plan (GET /available/form).
 */
export function WebformsPage() {
  const { selection, user } = useSession();
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const canWrite = roleCapabilities(user?.role)?.canWrite !== false;
  const forms = useForms(pair);
  const available = useAvailableForms(canWrite ? (pair?.oid ?? null) : null);
  const deleteForm = useDeleteForm();
  const changed = useFormsChanged();
  const toasts = useToasts();
  const [sharing, setSharing] = useState<FormSummary | null>(null);
  const [history, setHistory] = useState<FormSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const href = (path: string) => withOidPid(path, pair?.oid, pair?.pid);
  const limit = available.data ? creationLimitProblem('form', available.data.available) : null;
  const allowance = available.data;

  async function remove(form: FormSummary) {
    if (!pair) return;
    setProblem(null);
    try {
      await deleteForm.mutateAsync({ params: { path: { orgId: pair.oid, propId: pair.pid, id: form.id } } });
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
      return;
    }
    await changed();
    toasts.notify(`${form.name} is deleted: its page no longer answers. Its requests stay in Requests.`);
  }

  return (
    <div className={styles.page}>
      <PageIntro
        title="Webforms"
        description="The forms on your websites through which people ask to see, correct or delete their data. Build one in the languages your visitors speak, publish it, then link to it or embed it in a page."
        actions={
          canWrite ? (
            limit ? (
              <Button isDisabled>Create form</Button>
            ) : (
              <LinkButton href={href(BUILDER_PATH)}>Create form</LinkButton>
            )
          ) : undefined
        }
      />
      {toasts.region}
      {limit ? <FormLimitAlert message={limit} pair={pair} /> : null}
      {allowance && !limit ? (
        <p className={styles.allowance}>
          {allowance.limit === UNLIMITED
            ? `Your plan allows as many forms as you need (${allowance.used} in use).`
            : `${allowance.used} of ${allowance.limit} ${allowance.limit === 1 ? 'form' : 'forms'} of your plan in use.`}
        </p>
      ) : null}
      {problem ? (
        <Alert tone="error" title="That did not work" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <QueryState queries={[forms]} loadingLabel="Loading the web forms" what="the web forms">
        {(list) => (
          <FormList
            forms={list}
            editHref={(form) => href(`${BUILDER_PATH}/${form.id}`)}
            onShare={setSharing}
            onHistory={setHistory}
            onDelete={remove}
            isDisabled={!canWrite}
          />
        )}
      </QueryState>
      <EmbedDialog isOpen={sharing !== null} form={sharing} onClose={() => setSharing(null)} />
      {pair ? (
        <HistoryDialog
          isOpen={history !== null}
          pair={pair}
          form={history}
          canWrite={canWrite}
          onClose={() => setHistory(null)}
          onDone={(message) => toasts.notify(message)}
        />
      ) : null}
    </div>
  );
}

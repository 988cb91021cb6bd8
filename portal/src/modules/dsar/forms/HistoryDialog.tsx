import { Alert } from '@privacy-portal/ui/Alert';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { FormPublishHistory } from '@privacy-portal/ui/dsar/FormPublishHistory';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import {
  type FormSummary,
  type FormVersion,
  type Pair,
  useActivateVersion,
  useDeleteVersion,
  useFormHistory,
  useFormsChanged,
} from './forms.queries.ts';

interface HistoryDialogProps {
  isOpen: boolean;
  pair: Pair;
  /** The form whose published versions are shown. */
  form: Pick<FormSummary, 'id' | 'name'> | null;
  canWrite: boolean;
  onClose: () => void;
  /** Said after an activation or a delete (the page's toast). */
  onDone: (message: string) => void;
}

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A form's publish history from the list: activate an earlier version, delete one that is not live. */
export function HistoryDialog({ isOpen, pair, form, canWrite, onClose, onDone }: HistoryDialogProps) {
  const history = useFormHistory(isOpen ? pair : null, form?.id ?? null);
  const activate = useActivateVersion();
  const remove = useDeleteVersion();
  const changed = useFormsChanged();
  const [problem, setProblem] = useState<string | null>(null);
  const path = { oid: pair.oid, pid: pair.pid };

  async function onActivate(version: FormVersion) {
    setProblem(null);
    try {
      await activate.mutateAsync({
        params: { path: { ...path, form_id: version.form_id, ccpa_config_id: version.id } },
      });
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
      return;
    }
    await changed();
    onDone(`Version ${version.version} of ${form?.name ?? 'the form'} is live again.`);
  }

  async function onDelete(version: FormVersion) {
    setProblem(null);
    try {
      await remove.mutateAsync({ params: { path: { ...path, id: version.id } } });
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
      return;
    }
    await changed();
    onDone(`Version ${version.version} is deleted from the history.`);
  }

  return (
    <Dialog
      title={form ? `Publish history: ${form.name}` : 'Publish history'}
      width="52rem"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {problem ? (
        <Alert tone="error" title="That did not work" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <QueryState queries={[history]} loadingLabel="Loading the publish history" what="the publish history">
        {(versions) => (
          <FormPublishHistory
            versions={versions}
            onActivate={onActivate}
            onDelete={onDelete}
            isDisabled={!canWrite}
            formatDate={(iso) => DATE.format(new Date(iso))}
          />
        )}
      </QueryState>
    </Dialog>
  );
}

import type { Schemas } from '@privacy-portal/sdk';
import { todayUtc } from '@privacy-portal/ui/dsar/RequestBadges';
import type { RequestCreateErrors, RequestCreateValues } from '@privacy-portal/ui/dsar/RequestCreateDialog';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { problemOf } from '../../../lib/queryClient.ts';
import { checkCreateForm, createInput, createProblem } from './requestForms.ts';
import { useCountries, useInboxMutations } from './requests.queries.ts';

// The form and its selects arrive when the dialog is first opened.
const RequestCreateDialog = lazyDialog(() =>
  import('@privacy-portal/ui/dsar/RequestCreateDialog').then((m) => m.RequestCreateDialog),
);

interface NewRequestDialogProps {
  pair: { oid: number; pid: number };
  properties: readonly { id: number; name: string }[];
  /** The pricing page on the DSAR tab, offered when the plan's requests are used up. */
  upgradeHref: string;
  onClose: () => void;
  onCreated: (request: Schemas['Request']) => void;
}

/**
 * A request entered by hand on POST /dsar/requests: counted against the plan's requests, so the spec's
 * 'You have exceeded request creation limit…' comes back word for word once they are used up.
 */
export function NewRequestDialog({
  pair,
  properties,
  upgradeHref,
  onClose,
  onCreated,
}: NewRequestDialogProps) {
  const { create } = useInboxMutations();
  const [country, setCountry] = useState<string | null>(null);
  const countries = useCountries(null);
  const states = useCountries(country);
  const [errors, setErrors] = useState<RequestCreateErrors | undefined>(undefined);
  const [summary, setSummary] = useState<string | null>(null);
  const [limited, setLimited] = useState(false);
  const today = todayUtc();

  const save = async (values: RequestCreateValues) => {
    try {
      const body = await create.mutateAsync({
        params: { path: { orgId: pair.oid } },
        body: createInput(values),
      });
      onCreated(body.response);
    } catch (error) {
      const problem = problemOf(error);
      const explained = createProblem(problem);
      setErrors(explained.errors);
      setSummary(explained.summary);
      setLimited(problem.status === 409 && problem.code === 'limit_reached');
    }
  };

  return (
    <RequestCreateDialog
      isOpen
      properties={properties}
      initialPropertyId={pair.pid}
      countries={countries.data?.countries ?? []}
      states={country && states.data ? states.data.states : []}
      onCountryChange={setCountry}
      today={today}
      busy={create.isPending}
      errors={errors}
      summary={summary}
      summaryAction={limited ? <Link to={upgradeHref}>See the plans</Link> : null}
      validate={(values) => checkCreateForm(values, today)}
      onSubmit={(values) => void save(values)}
      onCancel={onClose}
    />
  );
}

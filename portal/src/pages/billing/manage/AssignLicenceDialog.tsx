import { licenceScope, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { Loader } from '@privacy-portal/ui/Loader';
import { Select } from '@privacy-portal/ui/Select';
import { useState } from 'react';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import billing from '../billing.module.css';
import styles from './Manage.module.css';
import { useAssignLicence, useUnlicensedScopes } from './manage.queries.ts';

type Licence = Schemas['Licence'];
type LicensedScope = Schemas['LicensedScope'];

interface AssignLicenceDialogProps {
  licence: Licence;
  onClose: () => void;
  onAssigned: (licence: Licence) => void;
}

/** The label of an eligible target: a property with its organization, or an organization. */
function scopeLabel(scope: LicensedScope): string {
  return scope.kind === 'property' ? `${scope.name} (${scope.organization_name})` : scope.name;
}

/**
 * Gives a free licence to an organization (DSAR) or a property (the others): the choices are the
 * company's organizations or properties that hold no licence of that product yet.
 */
export function AssignLicenceDialog({ licence, onClose, onAssigned }: AssignLicenceDialogProps) {
  const kind = licenceScope(licence.product);
  // The organizations or properties still without a licence of this product.
  const eligible = useUnlicensedScopes(licence.product);
  const assigning = useAssignLicence();
  const [chosen, setChosen] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function assign() {
    if (chosen === null) {
      setFieldError(kind === 'organization' ? 'Choose an organization' : 'Choose a property');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const assigned = await assigning.assign(licence, Number(chosen));
      setBusy(false);
      onAssigned(assigned);
    } catch (error) {
      setBusy(false);
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  const scopes = eligible.data ?? [];
  return (
    <Dialog
      title={`Assign ${licence.product_name} licence`}
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
          <Button onPress={() => void assign()} loading={busy} isDisabled={scopes.length === 0}>
            Assign licence
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p className={billing.note}>
          {kind === 'organization'
            ? 'A DSAR licence belongs to one organization: its request forms, requests and workflows.'
            : `A ${licence.product_name} licence belongs to one property (website).`}{' '}
          Only {kind === 'organization' ? 'organizations' : 'properties'} without a {licence.product_name}{' '}
          licence are listed.
        </p>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {eligible.isPending ? <Loader label="Loading the choices" /> : null}
        {eligible.isError ? <Alert tone="error">{problemOf(eligible.error).message}</Alert> : null}
        {eligible.data?.length === 0 ? (
          <Alert tone="info">
            {kind === 'organization'
              ? 'Every organization already has a DSAR licence. Create an organization first.'
              : `Every property already has a ${licence.product_name} licence. Add a property first.`}
          </Alert>
        ) : null}
        {scopes.length > 0 ? (
          <Select
            label={kind === 'organization' ? 'Organization' : 'Property'}
            placeholder={kind === 'organization' ? 'Choose an organization' : 'Choose a property'}
            options={scopes.map((scope) => ({ id: String(scope.id), label: scopeLabel(scope) }))}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setFieldError(null);
            }}
            errorMessage={fieldError ?? undefined}
            isRequired
            isDisabled={busy}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

import type { RoleName, Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import { formProblem } from './formProblem.ts';
import { RoleFields } from './RoleFields.tsx';
import styles from './settings.module.css';
import { organizationsError } from './teamForm.ts';
import { isOrganizationRole } from './teamRules.ts';

type Field = 'role' | 'organization_ids';

interface ChangeRoleDialogProps {
  member: Schemas['TeamMember'];
  roles: readonly Schemas['Role'][];
  allowed: readonly RoleName[];
  organizations: readonly Schemas['Organization'][];
  onClose: () => void;
  onChanged: (member: Schemas['TeamMember']) => void;
}

/** A member's role and organizations, saved with PUT /team_member/{userId}. Rendered only while open. */
export function ChangeRoleDialog({
  member,
  roles,
  allowed,
  organizations,
  onClose,
  onChanged,
}: ChangeRoleDialogProps) {
  const [role, setRole] = useState<RoleName | null>(member.role);
  const [organizationIds, setOrganizationIds] = useState(() => member.organization_ids.map(String));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();
  const name = `${member.firstname} ${member.lastname}`.trim() || member.email;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    if (role === null) found.role = 'Choose a role.';
    const organizationsProblem = organizationsError(role, organizationIds);
    if (organizationsProblem) found.organization_ids = organizationsProblem;
    setErrors(found);
    setAlert(null);
    if (role === null || Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    const outcome = await send(
      api.PUT('/team_member/{userId}', {
        params: { path: { userId: member.uid } },
        body: { role, organization_ids: isOrganizationRole(role) ? organizationIds.map(Number) : [] },
      }),
    );
    setBusy(false);
    if (outcome.ok) {
      onChanged(outcome.data.response);
      return;
    }
    const explained = formProblem(outcome.problem, {
      labels: { role: 'Role', organization_ids: 'Organizations' },
    });
    setErrors(explained.fields);
    setAlert(explained.summary);
    markFailed();
  }

  return (
    <Dialog
      title={`Change the role of ${name}`}
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      isDismissable={!busy}
      width="36rem"
    >
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form} aria-label="Change role">
        {alert ? (
          <Alert tone="error" title="The role was not changed">
            {alert}
          </Alert>
        ) : null}
        <RoleFields
          roles={roles}
          allowed={allowed}
          organizations={organizations}
          role={role}
          organizationIds={organizationIds}
          onRoleChange={(next) => {
            setRole(next);
            setErrors((current) => ({ ...current, role: undefined }));
          }}
          onOrganizationsChange={(ids) => {
            setOrganizationIds(ids);
            setErrors((current) => ({ ...current, organization_ids: undefined }));
          }}
          roleError={errors.role}
          organizationsError={errors.organization_ids}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            {busy ? 'Saving…' : 'Save role'}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

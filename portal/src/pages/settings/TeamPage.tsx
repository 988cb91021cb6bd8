import {
  canManageMember,
  grantableRoles,
  invitableRoles,
  roleCapabilities,
  type Schemas,
  type TeamPerson,
} from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialogs.ts';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useToasts } from '../../lib/useToasts.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './settings.module.css';
import { TeamLimits } from './TeamLimits.tsx';
import { memberName, TeamTable } from './TeamTable.tsx';
import {
  useRemoveMember,
  useResendInvitation,
  useRoles,
  useTeamChanged,
  useTeamLimits,
  useTeamMembers,
} from './team.queries.ts';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const InviteDialog = lazyDialog(() => import('./InviteDialog.tsx').then((m) => m.InviteDialog));
const ChangeRoleDialog = lazyDialog(() => import('./ChangeRoleDialog.tsx').then((m) => m.ChangeRoleDialog));

type TeamMember = Schemas['TeamMember'];

/** /settings/team: members and invitations, inviting, resending, changing roles and removing. */
export function TeamPage() {
  const session = useSession();
  const { user, organizations } = session;
  const me = roleCapabilities(user?.role);
  const companyWide = me?.scope === 'company';
  const organizationIds = organizations.map((o) => o.id);
  const limitsOrganization = organizations.find((o) => o.id === session.selection?.oid) ?? null;
  const limitsOrgId = limitsOrganization?.id ?? null;
  const members = useTeamMembers(companyWide, organizationIds);
  const roles = useRoles();
  const limits = useTeamLimits(limitsOrgId);
  const changed = useTeamChanged();
  const resendCall = useResendInvitation();
  const removeCall = useRemoveMember();
  const toasts = useToasts();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const invitable = invitableRoles(user?.role);
  // The sdk's team rules (the server refuses by them too) see the user as a team member.
  const actor: TeamPerson = { id: user?.uid ?? 0, role: user?.role ?? null, organizationIds };

  async function resend(member: TeamMember) {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await resendCall.mutateAsync({ body: { user_id: member.uid } });
      toasts.notify(answer.message);
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    } finally {
      setBusy(false);
    }
  }

  async function remove(member: TeamMember) {
    setBusy(true);
    setProblem(null);
    try {
      await removeCall.mutateAsync({ params: { path: { userId: member.uid } } });
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
      return;
    } finally {
      setBusy(false);
      setRemoving(null);
    }
    await changed();
    toasts.notify(
      member.status === 'invited'
        ? `The invitation of ${memberName(member)} was withdrawn.`
        : `${memberName(member)} was removed from the team.`,
    );
  }

  const ready =
    members.data && roles.data && limits.data
      ? { members: members.data, roles: roles.data, limits: limits.data }
      : null;

  return (
    <div className={styles.page}>
      <PageIntro
        title="Team members"
        description="The people who work in your company's organizations, their roles and pending invitations."
        actions={
          ready && invitable.length > 0 ? (
            // Open even when the selected organization is full: another organization may have room; the
            // limits below say which is full, and the server's refusal names the limit.
            <Button onPress={() => setInviting(true)}>Invite a user</Button>
          ) : null
        }
      />
      {toasts.region}
      <QueryState queries={[members, roles, limits]} loadingLabel="Loading the team" what="the team">
        {() => null}
      </QueryState>
      {ready ? (
        <>
          {problem ? (
            <Alert tone="error" title="That did not work" onDismiss={() => setProblem(null)}>
              {problem}
            </Alert>
          ) : null}
          <TeamLimits limits={ready.limits} organizationName={limitsOrganization?.orgname ?? null} />
          <section aria-labelledby="team-members-heading" className={styles.stack}>
            <h2 id="team-members-heading" className={styles.sectionTitle}>
              Members and invitations
            </h2>
            <TeamTable
              members={ready.members}
              organizations={organizations}
              canManage={(member) =>
                canManageMember(actor, {
                  id: member.uid,
                  role: member.role,
                  organizationIds: member.organization_ids,
                })
              }
              busy={busy}
              onResend={(member) => void resend(member)}
              onChangeRole={setChanging}
              onRemove={setRemoving}
            />
          </section>
          {inviting ? (
            <InviteDialog
              roles={ready.roles}
              allowed={invitable}
              organizations={organizations}
              memberEmails={new Set(ready.members.map((m) => m.email.toLowerCase()))}
              onClose={() => setInviting(false)}
              onInvited={async (member) => {
                setInviting(false);
                await changed();
                toasts.notify(`The invitation was sent to ${member.email}.`);
              }}
            />
          ) : null}
          {changing ? (
            <ChangeRoleDialog
              member={changing}
              roles={ready.roles}
              allowed={grantableRoles(user?.role)}
              organizations={organizations}
              onClose={() => setChanging(null)}
              onChanged={async (member) => {
                setChanging(null);
                await changed();
                toasts.notify(`${memberName(member)} is now ${member.role}.`);
              }}
            />
          ) : null}
          <ConfirmDialog
            isOpen={removing !== null}
            title={removing?.status === 'invited' ? 'Withdraw invitation?' : 'Remove team member?'}
            message={
              removing ? (
                <p>
                  {removing.status === 'invited'
                    ? `The invitation link sent to ${removing.email} stops working.`
                    : `${memberName(removing)} (${removing.email}) loses access to the company at once.`}
                </p>
              ) : null
            }
            confirmLabel={removing?.status === 'invited' ? 'Withdraw invitation' : 'Remove'}
            destructive
            busy={busy && removing !== null}
            onConfirm={() => {
              if (removing) void remove(removing);
            }}
            onCancel={() => setRemoving(null)}
          />
        </>
      ) : null}
    </div>
  );
}

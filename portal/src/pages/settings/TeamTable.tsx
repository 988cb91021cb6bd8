import type { Schemas } from '@privacy-portal/sdk';
import { isOrganizationRole } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import type { DropdownMenuItem } from '@privacy-portal/ui/DropdownMenu';
import { RowActionsMenu } from '../../components/RowActionsMenu.tsx';

type TeamMember = Schemas['TeamMember'];

export function memberName(member: TeamMember): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.email;
}

interface TeamTableProps {
  members: TeamMember[];
  organizations: readonly Schemas['Organization'][];
  /** Whether this user may change or remove the member. */
  canManage: (member: TeamMember) => boolean;
  busy: boolean;
  onResend: (member: TeamMember) => void;
  onChangeRole: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** Members and pending invitations: name, email, role, status and organizations, with their actions. */
export function TeamTable({
  members,
  organizations,
  canManage,
  busy,
  onResend,
  onChangeRole,
  onRemove,
}: TeamTableProps) {
  const names = new Map(organizations.map((o) => [o.id, o.orgname]));
  const organizationsOf = (member: TeamMember) =>
    isOrganizationRole(member.role)
      ? member.organization_ids.map((id) => names.get(id) ?? `Organization ${id}`).join(', ') || '—'
      : 'All organizations';

  const columns: DataTableColumn<TeamMember>[] = [
    { id: 'name', header: 'Name', value: memberName },
    { id: 'email', header: 'Email', value: (m) => m.email },
    { id: 'role', header: 'Role', value: (m) => m.role },
    {
      id: 'status',
      header: 'Status',
      value: (m) => (m.status === 'active' ? 'Active' : 'Invited'),
      cell: (m) =>
        m.status === 'active' ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Invited</Badge>,
    },
    { id: 'organizations', header: 'Organizations', value: organizationsOf },
  ];

  const anyManageable = members.some(canManage);
  const actions = (member: TeamMember) => {
    if (!canManage(member)) return null;
    const invited = member.status === 'invited';
    const items: DropdownMenuItem[] = [
      ...(invited ? [{ id: 'resend', label: 'Resend invitation', onAction: () => onResend(member) }] : []),
      { id: 'role', label: 'Change role', icon: 'edit', onAction: () => onChangeRole(member) },
      {
        id: 'remove',
        label: invited ? 'Withdraw invitation' : 'Remove from team',
        icon: 'trash',
        onAction: () => onRemove(member),
      },
    ];
    return (
      <RowActionsMenu
        label={`Actions for ${memberName(member)}`}
        icon="menu"
        iconOnly
        placement="bottom end"
        items={items}
        isDisabled={busy}
      />
    );
  };

  return (
    <DataTable
      caption="Team members"
      captionHidden
      columns={columns}
      rows={members}
      getRowId={(m) => String(m.uid)}
      initialSort={{ columnId: 'name', direction: 'ascending' }}
      pageSize={20}
      emptyMessage="No team members yet."
      rowActions={anyManageable ? actions : undefined}
    />
  );
}

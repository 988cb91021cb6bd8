import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import type { DropdownMenuItem } from '@privacy-portal/ui/DropdownMenu';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialogs.ts';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { RowActionsMenu } from '../../components/RowActionsMenu.tsx';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useDeleteProperty, useUpdateProperty } from './organization.queries.ts';
import styles from './settings.module.css';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const PropertyDialog = lazyDialog(() => import('./PropertyDialog.tsx').then((m) => m.PropertyDialog));

type Property = Schemas['Property'];
type Patch = Schemas['PropertyPatch'];

interface PropertiesCardProps {
  orgId: number;
  properties: Property[];
  /** Whether the user's role may change properties. */
  canWrite: boolean;
  /** After any change: reload the list and the session, and say what happened. */
  onChanged: (message: string) => Promise<void>;
}

type Editing = { property: Property | null } | null;

function statusOf(property: Property) {
  return (
    <span className={styles.badges}>
      {property.property_active ? (
        <Badge tone="success">Active</Badge>
      ) : (
        <Badge tone="warning">Inactive</Badge>
      )}
      {property.is_default ? <Badge tone="info">Default</Badge> : null}
    </span>
  );
}

const COLUMNS: DataTableColumn<Property>[] = [
  { id: 'name', header: 'Name', value: (p) => p.property_name },
  { id: 'url', header: 'Website', value: (p) => p.url },
  {
    id: 'status',
    header: 'Status',
    value: (p) => `${p.property_active ? 'Active' : 'Inactive'}${p.is_default ? ' default' : ''}`,
    cell: statusOf,
  },
];

/** The organization's properties: add, edit, activate or deactivate, make default, delete. */
export function PropertiesCard({ orgId, properties, canWrite, onChanged }: PropertiesCardProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProperty();
  const destroy = useDeleteProperty();

  async function patch(property: Property, body: Patch, done: string) {
    setPending(property.property_id);
    setProblem(null);
    try {
      await update.mutateAsync({ params: { path: { orgId, propId: property.property_id } }, body });
      await onChanged(done);
    } catch (error) {
      // The server's rules (e.g. the default property stays active) come back in its own words.
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
    setPending(null);
  }

  async function remove(property: Property) {
    setPending(property.property_id);
    setProblem(null);
    try {
      await destroy.mutateAsync({ params: { path: { orgId, propId: property.property_id } } });
    } catch (error) {
      setDeleting(null);
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
      setPending(null);
      return;
    }
    setDeleting(null);
    await onChanged(`${property.property_name} was deleted.`);
    setPending(null);
  }

  function actions(property: Property) {
    const name = property.property_name;
    const items: DropdownMenuItem[] = [
      { id: 'edit', label: 'Edit name and address', icon: 'edit', onAction: () => setEditing({ property }) },
      property.property_active
        ? {
            id: 'deactivate',
            label: 'Deactivate',
            onAction: () => void patch(property, { property_active: false }, `${name} is now inactive.`),
          }
        : {
            id: 'activate',
            label: 'Activate',
            onAction: () => void patch(property, { property_active: true }, `${name} is now active.`),
          },
      {
        id: 'default',
        label: 'Make default',
        icon: 'check',
        isDisabled: property.is_default,
        onAction: () => void patch(property, { is_default: true }, `${name} is now the default property.`),
      },
      { id: 'delete', label: 'Delete', icon: 'trash', onAction: () => setDeleting(property) },
    ];
    return (
      <RowActionsMenu
        label={`Actions for ${name}`}
        icon="menu"
        iconOnly
        placement="bottom end"
        items={items}
        isDisabled={pending !== null}
      />
    );
  }

  return (
    <Card
      title="Properties"
      description="The websites of this organization. The default property is always active and opens first."
      actions={
        canWrite ? (
          <Button variant="secondary" onPress={() => setEditing({ property: null })}>
            Add property
          </Button>
        ) : null
      }
    >
      <div className={styles.stack}>
        {problem ? (
          <Alert tone="error" title="The property was not changed" onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}
        <DataTable
          caption="Properties"
          captionHidden
          columns={COLUMNS}
          rows={properties}
          getRowId={(p) => String(p.property_id)}
          emptyMessage="No properties yet. Add the organization's first website."
          rowActions={canWrite ? actions : undefined}
        />
      </div>
      {editing ? (
        <PropertyDialog
          orgId={orgId}
          property={editing.property}
          onClose={() => setEditing(null)}
          onSaved={async (saved, added) => {
            setEditing(null);
            await onChanged(
              added ? `${saved.property_name} was added.` : `${saved.property_name} was saved.`,
            );
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete property?"
        message={
          deleting ? (
            <p>
              {deleting.property_name} ({deleting.url}) and its settings are deleted. This cannot be undone.
              {deleting.is_default ? ' The oldest active property becomes the default.' : ''}
            </p>
          ) : null
        }
        confirmLabel="Delete property"
        destructive
        busy={deleting !== null && pending === deleting.property_id}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

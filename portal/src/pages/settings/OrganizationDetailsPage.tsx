import { roleCapabilities, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/dialogs.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useToasts } from '../../lib/useToasts.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { OrganizationEditForm } from './OrganizationEditForm.tsx';
import {
  useDeleteOrganization,
  useOrganization,
  useOrganizationChanged,
  useProperties,
} from './organization.queries.ts';
import { PropertiesCard } from './PropertiesCard.tsx';
import { ORGANIZATIONS_PATH } from './paths.ts';
import { keepSelection } from './selectionQuery.ts';
import styles from './settings.module.css';
import { useNotice } from './useNotice.ts';

/** A positive integer id from the path, else null. */
function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /settings/organizations/details/:id and /settings/organizations/:id/details: one organization,
 * its details and its properties.
 */
export function OrganizationDetailsPage() {
  const id = parseId(useParams().id);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [notice, setNotice] = useNotice();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const organizationQuery = useOrganization(id);
  const propertiesQuery = useProperties(id);
  const reload = useOrganizationChanged();
  const destroy = useDeleteOrganization();
  const capabilities = roleCapabilities(session.user?.role);
  const canWrite = capabilities?.canWrite ?? false;
  const canDelete = capabilities?.canManageCompany ?? false;
  const backLink = (
    <Link className={styles.link} to={keepSelection(ORGANIZATIONS_PATH, location.search)}>
      All organizations
    </Link>
  );

  async function changed(message: string) {
    await Promise.all([reload(), session.refresh()]);
    toasts.notify(message);
  }

  async function deleteOrganization(organization: Schemas['Organization']) {
    setDeleting(true);
    setDeleteProblem(null);
    try {
      await destroy.mutateAsync({ params: { path: { id: organization.id } } });
    } catch (error) {
      setDeleteProblem(problemSummary(problemOf(error), { verbatim: true }));
      return;
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
    await session.refresh();
    // The deleted organization's oid must not travel on.
    const query = new URLSearchParams(location.search);
    const search = query.get('oid') === String(organization.id) ? '' : location.search;
    navigate(keepSelection(ORGANIZATIONS_PATH, search), {
      state: { notice: `${organization.orgname} and its properties were deleted.` },
    });
  }

  const organization = organizationQuery.data;
  const properties = propertiesQuery.data;
  if (id === null || organization === undefined || properties === undefined) {
    return (
      <div className={styles.page}>
        <PageIntro title="Organization" description="The organization's details and its properties." />
        {id === null ? (
          <LoadFailed
            what="the organization"
            message="This organization does not exist."
            onRetry={() => {}}
          />
        ) : (
          <QueryState
            queries={[organizationQuery, propertiesQuery]}
            loadingLabel="Loading the organization"
            what="the organization"
          >
            {() => null}
          </QueryState>
        )}
        <p className={styles.muted}>{backLink}</p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageIntro
        title={organization.orgname}
        description={`${
          canWrite
            ? "Edit the organization's details and manage its properties."
            : "The organization's details and its properties."
        } DSAR licence: ${organization.org_license_assigned ? 'assigned' : 'not assigned'}.`}
      />
      <p className={styles.muted}>{backLink}</p>
      {toasts.region}
      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <OrganizationEditForm
        key={organization.id}
        organization={organization}
        canWrite={canWrite}
        onSaved={() => Promise.all([reload(), session.refresh()])}
      />
      <PropertiesCard
        orgId={organization.id}
        properties={properties}
        canWrite={canWrite}
        onChanged={changed}
      />
      {canDelete ? (
        <Card
          title="Delete organization"
          description="Deletes the organization, its properties and their settings. This cannot be undone."
        >
          <div className={styles.stack}>
            {deleteProblem ? (
              <Alert
                tone="error"
                title="The organization was not deleted"
                onDismiss={() => setDeleteProblem(null)}
              >
                {deleteProblem}
              </Alert>
            ) : null}
            <div>
              <Button variant="danger" onPress={() => setConfirming(true)}>
                Delete organization
              </Button>
            </div>
          </div>
        </Card>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        title="Delete organization?"
        message={
          <p>
            {organization.orgname}
            {properties.length === 0
              ? ' is deleted.'
              : ` and its ${properties.length === 1 ? 'property are' : `${properties.length} properties are`} deleted, with their settings.`}{' '}
            This cannot be undone.
          </p>
        }
        confirmLabel="Delete organization"
        destructive
        busy={deleting}
        onConfirm={() => void deleteOrganization(organization)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

import { allPages, pageQuery, roleCapabilities, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { ConfirmDialog } from '@privacy-portal/ui/ConfirmDialog';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { problemSummary } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { PageIntro } from '../page-intro/PageIntro.tsx';
import { LoadPending } from './LoadFailed.tsx';
import { OrganizationEditForm } from './OrganizationEditForm.tsx';
import { PropertiesCard } from './PropertiesCard.tsx';
import { ORGANIZATIONS_PATH } from './paths.ts';
import { keepSelection } from './selectionQuery.ts';
import styles from './settings.module.css';
import { useLoad } from './useLoad.ts';
import { useNotice } from './useNotice.ts';
import { useToasts } from './useToasts.tsx';

interface Details {
  organization: Schemas['Organization'];
  properties: Schemas['Property'][];
}

function loadDetails(id: number) {
  return async () => {
    const [organization, properties] = await Promise.all([
      send(api.GET('/organizations/{id}', { params: { path: { id } } })),
      send(
        allPages((after) =>
          api.GET('/property/{orgId}', { params: { path: { orgId: id }, query: pageQuery(after) } }),
        ),
      ),
    ]);
    if (!organization.ok) return organization;
    if (!properties.ok) return properties;
    return {
      ok: true as const,
      data: { organization: organization.data.response, properties: properties.data.response },
    };
  };
}

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
  const load = useLoad<Details>(id === null ? notFound : loadDetails(id), String(id));
  const capabilities = roleCapabilities(session.user?.role);
  const canWrite = capabilities?.canWrite ?? false;
  const canDelete = capabilities?.canManageCompany ?? false;
  const backLink = (
    <Link className={styles.link} to={keepSelection(ORGANIZATIONS_PATH, location.search)}>
      All organizations
    </Link>
  );

  async function changed(message: string) {
    await Promise.all([load.refetch(), session.refresh()]);
    toasts.notify(message);
  }

  async function deleteOrganization(organization: Schemas['Organization']) {
    setDeleting(true);
    setDeleteProblem(null);
    const outcome = await send(
      api.DELETE('/organizations/{id}', { params: { path: { id: organization.id } } }),
    );
    setDeleting(false);
    setConfirming(false);
    if (!outcome.ok) {
      setDeleteProblem(problemSummary(outcome.problem, { verbatim: true }));
      return;
    }
    await session.refresh();
    // The deleted organization's oid must not travel on.
    const query = new URLSearchParams(location.search);
    const search = query.get('oid') === String(organization.id) ? '' : location.search;
    navigate(keepSelection(ORGANIZATIONS_PATH, search), {
      state: { notice: `${organization.orgname} and its properties were deleted.` },
    });
  }

  if (load.state.status !== 'ready') {
    return (
      <div className={styles.page}>
        <PageIntro title="Organization" description="The organization's details and its properties." />
        <LoadPending load={load} loadingLabel="Loading the organization" what="the organization" />
        <p className={styles.muted}>{backLink}</p>
      </div>
    );
  }

  const { organization, properties } = load.state.data;
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
        onSaved={async () => {
          await Promise.all([load.refetch(), session.refresh()]);
        }}
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

async function notFound() {
  return {
    ok: false as const,
    problem: { status: 404, code: 'not_found', message: 'This organization does not exist.', details: [] },
  };
}

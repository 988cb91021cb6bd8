import { roleCapabilities, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { Loader } from '@privacy-portal/ui/Loader';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { OrganizationsTable } from './OrganizationsTable.tsx';
import { organizationDetailsPath } from './paths.ts';
import { keepSelection } from './selectionQuery.ts';
import styles from './settings.module.css';
import { useNotice } from './useNotice.ts';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const CreateOrganizationDialog = lazyDialog(() =>
  import('./CreateOrganizationDialog.tsx').then((m) => m.CreateOrganizationDialog),
);

/** /settings/organizations: the company's organizations, and creating one (also the first one). */
export function OrganizationsPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useNotice();
  const canCreate = roleCapabilities(session.user?.role)?.canManageCompany ?? false;

  async function created(organization: Schemas['Organization']) {
    setCreating(false);
    await session.refresh();
    // A new organization has no property yet: its page is where the first one is added.
    navigate(keepSelection(organizationDetailsPath(organization.id), location.search), {
      state: { notice: `${organization.orgname} was created. Add its first property (website) below.` },
    });
  }

  const createButton = canCreate ? (
    <Button onPress={() => setCreating(true)}>Create organization</Button>
  ) : null;

  let body: ReactNode;
  if (session.status === 'loading') {
    body = <Loader block label="Loading your organizations" />;
  } else if (session.status === 'failed') {
    body = (
      <LoadFailed
        what="your organizations"
        message={session.problem?.message ?? 'Please try again.'}
        onRetry={() => void session.refresh()}
      />
    );
  } else if (session.organizations.length === 0) {
    body = (
      <Card title="Get started">
        <EmptyState
          headingLevel={3}
          title="Create your first organization"
          message={
            canCreate ? (
              <>
                <p>
                  Privacy Portal works on your websites, which we call properties. Each property belongs to an
                  organization: a business, brand or client of yours.
                </p>
                <p>
                  Create an organization first, then add its first property (the website's name and address)
                  on the organization's page. After that you can choose the products for each property.
                </p>
              </>
            ) : (
              <p>
                You do not work in any organization yet. A Company Owner or Company Administrator can create
                an organization and its first property, or give you access to one.
              </p>
            )
          }
          action={createButton}
        />
      </Card>
    );
  } else {
    body = <OrganizationsTable organizations={session.organizations} />;
  }

  return (
    <div className={styles.page}>
      <PageIntro
        title="Organizations"
        description="Each organization groups the properties (websites) of one business or brand. Open an organization to edit it and manage its properties."
        actions={session.organizations.length > 0 ? createButton : null}
      />
      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {body}
      <CreateOrganizationDialog isOpen={creating} onClose={() => setCreating(false)} onCreated={created} />
    </div>
  );
}

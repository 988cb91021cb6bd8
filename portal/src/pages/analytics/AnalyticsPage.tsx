import { withOidPid } from '@privacy-portal/sdk';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Loader } from '@privacy-portal/ui/Loader';
import { useNavigate } from 'react-router-dom';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import type { Selection } from '../../session/selection.ts';
import styles from './Analytics.module.css';
import { teamScope, useTeamCount } from './analytics.queries.ts';
import { LicenceOverview } from './LicenceOverview.tsx';
import { accountTotals, licenceCounts } from './licences.ts';
import { OrganizationsTable } from './OrganizationsTable.tsx';
import { RecentNotifications } from './RecentNotifications.tsx';
import { SelectionLicences } from './SelectionLicences.tsx';
import { StatCards } from './StatCards.tsx';

/** /home/dashboard/analytics — the account at a glance; also where a refused product sends the user. */
export function AnalyticsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { user, organizations, selection, organization, property, access } = session;
  const scope = teamScope(user?.role, organization?.id ?? null);
  const scopeOrgid = scope?.orgid;
  const team = useTeamCount(scope);

  async function select(next: Selection) {
    await session.select(next);
    navigate(withOidPid('/home/dashboard/analytics', next.oid, next.pid), { replace: true });
  }

  if (!user) {
    return (
      <div className={styles.page}>
        <h1>Dashboard</h1>
        <Loader label="Loading your account" showLabel block />
      </div>
    );
  }

  const empty = organizations.length === 0;

  return (
    <div className={styles.page}>
      <PageIntro
        title="Dashboard"
        description={
          organization && property
            ? `Working on ${property.property_name} of ${organization.orgname}.`
            : 'Your organizations, properties and licences at a glance.'
        }
      />

      <section className={styles.section} aria-labelledby="analytics-summary">
        <h2 id="analytics-summary">At a glance</h2>
        <StatCards
          totals={accountTotals(organizations)}
          team={team}
          teamOrganizationName={scopeOrgid === undefined ? null : (organization?.orgname ?? null)}
        />
      </section>

      {empty ? (
        <EmptyState
          title="No organizations yet"
          message="Organizations group your websites and apps (properties); licences for the products are held by them. Create your first organization and property to get started."
          action={<LinkButton href="/settings/organizations">Set up an organization</LinkButton>}
        />
      ) : (
        <section className={styles.section} aria-labelledby="analytics-licences">
          <h2 id="analytics-licences">Licences</h2>
          <div className={styles.licences}>
            <div className={styles.licenceChart}>
              <LicenceOverview counts={licenceCounts(organizations)} />
            </div>
            {selection && access && organization && property ? (
              <SelectionLicences
                selection={selection}
                access={access}
                organization={organization}
                property={property}
              />
            ) : null}
          </div>
        </section>
      )}

      <RecentNotifications />

      {empty ? null : (
        <section className={styles.section} aria-labelledby="analytics-organizations">
          <h2 id="analytics-organizations">Organizations and properties</h2>
          <OrganizationsTable organizations={organizations} selection={selection} onSelect={select} />
        </section>
      )}
    </div>
  );
}

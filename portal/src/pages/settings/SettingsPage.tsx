import { roleCapabilities } from '@privacy-portal/sdk';
import { Card } from '@privacy-portal/ui/Card';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageIntro } from '../../components/PageIntro.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { useCompany } from './company.queries.ts';
import { keepSelection } from './selectionQuery.ts';
import styles from './settings.module.css';
import { useTeamMembers } from './team.queries.ts';

interface Destination {
  title: string;
  description: string;
  links: { to: string; label: string }[];
}

const DESTINATIONS: readonly Destination[] = [
  {
    title: 'Company details',
    description: 'Your company name, address and contact details, and the services it uses.',
    links: [{ to: '/settings/company', label: 'Edit company details' }],
  },
  {
    title: 'Organizations',
    description: 'The organizations of your company and their properties (websites).',
    links: [{ to: '/settings/organizations', label: 'Manage organizations' }],
  },
  {
    title: 'Team members',
    description: 'Invite people, change their roles and the organizations they work in.',
    links: [{ to: '/settings/team', label: 'Manage team members' }],
  },
  {
    title: 'Billing',
    description: 'Plans for each product, your subscriptions, invoices and payment details.',
    links: [
      { to: '/settings/billing/pricing', label: 'Plans and pricing' },
      { to: '/settings/billing/manage', label: 'Manage subscriptions' },
    ],
  },
  {
    title: 'User Preferences',
    description: 'Your name, password, two-factor authentication and theme.',
    links: [{ to: '/userprofile', label: 'Open User Preferences' }],
  },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /settings: the settings hub, with the company at a glance and a card for each settings area. */
export function SettingsPage() {
  const { search } = useLocation();
  const session = useSession();
  const companyWide = roleCapabilities(session.user?.role)?.scope === 'company';
  const organizationIds = session.organizations.map((o) => o.id);
  // The company's name and the number of people the team page lists (members and invitations).
  const company = useCompany();
  const members = useTeamMembers(companyWide, organizationIds);
  const organizations = session.organizations.length;
  const properties = session.organizations.reduce((sum, o) => sum + o.properties.length, 0);

  return (
    <div className={styles.page}>
      <PageIntro
        title="Settings"
        description="Manage your company, its organizations and properties, your team, billing and your own preferences."
      />
      <QueryState queries={[company, members]} loadingLabel="Loading your company" what="your company">
        {(details, people) => (
          <section aria-labelledby="settings-company-heading" className={styles.stack}>
            <h2 id="settings-company-heading" className={styles.sectionTitle}>
              {details.company_name}
            </h2>
            <dl className={styles.facts}>
              <Fact label="Organizations">{organizations}</Fact>
              <Fact label="Properties">{properties}</Fact>
              <Fact label="Team members">{people.length}</Fact>
            </dl>
          </section>
        )}
      </QueryState>
      <div className={styles.grid}>
        {DESTINATIONS.map((destination) => (
          <Card key={destination.title} title={destination.title} description={destination.description}>
            <ul className={styles.links}>
              {destination.links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.link} to={keepSelection(link.to, search)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}

import { type Schemas, withOidPid } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Loader } from '@privacy-portal/ui/Loader';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type NavigationNotice, readNavigationNotice } from '../../lib/navigationNotice.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { OrganizationCard } from './OrganizationCard.tsx';
import { ProductTiles } from './ProductTiles.tsx';
import styles from './Welcome.module.css';
import { WelcomeTopBar } from './WelcomeTopBar.tsx';

type Property = Schemas['Property'];

/** /home/welcome — the landing after login: the account's organizations and the products. */
export function WelcomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // What the previous page reported (e.g. 'Successfully Upgraded Plan' after the confirm-upgrade dialog).
  const [arrival, setArrival] = useState<NavigationNotice>(() => readNavigationNotice(location.state));
  const [openingPid, setOpeningPid] = useState<number | null>(null);
  const [retrying, setRetrying] = useState(false);
  const { user, organizations, selection } = session;

  const passed = readNavigationNotice(location.state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arriving notice
  useEffect(() => {
    if (!passed.notice) return;
    setArrival(passed);
    // Taken out of the history entry, so a reload does not show it again.
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [passed.notice]);

  async function open(property: Property) {
    setOpeningPid(property.property_id);
    const pair = { oid: property.organization_id, pid: property.property_id };
    await session.select(pair);
    navigate(withOidPid('/home/dashboard/analytics', pair.oid, pair.pid));
  }

  async function retry() {
    setRetrying(true);
    await session.refresh();
    setRetrying(false);
  }

  const userName = user ? `${user.firstname} ${user.lastname}`.trim() || user.email : null;

  let content: ReactNode;
  if (session.status === 'failed') {
    content = (
      <>
        <h1>Welcome</h1>
        <Alert tone="error" title="Your organizations could not be loaded">
          {session.problem?.message ?? 'Please try again.'}
        </Alert>
        <div>
          <Button onPress={retry} loading={retrying}>
            Try again
          </Button>
        </div>
      </>
    );
  } else if (!user) {
    content = (
      <>
        <h1>Welcome</h1>
        <Loader label="Loading your organizations" showLabel block />
      </>
    );
  } else {
    content = (
      <>
        <div>
          <h1 className={styles.greeting}>Welcome, {user.firstname || user.email}</h1>
          <p className={styles.lead}>
            Pick a property to work on, or go straight to a product. Your choice stays selected across the
            portal.
          </p>
        </div>
        {user.impersonated_by ? (
          <Alert tone="warning">
            You are viewing the portal as {user.email}, signed in by {user.impersonated_by}.
          </Alert>
        ) : null}

        <section className={styles.section} aria-labelledby="welcome-organizations">
          <h2 id="welcome-organizations">Your organizations</h2>
          {organizations.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="You are not part of any organization yet"
              message="A Company Owner or Administrator creates organizations and their properties in Settings, or adds you to one there."
              action={<LinkButton href="/settings/organizations">Go to organization settings</LinkButton>}
            />
          ) : (
            <div className={styles.organizations}>
              {organizations.map((organization) => (
                <OrganizationCard
                  key={organization.id}
                  organization={organization}
                  selection={selection}
                  openingPid={openingPid}
                  onOpen={open}
                />
              ))}
            </div>
          )}
        </section>

        <section className={styles.section} aria-labelledby="welcome-products">
          <h2 id="welcome-products">Products</h2>
          <p className={styles.sectionIntro}>
            {session.organization && session.property
              ? `Links open ${session.property.property_name} of ${session.organization.orgname}.`
              : 'Create a property to start working in a product.'}
          </p>
          <ProductTiles
            selection={selection}
            access={session.access}
            organizationName={session.organization?.orgname ?? null}
            propertyName={session.property?.property_name ?? null}
          />
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <WelcomeTopBar userName={userName} />
      {/* Chromeless route: the shell renders no <main> here, so the page brings its own. */}
      <main id="main" className={styles.content} tabIndex={-1}>
        {arrival.notice ? (
          <Alert tone={arrival.tone ?? 'info'} durationMs={5000} onDismiss={() => setArrival({})}>
            {arrival.notice}
          </Alert>
        ) : null}
        {content}
      </main>
    </div>
  );
}

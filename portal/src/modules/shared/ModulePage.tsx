import { withOidPid } from '@privacy-portal/sdk';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './Module.module.css';
import { type ModuleScreen, type ModuleTexts, moduleScreenFor } from './moduleScreens.ts';

/** Where the module's first screen is its dashboard, the link says so. */
function homeLabel(screen: ModuleScreen): string {
  const first = screen.menu.entries[0]?.label;
  return first === 'Dashboard' ? `Go to the ${screen.module.label} dashboard` : `Go to ${first}`;
}

/**
 * The landing of a product screen whose own page comes later: it names the screen, the product and
 * the selected organization and property, and says what the screen is for.
 */
export function ModulePage({ texts }: { texts: ModuleTexts }) {
  const { pathname } = useLocation();
  const { selection, organization, property } = useSession();
  const screen = moduleScreenFor(pathname, texts);

  if (!screen) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Products</h1>
        <EmptyState
          title="This address is not a product screen"
          message="Open a product from the welcome page or from the Products menu in the header."
          action={<LinkButton href="/home/welcome">Go to the welcome page</LinkButton>}
        />
      </div>
    );
  }

  const { module, title, purpose, homeRoute, isHome, isPublic } = screen;
  const withPair = (route: string) => withOidPid(route, selection?.oid, selection?.pid);
  return (
    <div className={isPublic ? `${styles.page} ${styles.publicPage}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {isPublic ? null : (
        <dl className={styles.context}>
          <div>
            <dt>Product</dt>
            <dd>{module.label}</dd>
          </div>
          <div>
            <dt>Organization</dt>
            <dd>{organization?.orgname ?? 'None selected'}</dd>
          </div>
          <div>
            <dt>Property</dt>
            <dd>{property?.property_name ?? 'None selected'}</dd>
          </div>
        </dl>
      )}
      <div className={styles.panel}>
        <EmptyState
          title={purpose.headline}
          message={<p className={styles.message}>{purpose.description}</p>}
          action={
            <div className={styles.links}>
              {isPublic ? null : isHome ? (
                <LinkButton href={withPair('/home/welcome')}>Back to the welcome page</LinkButton>
              ) : (
                <LinkButton href={withPair(homeRoute)}>{homeLabel(screen)}</LinkButton>
              )}
              <LinkButton variant="secondary" href="/gethelp">
                Help centre
              </LinkButton>
            </div>
          }
        />
      </div>
    </div>
  );
}

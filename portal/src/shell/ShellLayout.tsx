import { moduleForPath, moduleMenu } from '@privacy-portal/sdk';
import { MobileNotice } from '@privacy-portal/ui/MobileNotice';
import { SideMenu } from '@privacy-portal/ui/SideMenu';
import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { PORTAL_NAME } from '../app/constants.ts';
import type { RouteHandle } from '../app/router.tsx';
import { SiteFooter } from '../app/SiteFooter.tsx';
import { WithQueries } from '../app/WithQueries.tsx';
import { readStored, writeStored } from '../lib/storage.ts';
import { Guard } from '../routing/Guard.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { EmailBanner } from './EmailBanner.tsx';
import { HeaderBar } from './HeaderBar.tsx';
import { IdleHost } from './IdleHost.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { QuickStartHost, QuickStartProvider } from './quickstart/QuickStartHost.tsx';
import styles from './ShellLayout.module.css';
import { TermsHost } from './TermsHost.tsx';
import { UpgradeLoader } from './upgrade/UpgradeLoader.tsx';

const PINNED_KEY = 'pp.sidemenu.pinned';

function useCurrentRoute() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.spec;
}

function Chrome() {
  const location = useLocation();
  const session = useSession();
  const route = useCurrentRoute();
  const [pinned, setPinned] = useState(() => readStored('local', PINNED_KEY) === 'true');
  const module = moduleForPath(location.pathname);

  if (route?.chromeless) {
    return (
      <>
        <ImpersonationBanner />
        <Outlet />
        <TermsHost />
        <IdleHost />
      </>
    );
  }

  return (
    <QuickStartProvider>
      <div className={styles.shell}>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        <HeaderBar />
        <ImpersonationBanner />
        <EmailBanner />
        <div className={styles.body}>
          {module ? (
            <SideMenu
              menu={moduleMenu(module)}
              currentPath={location.pathname}
              organizationName={session.organization?.orgname ?? ''}
              propertyName={session.property?.property_name ?? ''}
              oid={session.selection?.oid ?? null}
              pid={session.selection?.pid ?? null}
              pinned={pinned}
              onPinnedChange={(next) => {
                setPinned(next);
                writeStored('local', PINNED_KEY, String(next));
              }}
            />
          ) : null}
          <main id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        {route?.noFooter ? null : <SiteFooter />}
      </div>
      <QuickStartHost />
      <TermsHost />
      <IdleHost />
    </QuickStartProvider>
  );
}

/**
 * The logged-in application: guards first, then header, side menu, page, footer and the session
 * dialogs. Under 768 px only the mobile notice shows (portal-spec §9): the staff portal is made for
 * larger screens, unlike the public pages and the pages of e-mailed links, which are outside it.
 */
export function ShellLayout() {
  return (
    <WithQueries>
      <Guard>
        <div className={styles.wide}>
          <Chrome />
        </div>
        <div className={styles.narrow}>
          <MobileNotice portalName={PORTAL_NAME} />
        </div>
        {/* Beside the chrome, not in it: the upgrade flow ends on the chromeless welcome page and its alert must stay. */}
        <UpgradeLoader />
      </Guard>
    </WithQueries>
  );
}

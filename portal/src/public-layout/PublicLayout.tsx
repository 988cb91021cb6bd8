import '@privacy-portal/ui/theme.css';
import { Footer } from '@privacy-portal/ui/Footer';
import { RouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router-dom';
import { isLoggedIn } from '../lib/api.ts';
import { PublicHeader } from './PublicHeader.tsx';
import styles from './PublicLayout.module.css';
import { PRIVACY_POLICY_HREF, PRODUCT_NAME, TERMS_OF_SERVICE_HREF } from './publicNav.ts';

/**
 * The frame of the public pages (portal-spec §1): the public header, the page and the footer.
 * react-aria's RouterProvider lets the component library's links navigate inside the app.
 */
export function PublicLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <div className={styles.page}>
        <a className={styles.skipLink} href="#public-main">
          Skip to content
        </a>
        <PublicHeader loggedIn={isLoggedIn()} />
        <main id="public-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer
          portalName={PRODUCT_NAME}
          privacyPolicyHref={PRIVACY_POLICY_HREF}
          termsOfServiceHref={TERMS_OF_SERVICE_HREF}
        />
      </div>
      <ScrollRestoration />
    </RouterProvider>
  );
}

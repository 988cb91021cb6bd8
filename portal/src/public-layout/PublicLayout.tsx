import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '../app/SiteFooter.tsx';
import { isLoggedIn } from '../lib/api.ts';
import { PublicHeader } from './PublicHeader.tsx';
import styles from './PublicLayout.module.css';

/**
 * The frame of the public pages (portal-spec §1): the public header, the page and the footer.
 * The library's links navigate inside the app through AppRoot's RouterProvider.
 */
export function PublicLayout() {
  return (
    <>
      <div className={styles.page}>
        <a className={styles.skipLink} href="#public-main">
          Skip to content
        </a>
        <PublicHeader loggedIn={isLoggedIn()} />
        <main id="public-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ScrollRestoration />
    </>
  );
}

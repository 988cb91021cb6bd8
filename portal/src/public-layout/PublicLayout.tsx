import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '../app/SiteFooter.tsx';
import { useDocumentLocale, useT } from '../i18n/hooks.ts';
import { isLoggedIn } from '../lib/api.ts';
import { PublicHeader } from './PublicHeader.tsx';
import styles from './PublicLayout.module.css';

/**
 * The frame of the public pages (portal-spec §1): the public header, the page and the footer.
 * The library's links navigate inside the app through AppRoot's RouterProvider. Its texts are in the
 * visitor's language, set on <html> (lang, dir) while it is shown.
 */
export function PublicLayout() {
  const t = useT();
  useDocumentLocale();
  return (
    <>
      <div className={styles.page}>
        <a className={styles.skipLink} href="#public-main">
          {t('layout.skipToContent')}
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

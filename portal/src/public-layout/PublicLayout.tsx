import { LOCALE_INFO } from '@privacy-portal/sdk/i18n';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PORTAL_NAME } from '../app/constants.ts';
import { SiteFooter } from '../app/SiteFooter.tsx';
import { WithQueries } from '../app/WithQueries.tsx';
import { useDocumentLocale, useLocale, useT } from '../i18n/hooks.ts';
import { Translated } from '../i18n/Translated.tsx';
import { isLoggedIn } from '../lib/api.ts';
import { PublicHeader } from './PublicHeader.tsx';
import styles from './PublicLayout.module.css';

/**
 * The frame of the public pages (portal-spec §1): the public header, the page and the footer.
 * The library's links navigate inside the app through AppRoot's RouterProvider. Its texts are in the
 * visitor's language, set on <html> (lang, dir) while it is shown.
 */
export function PublicLayout() {
  return (
    <WithQueries>
      <Translated>
        <PublicFrame />
      </Translated>
    </WithQueries>
  );
}

function PublicFrame() {
  const t = useT();
  const { locale } = useLocale();
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
        <SiteFooter
          lang={locale}
          dir={LOCALE_INFO[locale].dir}
          texts={{
            copyright: t('footer.copyright', { year: new Date().getFullYear(), portalName: PORTAL_NAME }),
            legal: t('footer.legal'),
            privacyPolicy: t('footer.privacyPolicy'),
            termsOfService: t('footer.termsOfService'),
          }}
        />
      </div>
      <ScrollRestoration />
    </>
  );
}
